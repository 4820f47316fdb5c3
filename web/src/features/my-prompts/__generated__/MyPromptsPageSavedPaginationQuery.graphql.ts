/**
 * @generated SignedSource<<31e9f6e1a39f3859e1c0c7026e15ab0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MyPromptsPageSavedPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  customCategory?: string | null | undefined;
  id: string;
};
export type MyPromptsPageSavedPaginationQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"MyPromptsPage_viewer">;
  } | null | undefined;
};
export type MyPromptsPageSavedPaginationQuery = {
  response: MyPromptsPageSavedPaginationQuery$data;
  variables: MyPromptsPageSavedPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 24,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "customCategory"
  },
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
  "kind": "Variable",
  "name": "customCategory",
  "variableName": "customCategory"
},
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
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyPromptsPageSavedPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "count"
              },
              {
                "kind": "Variable",
                "name": "cursor",
                "variableName": "cursor"
              },
              (v2/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "MyPromptsPage_viewer"
          }
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
    "name": "MyPromptsPageSavedPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedPromptsLimit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedPromptsCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "UserSavedPromptsConnection",
                "kind": "LinkedField",
                "name": "savedPrompts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserSavedPromptsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SavedPrompt",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Prompt",
                            "kind": "LinkedField",
                            "name": "prompt",
                            "plural": false,
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
                              (v4/*:: as any*/),
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
                            "kind": "ScalarField",
                            "name": "customCategory",
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "filters": [
                  "customCategory"
                ],
                "handle": "connection",
                "key": "MyPromptsPage_savedPrompts",
                "kind": "LinkedHandle",
                "name": "savedPrompts"
              }
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a134db676c236179439504bd28be1c6",
    "id": null,
    "metadata": {},
    "name": "MyPromptsPageSavedPaginationQuery",
    "operationKind": "query",
    "text": "query MyPromptsPageSavedPaginationQuery(\n  $count: Int = 24\n  $cursor: String\n  $customCategory: String\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...MyPromptsPage_viewer_5VVwv\n    id\n  }\n}\n\nfragment MyPromptsPage_viewer_5VVwv on User {\n  savedPromptsLimit\n  savedPromptsCount\n  savedPrompts(first: $count, after: $cursor, customCategory: $customCategory) {\n    edges {\n      node {\n        id\n        prompt {\n          title\n          content\n          id\n        }\n        ...SavedPromptCard_savedPrompt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment PromptCard_prompt on Prompt {\n  id\n  title\n  content\n  isPremium\n  isOwn\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n  ...PromptDetailDialog_prompt\n}\n\nfragment PromptDetailDialog_prompt on Prompt {\n  id\n  isOwn\n  title\n  content\n  isPremium\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n}\n\nfragment SavePromptButton_prompt on Prompt {\n  id\n  isSaved\n  isLocked\n  isOwn\n}\n\nfragment SavedPromptCard_savedPrompt on SavedPrompt {\n  customCategory\n  prompt {\n    ...PromptCard_prompt\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c9753795e9a793eece64d8c6fa333e3";

export default node;
