/**
 * @generated SignedSource<<85660c3f95803052a8ec21b987b640db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamPromptList_prompts$data = ReadonlyArray<{
  readonly authorDatabaseId: number | null | undefined;
  readonly authorUsername: string | null | undefined;
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly content: string;
  readonly editorUsername: string | null | undefined;
  readonly id: string;
  readonly teamCategory: {
    readonly name: string;
  } | null | undefined;
  readonly title: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"TeamPromptVersions_prompt">;
  readonly " $fragmentType": "TeamPromptList_prompts";
}>;
export type TeamPromptList_prompts$key = ReadonlyArray<{
  readonly " $data"?: TeamPromptList_prompts$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamPromptList_prompts">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TeamPromptList_prompts",
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorDatabaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editorUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamCategory",
      "kind": "LinkedField",
      "name": "teamCategory",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TeamPromptVersions_prompt"
    }
  ],
  "type": "TeamPrompt",
  "abstractKey": null
};
})();

(node as any).hash = "e37e425a7c67c6667e24e606cebba994";

export default node;
