/**
 * @generated SignedSource<<08a598518d2dea708a51e0884e7be1ba>>
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
  readonly id: string;
  readonly isOwn: boolean;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromptDetailDialog_prompt",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwn",
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
        (v0/*:: as any*/),
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
})();

(node as any).hash = "ef8009c0b4815dc2de7d2cfd62a7ec6f";

export default node;
