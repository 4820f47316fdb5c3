/**
 * @generated SignedSource<<76521f9a67c161d1b1e945f54e26e40e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvitationCodeStatus = "available" | "disabled" | "expired" | "usedUp";
import type { FragmentRefs } from "relay-runtime";
export type InvitationCodeRow_code$data = {
  readonly code: string;
  readonly expiresAt: any | null | undefined;
  readonly id: string;
  readonly maxUses: number;
  readonly status: InvitationCodeStatus;
  readonly useCount: number;
  readonly " $fragmentType": "InvitationCodeRow_code";
};
export type InvitationCodeRow_code$key = {
  readonly " $data"?: InvitationCodeRow_code$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationCodeRow_code">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationCodeRow_code",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "useCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxUses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "InvitationCode",
  "abstractKey": null
};

(node as any).hash = "05a72d11352110e99d23c1c786e86da8";

export default node;
