/**
 * @generated SignedSource<<cc71f66038e23d6e5e19fa5f60bd0b09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppLayout_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_viewer" | "SaveTargets_viewer" | "Sidebar_viewer">;
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
      "name": "SaveTargets_viewer"
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

(node as any).hash = "1f03191ee8fe0d19839b3cb8152988a9";

export default node;
