/**
 * @generated SignedSource<<5ebad39a07850b46a516c0475689792d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PremiumBanner_category$data = {
  readonly name: string;
  readonly premiumPromptCount: number;
  readonly " $fragmentType": "PremiumBanner_category";
};
export type PremiumBanner_category$key = {
  readonly " $data"?: PremiumBanner_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"PremiumBanner_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PremiumBanner_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "premiumPromptCount",
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};

(node as any).hash = "a794d0b280cc234d02128c84e4a84613";

export default node;
