/**
 * @generated SignedSource<<df9938ebc00ada8cecbd83f084094411>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNavDrawer_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NavList_query" | "PlanCard_query">;
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
      "name": "NavList_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlanCard_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "12b880c0b0d5e53d3cdbf7d31df24205";

export default node;
