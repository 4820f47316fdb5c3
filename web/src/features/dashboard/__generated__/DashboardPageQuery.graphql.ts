/**
 * @generated SignedSource<<3273c81855215501607e693bbdf3096c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = Record<PropertyKey, never>;
export type DashboardPageQuery$data = {
  readonly viewer: {
    readonly dashboard: {
      readonly ideasGeneratedToday: number;
      readonly lastOptimization: {
        readonly title: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_dashboard">;
    };
    readonly displayName: string | null | undefined;
    readonly isPremium: boolean;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"EmailVerificationBanner_viewer" | "StatCards_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_query" | "TeamInvitationsBanner_query">;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPremium",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ideasGeneratedToday",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
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
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Optimization",
                "kind": "LinkedField",
                "name": "lastOptimization",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RecentActivity_dashboard"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StatCards_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailVerificationBanner_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PlanCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "TeamInvitationsBanner_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardPageQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "dashboard",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Optimization",
                "kind": "LinkedField",
                "name": "lastOptimization",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Activity",
                "kind": "LinkedField",
                "name": "recentActivity",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "targetId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "availablePromptsCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "optimizationsCount",
                "storageKey": null
              }
            ],
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
                "name": "optimizationsLeft",
                "storageKey": null
              }
            ],
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "optimizationsPeriod",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "optimizationsLimit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "libraryPromptsPerCategory",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "premiumPrompts",
                "storageKey": null
              },
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
                "name": "teamMembers",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerified",
            "storageKey": null
          },
          (v5/*:: as any*/)
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
          (v6/*:: as any*/)
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dafa35b4dbf25e50150f802c351a80fc",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery {\n  viewer {\n    username\n    displayName\n    isPremium\n    dashboard {\n      ideasGeneratedToday\n      lastOptimization {\n        title\n        id\n      }\n      ...RecentActivity_dashboard\n    }\n    ...StatCards_viewer\n    ...EmailVerificationBanner_viewer\n    id\n  }\n  ...PlanCard_query\n  ...TeamInvitationsBanner_query\n}\n\nfragment EmailVerificationBanner_viewer on User {\n  email\n  emailVerified\n}\n\nfragment PlanCard_query on Query {\n  viewer {\n    plan {\n      type\n      ...planText_plan\n    }\n    id\n  }\n  plans {\n    type\n  }\n}\n\nfragment RecentActivity_dashboard on Dashboard {\n  recentActivity {\n    id\n    kind\n    title\n    createdAt\n    targetId\n  }\n}\n\nfragment StatCards_viewer on User {\n  savedPromptsCount\n  subscription {\n    optimizationsLeft\n  }\n  plan {\n    optimizationsPeriod\n  }\n  dashboard {\n    availablePromptsCount\n    optimizationsCount\n  }\n}\n\nfragment TeamInvitationsBanner_query on Query {\n  teamInvitations {\n    __typename\n    id\n  }\n}\n\nfragment planText_plan on Plan {\n  optimizationsLimit\n  optimizationsPeriod\n  libraryPromptsPerCategory\n  premiumPrompts\n  savedPromptsLimit\n  teamMembers\n}\n"
  }
};
})();

(node as any).hash = "91ff449cafc9822b8ec3f07b8e7128ec";

export default node;
