/**
 * @generated SignedSource<<c4edb2f37e4ee331026af233399e4d84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamInvitationsBanner_query$data = {
  readonly teamInvitations: ReadonlyArray<{
    readonly __typename: "TeamInvitation";
  }>;
  readonly " $fragmentType": "TeamInvitationsBanner_query";
};
export type TeamInvitationsBanner_query$key = {
  readonly " $data"?: TeamInvitationsBanner_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamInvitationsBanner_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamInvitationsBanner_query",
  "selections": [
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

(node as any).hash = "16b4ac81dbf88269cde5b32151f01022";

export default node;
