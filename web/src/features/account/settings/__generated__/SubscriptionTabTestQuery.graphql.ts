/**
 * @generated SignedSource<<8015de1d70410b7bbd57593de4c60119>>
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planType",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": [
    "day",
    "month"
  ],
  "nullable": true,
  "plural": false,
  "type": "OptimizationsPeriod"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v10 = [
  "basic",
  "enterprise",
  "free",
  "pro"
],
v11 = {
  "enumValues": (v10/*:: as any*/),
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
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 24
              }
            ],
            "concreteType": "UserPaymentsConnection",
            "kind": "LinkedField",
            "name": "payments",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserPaymentsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Payment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "databaseId",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amountCents",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "payments(first:24)"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserSubscription",
            "kind": "LinkedField",
            "name": "subscription",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
              (v4/*:: as any*/),
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
          (v3/*:: as any*/),
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
    "cacheID": "c7780cf08ee93993be92e453fe6f2df0",
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
        "plans.currency": (v5/*:: as any*/),
        "plans.libraryPromptsPerCategory": (v6/*:: as any*/),
        "plans.optimizationsLimit": (v6/*:: as any*/),
        "plans.optimizationsPeriod": (v7/*:: as any*/),
        "plans.premiumPrompts": (v8/*:: as any*/),
        "plans.priceCents": (v9/*:: as any*/),
        "plans.savedPromptsLimit": (v6/*:: as any*/),
        "plans.teamMembers": (v9/*:: as any*/),
        "plans.type": (v11/*:: as any*/),
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
        "viewer.payments": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserPaymentsConnection"
        },
        "viewer.payments.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "UserPaymentsConnectionEdge"
        },
        "viewer.payments.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Payment"
        },
        "viewer.payments.edges.node.amountCents": (v9/*:: as any*/),
        "viewer.payments.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.payments.edges.node.currency": (v5/*:: as any*/),
        "viewer.payments.edges.node.databaseId": (v9/*:: as any*/),
        "viewer.payments.edges.node.planType": (v11/*:: as any*/),
        "viewer.payments.edges.node.status": {
          "enumValues": [
            "approved",
            "pending",
            "refund_due",
            "refunded",
            "rejected"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentStatus"
        },
        "viewer.plan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Plan"
        },
        "viewer.plan.optimizationsLimit": (v6/*:: as any*/),
        "viewer.plan.optimizationsPeriod": (v7/*:: as any*/),
        "viewer.subscription": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserSubscription"
        },
        "viewer.subscription.isPremium": (v8/*:: as any*/),
        "viewer.subscription.optimizationsLeft": (v6/*:: as any*/),
        "viewer.subscription.planType": (v11/*:: as any*/),
        "viewer.subscription.premiumExpiresAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.subscription.purchasablePlans": {
          "enumValues": (v10/*:: as any*/),
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
        "viewer.subscription.trialAvailable": (v8/*:: as any*/)
      }
    },
    "name": "SubscriptionTabTestQuery",
    "operationKind": "query",
    "text": "query SubscriptionTabTestQuery {\n  viewer {\n    ...SubscriptionTab_viewer\n    id\n  }\n  ...SubscriptionTab_query\n}\n\nfragment PlanOffer_plan on Plan {\n  type\n  priceCents\n  currency\n  ...planText_plan\n}\n\nfragment SubscriptionTab_query on Query {\n  plans {\n    type\n    ...PlanOffer_plan\n  }\n  paymentProviders\n}\n\nfragment SubscriptionTab_viewer on User {\n  plan {\n    optimizationsLimit\n    optimizationsPeriod\n  }\n  payments(first: 24) {\n    edges {\n      node {\n        databaseId\n        planType\n        amountCents\n        currency\n        status\n        createdAt\n      }\n    }\n  }\n  subscription {\n    planType\n    isPremium\n    optimizationsLeft\n    premiumExpiresAt\n    status\n    trialAvailable\n    purchasablePlans\n  }\n}\n\nfragment planText_plan on Plan {\n  optimizationsLimit\n  optimizationsPeriod\n  libraryPromptsPerCategory\n  premiumPrompts\n  savedPromptsLimit\n  teamMembers\n}\n"
  }
};
})();

(node as any).hash = "4efca5bc5f8ceff369f1324bee605594";

export default node;
