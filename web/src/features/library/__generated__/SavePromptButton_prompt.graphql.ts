/**
 * @generated SignedSource<<47e1c05275646f18ab037f7acd0ac77e>>
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
    }
  ],
  "type": "Prompt",
  "abstractKey": null
};

(node as any).hash = "e880fefa14e8a9a6c93c0c989e90d4bb";

export default node;
