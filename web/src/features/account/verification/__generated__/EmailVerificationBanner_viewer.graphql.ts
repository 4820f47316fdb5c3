/**
 * @generated SignedSource<<8f1dc09ff67c98139f68cd6fcc719543>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmailVerificationBanner_viewer$data = {
  readonly email: string;
  readonly emailVerified: boolean;
  readonly " $fragmentType": "EmailVerificationBanner_viewer";
};
export type EmailVerificationBanner_viewer$key = {
  readonly " $data"?: EmailVerificationBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailVerificationBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailVerificationBanner_viewer",
  "selections": [
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
      "name": "emailVerified",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6b3bd30bf8e2dbaaab85940940ad06fe";

export default node;
