/**
 * @generated SignedSource<<0a9546afc8644a55b9a9abef65b957dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppLayout_viewer$data = {
  readonly id: string;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "02560aa90c1c66cf212ac5d6b73d65d8";

export default node;
