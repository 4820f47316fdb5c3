/**
 * @generated SignedSource<<41406ad59505beee4f9984c2dae7db34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
export type PaymentProvider = "mercadopago" | "sandbox";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
import type { FragmentRefs } from "relay-runtime";
export type UpgradeDialog_query$data = {
  readonly paymentProviders: ReadonlyArray<PaymentProvider>;
  readonly plans: ReadonlyArray<{
    readonly type: PlanType;
    readonly " $fragmentSpreads": FragmentRefs<"PlanOffer_plan">;
  }>;
  readonly viewer: {
    readonly plan: {
      readonly optimizationsLimit: number | null | undefined;
      readonly optimizationsPeriod: OptimizationsPeriod | null | undefined;
      readonly type: PlanType;
    };
    readonly subscription: {
      readonly premiumExpiresAt: any | null | undefined;
      readonly purchasablePlans: ReadonlyArray<PlanType>;
      readonly trialAvailable: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "UpgradeDialog_query";
};
export type UpgradeDialog_query$key = {
  readonly " $data"?: UpgradeDialog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeDialog_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpgradeDialog_query",
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
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plans",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanOffer_plan"
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ffe0fce60797ff409a1904028c5ab827";

export default node;
