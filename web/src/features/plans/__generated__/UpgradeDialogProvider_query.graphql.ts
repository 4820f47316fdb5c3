/**
 * @generated SignedSource<<87fce1fe84eae6e888d99324240e2862>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpgradeDialogProvider_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeDialog_query">;
  readonly " $fragmentType": "UpgradeDialogProvider_query";
};
export type UpgradeDialogProvider_query$key = {
  readonly " $data"?: UpgradeDialogProvider_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeDialogProvider_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpgradeDialogProvider_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpgradeDialog_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "27c5b659caf0614958bb09cd232572b2";

export default node;
