/**
 * @generated SignedSource<<26596ebbfe32e0e0a79bd0131ba9ba77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SavedPromptCard_savedPrompt$data = {
  readonly customCategory: string | null | undefined;
  readonly prompt: {
    readonly " $fragmentSpreads": FragmentRefs<"PromptCard_prompt">;
  };
  readonly " $fragmentType": "SavedPromptCard_savedPrompt";
};
export type SavedPromptCard_savedPrompt$key = {
  readonly " $data"?: SavedPromptCard_savedPrompt$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedPromptCard_savedPrompt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedPromptCard_savedPrompt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customCategory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Prompt",
      "kind": "LinkedField",
      "name": "prompt",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PromptCard_prompt"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SavedPrompt",
  "abstractKey": null
};

(node as any).hash = "64d49de39210014d3e397677e1dc090a";

export default node;
