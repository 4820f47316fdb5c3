/**
 * @generated SignedSource<<433b60ad9d47a67e3cd908833ced4e8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNavDrawer_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_query">;
  readonly " $fragmentType": "MobileNavDrawer_query";
};
export type MobileNavDrawer_query$key = {
  readonly " $data"?: MobileNavDrawer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNavDrawer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNavDrawer_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlanCard_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "aa483a38664f926c6f9b23b4bed6796b";

export default node;
