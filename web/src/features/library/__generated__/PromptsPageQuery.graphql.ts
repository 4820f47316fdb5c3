/**
 * @generated SignedSource<<3c5d317eb52507e587836134f4f3d2e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromptsPageQuery$variables = {
  all: boolean;
  hasSlug: boolean;
  slug: string;
};
export type PromptsPageQuery$data = {
  readonly allPrompts?: {
    readonly " $fragmentSpreads": FragmentRefs<"AllPromptList_query">;
  } | null | undefined;
  readonly categories: ReadonlyArray<{
    readonly slug: string;
  }>;
  readonly category?: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "QueryCategorySuccess";
    readonly data: {
      readonly " $fragmentSpreads": FragmentRefs<"CategoryPromptList_category" | "PremiumBanner_category">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly isPremium: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryNav_query">;
};
export type PromptsPageQuery = {
  response: PromptsPageQuery$data;
  variables: PromptsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "all"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasSlug"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPremium",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
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
  "type": "NotFoundError",
  "abstractKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 18
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLocked",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwn",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lockReason",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSaved",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v20 = {
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
},
v21 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
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
    "name": "PromptsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
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
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CategoryNav_query"
      },
      {
        "condition": "hasSlug",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "data",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "CategoryPromptList_category"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PremiumBanner_category"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "QueryCategorySuccess",
                "abstractKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AllPromptList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "allPrompts"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PromptsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v9/*:: as any*/)
        ],
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
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasSlug",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "data",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v11/*:: as any*/),
                        "concreteType": "CategoryPromptsConnection",
                        "kind": "LinkedField",
                        "name": "prompts",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CategoryPromptsConnectionEdge",
                            "kind": "LinkedField",
                            "name": "edges",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Prompt",
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v9/*:: as any*/),
                                  (v12/*:: as any*/),
                                  (v13/*:: as any*/),
                                  (v14/*:: as any*/),
                                  (v3/*:: as any*/),
                                  (v15/*:: as any*/),
                                  (v16/*:: as any*/),
                                  (v17/*:: as any*/),
                                  (v18/*:: as any*/),
                                  (v7/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v19/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v20/*:: as any*/)
                        ],
                        "storageKey": "prompts(first:18)"
                      },
                      {
                        "alias": null,
                        "args": (v11/*:: as any*/),
                        "filters": null,
                        "handle": "connection",
                        "key": "CategoryPromptList_prompts",
                        "kind": "LinkedHandle",
                        "name": "prompts"
                      },
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "premiumPromptCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "type": "QueryCategorySuccess",
                "abstractKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "all",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "concreteType": "QueryPromptsConnection",
            "kind": "LinkedField",
            "name": "prompts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryPromptsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Prompt",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v3/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v12/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": "prompts(first:5)"
          },
          {
            "alias": null,
            "args": (v21/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "AllPromptList_prompts",
            "kind": "LinkedHandle",
            "name": "prompts"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "77f68a8d6202e0b3086c9ac37b7c789d",
    "id": null,
    "metadata": {},
    "name": "PromptsPageQuery",
    "operationKind": "query",
    "text": "query PromptsPageQuery(\n  $slug: String!\n  $hasSlug: Boolean!\n  $all: Boolean!\n) {\n  viewer {\n    isPremium\n    isAdmin\n    id\n  }\n  categories {\n    slug\n    id\n  }\n  ...CategoryNav_query\n  category(slug: $slug) @include(if: $hasSlug) {\n    __typename\n    ... on QueryCategorySuccess {\n      data {\n        ...CategoryPromptList_category\n        ...PremiumBanner_category\n        id\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n  ...AllPromptList_query @include(if: $all)\n}\n\nfragment AllPromptList_query on Query {\n  prompts(first: 5) {\n    edges {\n      node {\n        id\n        ...PromptCard_prompt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment CategoryNav_query on Query {\n  categories {\n    id\n    name\n    slug\n  }\n}\n\nfragment CategoryPromptList_category on Category {\n  name\n  prompts(first: 18) {\n    edges {\n      node {\n        id\n        isLocked\n        ...PromptCard_prompt\n        ...LockedTeasers_prompts\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment LockedTeasers_prompts on Prompt {\n  id\n  title\n  isPremium\n}\n\nfragment PremiumBanner_category on Category {\n  name\n  premiumPromptCount\n}\n\nfragment PromptCard_prompt on Prompt {\n  id\n  title\n  content\n  isPremium\n  isOwn\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n  ...PromptDetailDialog_prompt\n}\n\nfragment PromptDetailDialog_prompt on Prompt {\n  id\n  isOwn\n  title\n  content\n  isPremium\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n}\n\nfragment SavePromptButton_prompt on Prompt {\n  id\n  isSaved\n  isLocked\n  isOwn\n}\n"
  }
};
})();

(node as any).hash = "240542aa05d64ed949e23c15e61ae194";

export default node;
