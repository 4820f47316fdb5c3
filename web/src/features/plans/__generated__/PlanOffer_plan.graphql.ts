/**
 * @generated SignedSource<<f14c8e5d4db79ee90dea8aa1c7da8b94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
import type { FragmentRefs } from "relay-runtime";
export type PlanOffer_plan$data = {
  readonly currency: string;
  readonly priceCents: number;
  readonly type: PlanType;
  readonly " $fragmentSpreads": FragmentRefs<"planText_plan">;
  readonly " $fragmentType": "PlanOffer_plan";
};
export type PlanOffer_plan$key = {
  readonly " $data"?: PlanOffer_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanOffer_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanOffer_plan",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "planText_plan",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optimizationsLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optimizationsPeriod",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "libraryPromptsPerCategory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "premiumPrompts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "savedPromptsLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "teamMembers",
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "Plan",
  "abstractKey": null
};

(node as any).hash = "5fc55a4b9a5f1649b440458f592fa70a";

export default node;
