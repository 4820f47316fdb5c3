/**
 * @generated SignedSource<<4f3fde740f5b80c3da103842c411bf25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteLibraryItemInput = {
  id: string;
};
export type useDeleteLibraryPromptMutation$variables = {
  input: DeleteLibraryItemInput;
};
export type useDeleteLibraryPromptMutation$data = {
  readonly deleteLibraryPrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
      readonly removedSaves: number;
    };
    readonly message?: string;
  };
};
export type useDeleteLibraryPromptMutation = {
  response: useDeleteLibraryPromptMutation$data;
  variables: useDeleteLibraryPromptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteLibraryPrompt",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DeletedLibraryPrompt",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "removedSaves",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDeleteLibraryPromptSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteLibraryPromptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteLibraryPromptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a1c29fdde82bb36b023f2f63fdb0d42b",
    "id": null,
    "metadata": {},
    "name": "useDeleteLibraryPromptMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteLibraryPromptMutation(\n  $input: DeleteLibraryItemInput!\n) {\n  deleteLibraryPrompt(input: $input) {\n    __typename\n    ... on MutationDeleteLibraryPromptSuccess {\n      data {\n        deletedId\n        removedSaves\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "38a126f46a4bd1582ce43c38aab85430";

export default node;
