/**
 * @generated SignedSource<<e53f098be93714275c600653524b9f90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNav_query$data = {
  readonly teamInvitations: ReadonlyArray<{
    readonly __typename: "TeamInvitation";
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_query">;
  readonly " $fragmentType": "MobileNav_query";
};
export type MobileNav_query$key = {
  readonly " $data"?: MobileNav_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNav_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNav_query",
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

(node as any).hash = "dfed0648f2bafcfa9180ac3a0d395f17";

export default node;
