/**
 * @generated SignedSource<<42d8eacf35f0ac51884b1337526ad984>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "mercadopago" | "sandbox";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionTab_query$data = {
  readonly paymentProviders: ReadonlyArray<PaymentProvider>;
  readonly plans: ReadonlyArray<{
    readonly type: PlanType;
    readonly " $fragmentSpreads": FragmentRefs<"PlanOffer_plan">;
  }>;
  readonly " $fragmentType": "SubscriptionTab_query";
};
export type SubscriptionTab_query$key = {
  readonly " $data"?: SubscriptionTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTab_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionTab_query",
  "selections": [
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

(node as any).hash = "c512b7403cd20b0787c508de5f0735e9";

export default node;
