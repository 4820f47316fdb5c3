/**
 * @generated SignedSource<<5036e4b0609442e5c1781191eceab856>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MobileNavDrawer_query">;
  readonly " $fragmentType": "MobileNav_query";
};
export type MobileNav_query$key = {
  readonly " $data"?: MobileNav_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNav_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MobileNavDrawer_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6f418f8ee87fc62d283a59a409b292be";

export default node;
