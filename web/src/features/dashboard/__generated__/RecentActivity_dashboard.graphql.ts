/**
 * @generated SignedSource<<b9cf64274f1dd2946d5d5e05d36d65a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ActivityKind = "optimization" | "saved";
import type { FragmentRefs } from "relay-runtime";
export type RecentActivity_dashboard$data = {
  readonly recentActivity: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly kind: ActivityKind;
    readonly targetId: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RecentActivity_dashboard";
};
export type RecentActivity_dashboard$key = {
  readonly " $data"?: RecentActivity_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentActivity_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Activity",
      "kind": "LinkedField",
      "name": "recentActivity",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
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
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "b02a0c0c4d40f92db47685355f295d05";

export default node;
