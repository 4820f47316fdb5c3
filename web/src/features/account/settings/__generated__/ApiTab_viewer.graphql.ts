/**
 * @generated SignedSource<<93a74287dc8074ea871823b8537a8625>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "optimize" | "read" | "write";
import type { FragmentRefs } from "relay-runtime";
export type ApiTab_viewer$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly createdAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
    readonly scopes: ReadonlyArray<ApiTokenScope>;
  }>;
  readonly " $fragmentType": "ApiTab_viewer";
};
export type ApiTab_viewer$key = {
  readonly " $data"?: ApiTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiToken",
      "kind": "LinkedField",
      "name": "apiTokens",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scopes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "dc4c90dad6b1267ff9ce70ea83a607db";

export default node;
