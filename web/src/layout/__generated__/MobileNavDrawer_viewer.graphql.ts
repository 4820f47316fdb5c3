/**
 * @generated SignedSource<<f6e8d98aa1d11be1f93d837f1beceeda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type TeamRole = "MEMBER" | "OWNER";
import type { FragmentRefs } from "relay-runtime";
export type MobileNavDrawer_viewer$data = {
  readonly isPremium: boolean;
  readonly plan: {
    readonly type: PlanType;
  };
  readonly teamRole: TeamRole | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "MobileNavDrawer_viewer";
};
export type MobileNavDrawer_viewer$key = {
  readonly " $data"?: MobileNavDrawer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNavDrawer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNavDrawer_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
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
      "concreteType": "Plan",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "teamRole",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "763e78e2cc306cd14f099e8cee9f4569";

export default node;
