/**
 * @generated SignedSource<<b43b5b3f116c53d946b4d11eb1118329>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MobileNavDrawer_query$data = {
  readonly teamInvitations: ReadonlyArray<{
    readonly __typename: "TeamInvitation";
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_query">;
  readonly " $fragmentType": "MobileNavDrawer_query";
};
export type MobileNavDrawer_query$key = {
  readonly " $data"?: MobileNavDrawer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MobileNavDrawer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MobileNavDrawer_query",
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

(node as any).hash = "e8ad3d25437204e132da85ee8101ec2f";

export default node;
