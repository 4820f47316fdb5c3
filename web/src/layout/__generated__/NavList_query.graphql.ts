/**
 * @generated SignedSource<<669383439178c7082e43c4b0cac1a905>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type TeamRole = "MEMBER" | "OWNER";
import type { FragmentRefs } from "relay-runtime";
export type NavList_query$data = {
  readonly teamInvitations: ReadonlyArray<{
    readonly __typename: "TeamInvitation";
  }>;
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly planType: PlanType;
    readonly teamRole: TeamRole | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "NavList_query";
};
export type NavList_query$key = {
  readonly " $data"?: NavList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavList_query",
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
          "kind": "ScalarField",
          "name": "isAdmin",
          "storageKey": null
        },
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
          "name": "teamRole",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamInvitation",
      "kind": "LinkedField",
      "name": "teamInvitations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "76712d1afc4ec663c25c213d7558403e";

export default node;
