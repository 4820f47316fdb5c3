/**
 * @generated SignedSource<<c2538522be3818002841a327e8902393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_query">;
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
      "name": "PlanCard_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "56cb22c23ec86298cb2cb411bc6e8e69";

export default node;
