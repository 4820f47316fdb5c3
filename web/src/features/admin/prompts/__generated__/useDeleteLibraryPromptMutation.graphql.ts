/**
 * @generated SignedSource<<f2088ce0d49cda9809331075b07acdc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
    readonly failure: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationFailure_error">;
    } | null | undefined;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      (v5/*:: as any*/)
    ],
    "type": "ConflictError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteLibraryPromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteLibraryPrompt",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "mutationFailure_error",
                  "selections": (v6/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "failure"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteLibraryPromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteLibraryPrompt",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "17d9d3852e525c6aa8f73e5eab029b65",
    "id": null,
    "metadata": {},
    "name": "useDeleteLibraryPromptMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteLibraryPromptMutation(\n  $input: DeleteLibraryItemInput!\n) {\n  deleteLibraryPrompt(input: $input) {\n    __typename\n    ... on MutationDeleteLibraryPromptSuccess {\n      data {\n        deletedId\n        removedSaves\n      }\n    }\n    ...mutationFailure_error\n  }\n}\n\nfragment mutationFailure_error on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n  ... on ConflictError {\n    field\n  }\n}\n"
  }
};
})();

(node as any).hash = "498c50f950c8cb3c74d1a0a18e74d2e1";

export default node;
