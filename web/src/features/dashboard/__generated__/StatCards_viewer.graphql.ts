/**
 * @generated SignedSource<<765ad0e5233261124814037f38a2a484>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
import type { FragmentRefs } from "relay-runtime";
export type StatCards_viewer$data = {
  readonly dashboard: {
    readonly availablePromptsCount: number;
    readonly optimizationsCount: number;
  };
  readonly plan: {
    readonly optimizationsPeriod: OptimizationsPeriod | null | undefined;
  };
  readonly savedPromptsCount: number;
  readonly subscription: {
    readonly optimizationsLeft: number | null | undefined;
  };
  readonly " $fragmentType": "StatCards_viewer";
};
export type StatCards_viewer$key = {
  readonly " $data"?: StatCards_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatCards_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatCards_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedPromptsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optimizationsLeft",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optimizationsPeriod",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Dashboard",
      "kind": "LinkedField",
      "name": "dashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availablePromptsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optimizationsCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ce0e06903059d71dda4eadd734e24498";

export default node;
