/**
 * @generated SignedSource<<a75249712fb3b50f137ddc6b9ccf013e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EditPromptDialogQuery$variables = {
  id: string;
};
export type EditPromptDialogQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PromptFields_categories">;
  }>;
  readonly node: {
    readonly categories?: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly content?: string | null | undefined;
    readonly title?: string;
  } | null | undefined;
};
export type EditPromptDialogQuery = {
  response: EditPromptDialogQuery$data;
  variables: EditPromptDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
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
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Prompt",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditPromptDialogQuery",
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
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EditPromptDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7702c73b56da9f760d6a8f716b63c33",
    "id": null,
    "metadata": {},
    "name": "EditPromptDialogQuery",
    "operationKind": "query",
    "text": "query EditPromptDialogQuery(\n  $id: ID!\n) {\n  categories {\n    ...PromptFields_categories\n    id\n  }\n  node(id: $id) {\n    __typename\n    ... on Prompt {\n      title\n      content\n      categories {\n        id\n      }\n    }\n    id\n  }\n}\n\nfragment PromptFields_categories on Category {\n  id\n  name\n}\n"
  }
};
})();

(node as any).hash = "01775ead43e2206e03897288b347ea5c";

export default node;
