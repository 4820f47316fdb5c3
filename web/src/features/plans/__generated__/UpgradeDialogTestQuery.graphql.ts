/**
 * @generated SignedSource<<7a696c66aac1dff0444e5e33d870ca57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpgradeDialogTestQuery$variables = Record<PropertyKey, never>;
export type UpgradeDialogTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeDialogProvider_query">;
};
export type UpgradeDialogTestQuery = {
  response: UpgradeDialogTestQuery$data;
  variables: UpgradeDialogTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsLimit",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsPeriod",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": [
    "day",
    "month"
  ],
  "nullable": true,
  "plural": false,
  "type": "OptimizationsPeriod"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = [
  "basic",
  "enterprise",
  "free",
  "pro"
],
v8 = {
  "enumValues": (v7/*:: as any*/),
  "nullable": false,
  "plural": false,
  "type": "PlanType"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpgradeDialogTestQuery",
    "selections": [
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
    "name": "UpgradeDialogTestQuery",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
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
          (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
    "cacheID": "4e6925fc7b377c78342b300b9b7fe02c",
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
        "plans.libraryPromptsPerCategory": (v3/*:: as any*/),
        "plans.optimizationsLimit": (v3/*:: as any*/),
        "plans.optimizationsPeriod": (v4/*:: as any*/),
        "plans.premiumPrompts": (v5/*:: as any*/),
        "plans.priceCents": (v6/*:: as any*/),
        "plans.savedPromptsLimit": (v3/*:: as any*/),
        "plans.teamMembers": (v6/*:: as any*/),
        "plans.type": (v8/*:: as any*/),
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
        "viewer.plan.optimizationsLimit": (v3/*:: as any*/),
        "viewer.plan.optimizationsPeriod": (v4/*:: as any*/),
        "viewer.plan.type": (v8/*:: as any*/),
        "viewer.subscription": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "UserSubscription"
        },
        "viewer.subscription.premiumExpiresAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.subscription.purchasablePlans": {
          "enumValues": (v7/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "PlanType"
        },
        "viewer.subscription.trialAvailable": (v5/*:: as any*/)
      }
    },
    "name": "UpgradeDialogTestQuery",
    "operationKind": "query",
    "text": "query UpgradeDialogTestQuery {\n  ...UpgradeDialogProvider_query\n}\n\nfragment PlanOffer_plan on Plan {\n  type\n  priceCents\n  currency\n  ...planText_plan\n}\n\nfragment UpgradeDialogProvider_query on Query {\n  ...UpgradeDialog_query\n}\n\nfragment UpgradeDialog_query on Query {\n  viewer {\n    plan {\n      type\n      optimizationsLimit\n      optimizationsPeriod\n    }\n    subscription {\n      trialAvailable\n      purchasablePlans\n      premiumExpiresAt\n    }\n    id\n  }\n  plans {\n    type\n    ...PlanOffer_plan\n  }\n  paymentProviders\n}\n\nfragment planText_plan on Plan {\n  optimizationsLimit\n  optimizationsPeriod\n  libraryPromptsPerCategory\n  premiumPrompts\n  savedPromptsLimit\n  teamMembers\n}\n"
  }
};
})();

(node as any).hash = "3597623a2ee60db4ea70462467aba390";

export default node;
