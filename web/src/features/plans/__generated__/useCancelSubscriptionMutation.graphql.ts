/**
 * @generated SignedSource<<d0847ae8b311810a9d164dfeeb172a87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type SubscriptionStatus = "active" | "cancelled" | "expired" | "trialing";
export type useCancelSubscriptionMutation$variables = Record<PropertyKey, never>;
export type useCancelSubscriptionMutation$data = {
  readonly cancelSubscription: {
    readonly __typename: string;
    readonly data?: {
      readonly id: string;
      readonly subscription: {
        readonly cancelAtPeriodEnd: boolean;
        readonly premiumExpiresAt: any | null | undefined;
        readonly purchasablePlans: ReadonlyArray<PlanType>;
        readonly status: SubscriptionStatus;
      };
    };
    readonly message?: string;
  };
};
export type useCancelSubscriptionMutation = {
  response: useCancelSubscriptionMutation$data;
  variables: useCancelSubscriptionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelSubscription",
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
            "concreteType": "User",
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
                "concreteType": "UserSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
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
                    "name": "cancelAtPeriodEnd",
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
                    "name": "purchasablePlans",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCancelSubscriptionSuccess",
        "abstractKey": null
      },
      {
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
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelSubscriptionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCancelSubscriptionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b34c04cff81f702023b92d9a769d511c",
    "id": null,
    "metadata": {},
    "name": "useCancelSubscriptionMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelSubscriptionMutation {\n  cancelSubscription {\n    __typename\n    ... on MutationCancelSubscriptionSuccess {\n      data {\n        id\n        subscription {\n          status\n          cancelAtPeriodEnd\n          premiumExpiresAt\n          purchasablePlans\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "400ddbb913ed47bf0be1cd8b6667c44d";

export default node;
