/**
 * @generated SignedSource<<b32f3191541b00e2360a7d6862811f70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Language = "en" | "es";
export type CreateLibraryPromptInput = {
  categoryIds: ReadonlyArray<string>;
  content: string;
  isPremium: boolean;
  language: Language;
  title: string;
};
export type useCreateLibraryPromptMutation$variables = {
  input: CreateLibraryPromptInput;
};
export type useCreateLibraryPromptMutation$data = {
  readonly createLibraryPrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly title: string;
    };
    readonly failure: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationFailure_error">;
    } | null | undefined;
  };
};
export type useCreateLibraryPromptMutation = {
  response: useCreateLibraryPromptMutation$data;
  variables: useCreateLibraryPromptMutation$variables;
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
      "concreteType": "Prompt",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationCreateLibraryPromptSuccess",
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
    "name": "useCreateLibraryPromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createLibraryPrompt",
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
    "name": "useCreateLibraryPromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createLibraryPrompt",
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
    "cacheID": "1f07fe4ed16f398f939a09ca0fcba3c0",
    "id": null,
    "metadata": {},
    "name": "useCreateLibraryPromptMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateLibraryPromptMutation(\n  $input: CreateLibraryPromptInput!\n) {\n  createLibraryPrompt(input: $input) {\n    __typename\n    ... on MutationCreateLibraryPromptSuccess {\n      data {\n        id\n        title\n      }\n    }\n    ...mutationFailure_error\n  }\n}\n\nfragment mutationFailure_error on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n  ... on ConflictError {\n    field\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc71b4f5971b07aa16fe14a715e2a8b1";

export default node;
