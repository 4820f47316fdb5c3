/**
 * @generated SignedSource<<d016337cd522f0c2b20b78e7a23903c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamCategoriesPanel_categories$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly promptCount: number;
  readonly viewerMayDelete: boolean;
  readonly " $fragmentType": "TeamCategoriesPanel_categories";
}>;
export type TeamCategoriesPanel_categories$key = ReadonlyArray<{
  readonly " $data"?: TeamCategoriesPanel_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamCategoriesPanel_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TeamCategoriesPanel_categories",
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
      "name": "promptCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayDelete",
      "storageKey": null
    }
  ],
  "type": "TeamCategory",
  "abstractKey": null
};

(node as any).hash = "f187d6f76cd560cd13c3a2085a570ad9";

export default node;
