/**
 * @generated SignedSource<<4dbcd7a56ac968521b298c1c1662e6af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LibraryCategoryRow_category$data = {
  readonly id: string;
  readonly nameEn: string | null | undefined;
  readonly nameEs: string;
  readonly promptCount: number;
  readonly slug: string;
  readonly " $fragmentType": "LibraryCategoryRow_category";
};
export type LibraryCategoryRow_category$key = {
  readonly " $data"?: LibraryCategoryRow_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryCategoryRow_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryCategoryRow_category",
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
      "name": "nameEs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promptCount",
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "d7ab9693564706798c455792e5bf386c";

export default node;
