/**
 * @generated SignedSource<<b2867573824132b6e81c186e5e111da9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LockedTeasers_prompts$data = ReadonlyArray<{
  readonly id: string;
  readonly isPremium: boolean;
  readonly title: string;
  readonly " $fragmentType": "LockedTeasers_prompts";
}>;
export type LockedTeasers_prompts$key = ReadonlyArray<{
  readonly " $data"?: LockedTeasers_prompts$data;
  readonly " $fragmentSpreads": FragmentRefs<"LockedTeasers_prompts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LockedTeasers_prompts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
  "type": "Prompt",
  "abstractKey": null
};

(node as any).hash = "bf03f35dc3ae750bc6cae6e0d162f80f";

export default node;
