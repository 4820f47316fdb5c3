/**
 * @generated SignedSource<<f38cb20b6a12105c85f27269e8d7ea14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromptFields_categories$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "PromptFields_categories";
}>;
export type PromptFields_categories$key = ReadonlyArray<{
  readonly " $data"?: PromptFields_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromptFields_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PromptFields_categories",
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
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "60886d6f63abb761116684a119e181ed";

export default node;
