/**
 * @generated SignedSource<<27e17aaf8a8399c0d549c1d703382276>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Sidebar_query$data = {
  readonly teamInvitations: ReadonlyArray<{
    readonly __typename: "TeamInvitation";
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_query">;
  readonly " $fragmentType": "Sidebar_query";
};
export type Sidebar_query$key = {
  readonly " $data"?: Sidebar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Sidebar_query",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PlanCard_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0dc3af08d550a80ca200ed1e7836f57d";

export default node;
