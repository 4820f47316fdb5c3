/**
 * @generated SignedSource<<5e2ad1d79d2b8375ea718a9bd02e97e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_viewer$data = {
  readonly isPremium: boolean;
  readonly plan: {
    readonly type: PlanType;
  };
  readonly username: string;
  readonly " $fragmentType": "MobileNav_viewer";
};
export type MobileNav_viewer$key = {
  readonly " $data"?: MobileNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNav_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPremium",
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
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "195f7b364b5aa621e28ca2826334d9f3";

export default node;
