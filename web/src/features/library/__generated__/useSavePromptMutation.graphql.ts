/**
 * @generated SignedSource<<5a1c16435a889e92ab12cf08c99d018b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SavePromptInput = {
  customCategory?: string | null | undefined;
  promptId: string;
};
export type useSavePromptMutation$variables = {
  createdConnections: ReadonlyArray<string>;
  input: SavePromptInput;
  savedConnections: ReadonlyArray<string>;
};
export type useSavePromptMutation$data = {
  readonly savePrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly prompt: {
        readonly content: string | null | undefined;
        readonly id: string;
        readonly isOwn: boolean;
        readonly isSaved: boolean;
        readonly title: string;
      };
      readonly user: {
        readonly id: string;
        readonly savedPromptsCount: number;
      };
      readonly " $fragmentSpreads": FragmentRefs<"SavedPromptCard_savedPrompt">;
    };
    readonly failure: {
      readonly " $fragmentSpreads": FragmentRefs<"mutationFailure_error">;
    } | null | undefined;
  };
};
export type useSavePromptMutation = {
  response: useSavePromptMutation$data;
  variables: useSavePromptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdConnections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "savedConnections"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedPromptsCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSaved",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwn",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v13 = [
  (v11/*:: as any*/),
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
          (v12/*:: as any*/),
          (v11/*:: as any*/)
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
      (v12/*:: as any*/)
    ],
    "type": "ConflictError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "savePrompt",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPrompt",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SavedPromptCard_savedPrompt"
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Prompt",
                    "kind": "LinkedField",
                    "name": "prompt",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationSavePromptSuccess",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "mutationFailure_error",
                  "selections": (v13/*:: as any*/),
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
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSavePromptMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "savePrompt",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedPrompt",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "customCategory",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Prompt",
                    "kind": "LinkedField",
                    "name": "prompt",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isPremium",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
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
                        "concreteType": "Category",
                        "kind": "LinkedField",
                        "name": "categories",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isLocked",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "filters": null,
                        "handle": "deleteEdge",
                        "key": "",
                        "kind": "ScalarHandle",
                        "name": "id",
                        "handleArgs": [
                          {
                            "kind": "Variable",
                            "name": "connections",
                            "variableName": "createdConnections"
                          }
                        ]
                      }
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
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
                    "variableName": "savedConnections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserSavedPromptsConnectionEdge"
                  }
                ]
              }
            ],
            "type": "MutationSavePromptSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v13/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "09881046a7dfc0eb3b40516d3861c783",
    "id": null,
    "metadata": {},
    "name": "useSavePromptMutation",
    "operationKind": "mutation",
    "text": "mutation useSavePromptMutation(\n  $input: SavePromptInput!\n) {\n  savePrompt(input: $input) {\n    __typename\n    ... on MutationSavePromptSuccess {\n      data {\n        id\n        ...SavedPromptCard_savedPrompt\n        user {\n          id\n          savedPromptsCount\n        }\n        prompt {\n          id\n          isSaved\n          isOwn\n          title\n          content\n        }\n      }\n    }\n    ...mutationFailure_error\n  }\n}\n\nfragment PromptCard_prompt on Prompt {\n  id\n  title\n  content\n  isPremium\n  isOwn\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n  ...PromptDetailDialog_prompt\n}\n\nfragment PromptDetailDialog_prompt on Prompt {\n  id\n  isOwn\n  title\n  content\n  isPremium\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n}\n\nfragment SavePromptButton_prompt on Prompt {\n  id\n  isSaved\n  isLocked\n  isOwn\n}\n\nfragment SavedPromptCard_savedPrompt on SavedPrompt {\n  customCategory\n  prompt {\n    ...PromptCard_prompt\n    id\n  }\n}\n\nfragment mutationFailure_error on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n  ... on ConflictError {\n    field\n  }\n}\n"
  }
};
})();

(node as any).hash = "26a9903333c04bb73c5325608652395c";

export default node;
