/**
 * @generated SignedSource<<7db99fa79a0f345976c69d361d9a3ac3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionTabTestQuery$variables = Record<PropertyKey, never>;
export type SubscriptionTabTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTab_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTab_query">;
};
export type SubscriptionTabTestQuery = {
  response: SubscriptionTabTestQuery$data;
  variables: SubscriptionTabTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsLimit",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsPeriod",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": [
    "day",
    "month"
  ],
  "nullable": true,
  "plural": false,
  "type": "OptimizationsPeriod"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = [
  "basic",
  "enterprise",
  "free",
  "pro"
],
v7 = {
  "enumValues": (v6/*:: as any*/),
  "nullable": false,
  "plural": false,
  "type": "PlanType"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionTabTestQuery",
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
            "name": "SubscriptionTab_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SubscriptionTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionTabTestQuery",
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
            "alias": null,
            "args": null,
            "concreteType": "Plan",
            "kind": "LinkedField",
            "name": "plan",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
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
                "name": "planType",
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
                "name": "optimizationsLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "premiumExpiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
        "name": "plans",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
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
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
        "name": "paymentProviders",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "689bfaede947d44f6a6229771f0ed0cf",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "paymentProviders": {
          "enumValues": [
            "mercadopago",
            "sandbox"
          ],
          "nullable": false,
          "plural": true,
          "type": "PaymentProvider"
        },
        "plans": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Plan"
        },
        "plans.currency": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "plans.libraryPromptsPerCategory": (v2/*:: as any*/),
        "plans.optimizationsLimit": (v2/*:: as any*/),
        "plans.optimizationsPeriod": (v3/*:: as any*/),
        "plans.premiumPrompts": (v4/*:: as any*/),
        "plans.priceCents": (v5/*:: as any*/),
        "plans.savedPromptsLimit": (v2/*:: as any*/),
        "plans.teamMembers": (v5/*:: as any*/),
        "plans.type": (v7/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.plan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Plan"
        },
        "viewer.plan.optimizationsLimit": (v2/*:: as any*/),
        "viewer.plan.optimizationsPeriod": (v3/*:: as any*/),
        "viewer.subscription": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserSubscription"
        },
        "viewer.subscription.isPremium": (v4/*:: as any*/),
        "viewer.subscription.optimizationsLeft": (v2/*:: as any*/),
        "viewer.subscription.planType": (v7/*:: as any*/),
        "viewer.subscription.premiumExpiresAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.subscription.purchasablePlans": {
          "enumValues": (v6/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "PlanType"
        },
        "viewer.subscription.status": {
          "enumValues": [
            "active",
            "cancelled",
            "expired",
            "trialing"
          ],
          "nullable": false,
          "plural": false,
          "type": "SubscriptionStatus"
        },
        "viewer.subscription.trialAvailable": (v4/*:: as any*/)
      }
    },
    "name": "SubscriptionTabTestQuery",
    "operationKind": "query",
    "text": "query SubscriptionTabTestQuery {\n  viewer {\n    ...SubscriptionTab_viewer\n    id\n  }\n  ...SubscriptionTab_query\n}\n\nfragment PlanOffer_plan on Plan {\n  type\n  priceCents\n  currency\n  ...planText_plan\n}\n\nfragment SubscriptionTab_query on Query {\n  plans {\n    type\n    ...PlanOffer_plan\n  }\n  paymentProviders\n}\n\nfragment SubscriptionTab_viewer on User {\n  plan {\n    optimizationsLimit\n    optimizationsPeriod\n  }\n  subscription {\n    planType\n    isPremium\n    optimizationsLeft\n    premiumExpiresAt\n    status\n    trialAvailable\n    purchasablePlans\n  }\n}\n\nfragment planText_plan on Plan {\n  optimizationsLimit\n  optimizationsPeriod\n  libraryPromptsPerCategory\n  premiumPrompts\n  savedPromptsLimit\n  teamMembers\n}\n"
  }
};
})();

(node as any).hash = "4efca5bc5f8ceff369f1324bee605594";

export default node;
