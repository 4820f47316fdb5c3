/**
 * @generated SignedSource<<c8d8274b76aa0fd42074018e74395bde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppLayoutQuery$variables = Record<PropertyKey, never>;
export type AppLayoutQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AppLayout_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_query" | "Sidebar_query" | "UpgradeDialogProvider_query">;
};
export type AppLayoutQuery = {
  response: AppLayoutQuery$data;
  variables: AppLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "savedPromptsLimit",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
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
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsLimit",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsPeriod",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "libraryPromptsPerCategory",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "premiumPrompts",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "teamMembers",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AppLayout_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "Sidebar_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MobileNav_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UpgradeDialogProvider_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "savedPromptsCount",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "UserUserCategoriesConnection",
            "kind": "LinkedField",
            "name": "userCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserUserCategoriesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserCategory",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "userCategories(first:100)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SaveTargets_userCategories",
            "kind": "LinkedHandle",
            "name": "userCategories"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
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
            "concreteType": "Plan",
            "kind": "LinkedField",
            "name": "plan",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v1/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "planType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "teamRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserSubscription",
            "kind": "LinkedField",
            "name": "subscription",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trialAvailable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "purchasablePlans",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "premiumExpiresAt",
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
        "args": null,
        "concreteType": "TeamInvitation",
        "kind": "LinkedField",
        "name": "teamInvitations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentProviders",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "edd464ce1cb7f07e6fc1f6b85443f3bc",
    "id": null,
    "metadata": {},
    "name": "AppLayoutQuery",
    "operationKind": "query",
    "text": "query AppLayoutQuery {\n  viewer {\n    ...AppLayout_viewer\n    id\n  }\n  ...Sidebar_query\n  ...MobileNav_query\n  ...UpgradeDialogProvider_query\n}\n\nfragment AppLayout_viewer on User {\n  ...SaveTargets_viewer\n  ...Sidebar_viewer\n  ...MobileNav_viewer\n}\n\nfragment MobileNavDrawer_query on Query {\n  ...NavList_query\n  ...PlanCard_query\n}\n\nfragment MobileNavDrawer_viewer on User {\n  username\n  isPremium\n  plan {\n    type\n  }\n}\n\nfragment MobileNav_query on Query {\n  ...MobileNavDrawer_query\n}\n\nfragment MobileNav_viewer on User {\n  ...MobileNavDrawer_viewer\n}\n\nfragment NavList_query on Query {\n  viewer {\n    isAdmin\n    planType\n    teamRole\n    id\n  }\n  teamInvitations {\n    __typename\n    id\n  }\n}\n\nfragment PlanCard_query on Query {\n  viewer {\n    plan {\n      type\n      ...planText_plan\n    }\n    id\n  }\n  plans {\n    type\n  }\n}\n\nfragment PlanOffer_plan on Plan {\n  type\n  priceCents\n  currency\n  ...planText_plan\n}\n\nfragment SaveTargets_viewer on User {\n  id\n  savedPromptsCount\n  savedPromptsLimit\n  userCategories(first: 100) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment Sidebar_query on Query {\n  ...NavList_query\n  ...PlanCard_query\n}\n\nfragment Sidebar_viewer on User {\n  username\n  displayName\n}\n\nfragment UpgradeDialogProvider_query on Query {\n  ...UpgradeDialog_query\n}\n\nfragment UpgradeDialog_query on Query {\n  viewer {\n    plan {\n      type\n      optimizationsLimit\n      optimizationsPeriod\n    }\n    subscription {\n      trialAvailable\n      purchasablePlans\n      premiumExpiresAt\n    }\n    id\n  }\n  plans {\n    type\n    ...PlanOffer_plan\n  }\n  paymentProviders\n}\n\nfragment planText_plan on Plan {\n  optimizationsLimit\n  optimizationsPeriod\n  libraryPromptsPerCategory\n  premiumPrompts\n  savedPromptsLimit\n  teamMembers\n}\n"
  }
};
})();

(node as any).hash = "fee00df213ab91bfa4e13f9d3661e361";

export default node;
