/**
 * @generated SignedSource<<d1695942bb4d06a8ccfa985c215daf6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppLayout_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_viewer" | "Sidebar_viewer">;
  readonly " $fragmentType": "AppLayout_viewer";
};
export type AppLayout_viewer$key = {
  readonly " $data"?: AppLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppLayout_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Sidebar_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MobileNav_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "750d48edb8605bf51ae4ed346f611b5e";

export default node;
