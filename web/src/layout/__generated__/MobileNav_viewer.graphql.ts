/**
 * @generated SignedSource<<f4a571b3de1c4761cdaa45b9a3016473>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type TeamRole = "MEMBER" | "OWNER";
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_viewer$data = {
  readonly isPremium: boolean;
  readonly plan: {
    readonly type: PlanType;
  };
  readonly teamRole: TeamRole | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "MobileNav_viewer";
};
export type MobileNav_viewer$key = {
  readonly " $data"?: MobileNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNav_viewer",
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

(node as any).hash = "7a2b5952c33cbf2c377a3249fb43112a";

export default node;
