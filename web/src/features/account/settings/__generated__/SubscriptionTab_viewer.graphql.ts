/**
 * @generated SignedSource<<dc5939428f32b869898dbf6e0d9166e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionTab_viewer$data = {
  readonly isPremium: boolean;
  readonly planType: PlanType;
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ef852c48048c28eb74ad14bf7443e8a5";

export default node;
