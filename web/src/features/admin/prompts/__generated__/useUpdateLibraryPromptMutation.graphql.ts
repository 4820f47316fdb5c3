/**
 * @generated SignedSource<<8b1519dc7143283f656bd44092f56232>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Language = "en" | "es";
export type UpdateLibraryPromptInput = {
  categoryIds: ReadonlyArray<string>;
  content: string;
  id: string;
  isPremium: boolean;
  language: Language;
  title: string;
};
export type useUpdateLibraryPromptMutation$variables = {
  input: UpdateLibraryPromptInput;
};
export type useUpdateLibraryPromptMutation$data = {
  readonly updateLibraryPrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly title: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useUpdateLibraryPromptMutation = {
  response: useUpdateLibraryPromptMutation$data;
  variables: useUpdateLibraryPromptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "updateLibraryPrompt",
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
        "type": "MutationUpdateLibraryPromptSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useUpdateLibraryPromptMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateLibraryPromptMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4afb9915f747f75957e3041bb2a66b7c",
    "id": null,
    "metadata": {},
    "name": "useUpdateLibraryPromptMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateLibraryPromptMutation(\n  $input: UpdateLibraryPromptInput!\n) {\n  updateLibraryPrompt(input: $input) {\n    __typename\n    ... on MutationUpdateLibraryPromptSuccess {\n      data {\n        id\n        title\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c231f88a0a4871dcf8e606894a71e91c";

export default node;
