/**
 * @generated SignedSource<<3098798190ddfbc63cb3ba5aa7cb521d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MobileNavDrawer_viewer">;
  readonly " $fragmentType": "MobileNav_viewer";
};
export type MobileNav_viewer$key = {
  readonly " $data"?: MobileNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNav_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MobileNavDrawer_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b3f1336b2d07d51fedd205509bc88d15";

export default node;
