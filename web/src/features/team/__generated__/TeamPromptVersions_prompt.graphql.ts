/**
 * @generated SignedSource<<7facbe0f028521cac3ac9afaac448e4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamPromptVersions_prompt$data = {
  readonly content: string;
  readonly id: string;
  readonly version: number;
  readonly versions: ReadonlyArray<{
    readonly content: string;
    readonly createdAt: any;
    readonly editorUsername: string | null | undefined;
    readonly title: string;
    readonly version: number;
  }>;
  readonly " $fragmentType": "TeamPromptVersions_prompt";
};
export type TeamPromptVersions_prompt$key = {
  readonly " $data"?: TeamPromptVersions_prompt$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamPromptVersions_prompt">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamPromptVersions_prompt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamPromptVersion",
      "kind": "LinkedField",
      "name": "versions",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TeamPrompt",
  "abstractKey": null
};
})();

(node as any).hash = "76c0e745e51429e724c1643d8b6c3a1f";

export default node;
