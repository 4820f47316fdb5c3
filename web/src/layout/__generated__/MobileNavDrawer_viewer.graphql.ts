/**
 * @generated SignedSource<<4c64c16fea28fc8e4b6bf58b1cc1b1e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
import type { FragmentRefs } from "relay-runtime";
export type MobileNavDrawer_viewer$data = {
  readonly isPremium: boolean;
  readonly plan: {
    readonly type: PlanType;
  };
  readonly username: string;
  readonly " $fragmentType": "MobileNavDrawer_viewer";
};
export type MobileNavDrawer_viewer$key = {
  readonly " $data"?: MobileNavDrawer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNavDrawer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNavDrawer_viewer",
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

(node as any).hash = "d5c4bc00005d1686eb0428eb8071438e";

export default node;
