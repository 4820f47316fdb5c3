/**
 * @generated SignedSource<<13788939b5fb303c80abd01103e93ffc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreatePromptInput = {
  categoryId: string;
  content: string;
  title: string;
};
export type useCreatePromptMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreatePromptInput;
};
export type useCreatePromptMutation$data = {
  readonly createPrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly categories: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly content: string | null | undefined;
      readonly id: string;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"PromptCard_prompt">;
    };
    readonly failure: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationFailure_error">;
    } | null | undefined;
  };
};
export type useCreatePromptMutation = {
  response: useCreatePromptMutation$data;
  variables: useCreatePromptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v9 = [
  (v7/*:: as any*/),
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
          (v8/*:: as any*/),
          (v7/*:: as any*/)
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
      (v8/*:: as any*/)
    ],
    "type": "ConflictError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPrompt",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "categories",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PromptCard_prompt"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationCreatePromptSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "mutationFailure_error",
                  "selections": (v9/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreatePromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPrompt",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "categories",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
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
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPremium",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isOwn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lockReason",
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
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "data",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserCreatedPromptsConnectionEdge"
                  }
                ]
              }
            ],
            "type": "MutationCreatePromptSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v9/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "177ddf230291a7eb28e167ba50e9a097",
    "id": null,
    "metadata": {},
    "name": "useCreatePromptMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePromptMutation(\n  $input: CreatePromptInput!\n) {\n  createPrompt(input: $input) {\n    __typename\n    ... on MutationCreatePromptSuccess {\n      data {\n        id\n        title\n        content\n        categories {\n          id\n        }\n        ...PromptCard_prompt\n      }\n    }\n    ...mutationFailure_error\n  }\n}\n\nfragment PromptCard_prompt on Prompt {\n  id\n  title\n  content\n  isPremium\n  isOwn\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n  ...PromptDetailDialog_prompt\n}\n\nfragment PromptDetailDialog_prompt on Prompt {\n  id\n  isOwn\n  title\n  content\n  isPremium\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n}\n\nfragment SavePromptButton_prompt on Prompt {\n  id\n  isSaved\n  isLocked\n  isOwn\n}\n\nfragment mutationFailure_error on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n  ... on ConflictError {\n    field\n  }\n}\n"
  }
};
})();

(node as any).hash = "977a0dbf0ea75100744879e5660ecb85";

export default node;
