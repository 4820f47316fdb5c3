/**
 * @generated SignedSource<<6d7c8e4ad290760548167455a31bbed4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserCategoryCard_category$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "UserCategoryCard_category";
};
export type UserCategoryCard_category$key = {
  readonly " $data"?: UserCategoryCard_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserCategoryCard_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserCategoryCard_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "UserCategory",
  "abstractKey": null
};

(node as any).hash = "0ad1ff8bcac5c8b9bfc7e3527e083d26";

export default node;
