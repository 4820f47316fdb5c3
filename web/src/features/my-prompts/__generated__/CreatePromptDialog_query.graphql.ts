/**
 * @generated SignedSource<<c7872ed7e8ed924c5840ac20574889e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreatePromptDialog_query$data = {
  readonly categories: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PromptFields_categories">;
  }>;
  readonly " $fragmentType": "CreatePromptDialog_query";
};
export type CreatePromptDialog_query$key = {
  readonly " $data"?: CreatePromptDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreatePromptDialog_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreatePromptDialog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PromptFields_categories"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fc407d7877f7cd25b7c4bcefbde24778";

export default node;
