/**
 * @generated SignedSource<<b88f475a5215359bc27d59309cddc470>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProfileTab_viewer$data = {
  readonly bio: string | null | undefined;
  readonly createdAt: any;
  readonly displayName: string | null | undefined;
  readonly email: string;
  readonly username: string;
  readonly " $fragmentType": "ProfileTab_viewer";
};
export type ProfileTab_viewer$key = {
  readonly " $data"?: ProfileTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileTab_viewer",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "571fcf881387c2eb7b47f59ec628173d";

export default node;
