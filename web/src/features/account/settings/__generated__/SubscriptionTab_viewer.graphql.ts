/**
 * @generated SignedSource<<6b3d6525a7f162c1e56493187805c99d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
export type PaymentStatus = "approved" | "pending" | "refund_due" | "refunded" | "rejected";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type SubscriptionStatus = "active" | "cancelled" | "expired" | "trialing";
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionTab_viewer$data = {
  readonly payments: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amountCents: number;
        readonly createdAt: any;
        readonly currency: string;
        readonly databaseId: number;
        readonly planType: PlanType;
        readonly status: PaymentStatus;
      };
    }>;
  };
  readonly plan: {
    readonly optimizationsLimit: number | null | undefined;
    readonly optimizationsPeriod: OptimizationsPeriod | null | undefined;
  };
  readonly subscription: {
    readonly isPremium: boolean;
    readonly optimizationsLeft: number | null | undefined;
    readonly planType: PlanType;
    readonly premiumExpiresAt: any | null | undefined;
    readonly purchasablePlans: ReadonlyArray<PlanType>;
    readonly status: SubscriptionStatus;
    readonly trialAvailable: boolean;
  };
  readonly " $fragmentType": "SubscriptionTab_viewer";
};
export type SubscriptionTab_viewer$key = {
  readonly " $data"?: SubscriptionTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTab_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planType",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionTab_viewer",
  "selections": [
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
          "name": "optimizationsLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "optimizationsPeriod",
          "storageKey": null
        }
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amountCents",
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
        (v0/*:: as any*/),
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
        (v1/*:: as any*/),
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
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "b41a8cac9ba8f7f3ea59da432934df32";

export default node;
