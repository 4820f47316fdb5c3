/**
 * @generated SignedSource<<ad71d61fc1e3f513043d471b9782ebec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type SubscriptionStatus = "active" | "cancelled" | "expired" | "trialing";
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionTab_viewer$data = {
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

const node: ReaderFragment = {
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c0aee126a01b3bb68f88b4b96044edd9";

export default node;
