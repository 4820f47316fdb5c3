/**
 * @generated SignedSource<<1441b51024ec4de74b1fbbf8c65865f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LockReason = "PLAN_LIMIT" | "PREMIUM";
import type { FragmentRefs } from "relay-runtime";
export type PromptDetailDialog_prompt$data = {
  readonly categories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly content: string | null | undefined;
  readonly isPremium: boolean;
  readonly lockReason: LockReason | null | undefined;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"SavePromptButton_prompt">;
  readonly " $fragmentType": "PromptDetailDialog_prompt";
};
export type PromptDetailDialog_prompt$key = {
  readonly " $data"?: PromptDetailDialog_prompt$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromptDetailDialog_prompt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromptDetailDialog_prompt",
  "selections": [
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPremium",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lockReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SavePromptButton_prompt"
    }
  ],
  "type": "Prompt",
  "abstractKey": null
};

(node as any).hash = "28b602d54f3348f0b33e38fd1fdbf45c";

export default node;
