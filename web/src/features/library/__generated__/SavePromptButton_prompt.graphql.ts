/**
 * @generated SignedSource<<c7be5763c8799f9332486ee7e49abbab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SavePromptButton_prompt$data = {
  readonly id: string;
  readonly isLocked: boolean;
  readonly isOwn: boolean;
  readonly isSaved: boolean;
  readonly " $fragmentType": "SavePromptButton_prompt";
};
export type SavePromptButton_prompt$key = {
  readonly " $data"?: SavePromptButton_prompt$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavePromptButton_prompt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavePromptButton_prompt",
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
      "name": "isSaved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwn",
      "storageKey": null
    }
  ],
  "type": "Prompt",
  "abstractKey": null
};

(node as any).hash = "b8b7c38567dada95a9e6dbf3873ff2f5";

export default node;
