/**
 * @generated SignedSource<<f7cb773029b3f324d64cfac9afefc0f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Sidebar_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NavList_query" | "PlanCard_query">;
  readonly " $fragmentType": "Sidebar_query";
};
export type Sidebar_query$key = {
  readonly " $data"?: Sidebar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Sidebar_query",
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

(node as any).hash = "cedfc6d94f81cc1d5bd1360ad546385b";

export default node;
