/**
 * @generated SignedSource<<352d394aaa46f38de7ec667071eeff70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LockReason = "PLAN_LIMIT" | "PREMIUM";
import type { FragmentRefs } from "relay-runtime";
export type PromptCard_prompt$data = {
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
  readonly " $fragmentSpreads": FragmentRefs<"PromptDetailDialog_prompt" | "SavePromptButton_prompt">;
  readonly " $fragmentType": "PromptCard_prompt";
};
export type PromptCard_prompt$key = {
  readonly " $data"?: PromptCard_prompt$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromptCard_prompt">;
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
  "name": "PromptCard_prompt",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "isOwn",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PromptDetailDialog_prompt"
    }
  ],
  "type": "Prompt",
  "abstractKey": null
};
})();

(node as any).hash = "976c26a1bd4a4b7a9c76340eb9cb6c36";

export default node;
