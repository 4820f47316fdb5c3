/**
 * @generated SignedSource<<dfbf1e898e1ccc249c05b2fff58eaf7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_viewer$data = {
  readonly isPremium: boolean;
  readonly username: string;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPremium",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3083abeb73a0f5eda9c4a0b49f6fd4b4";

export default node;
