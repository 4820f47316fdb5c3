/**
 * @generated SignedSource<<ea531ef997706c9333200b30620fc0a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsTab_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly current: boolean;
    readonly device: string | null | undefined;
    readonly id: string;
    readonly lastSeenAt: any;
  }>;
  readonly " $fragmentType": "SessionsTab_viewer";
};
export type SessionsTab_viewer$key = {
  readonly " $data"?: SessionsTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "deddcdeffb4d4ca5133859905a67a218";

export default node;
