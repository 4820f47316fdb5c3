/**
 * @generated SignedSource<<dc03b9aeb7856d3bd3a134b83711626c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AdminPageQuery$variables = Record<PropertyKey, never>;
export type AdminPageQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminPageQuery = {
  response: AdminPageQuery$data;
  variables: AdminPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f5b2269a4e6dbaa4bd5335939aad0e91",
    "id": null,
    "metadata": {},
    "name": "AdminPageQuery",
    "operationKind": "query",
    "text": "query AdminPageQuery {\n  viewer {\n    isAdmin\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4047f4f5288f549f23641ae9d3ff3942";

export default node;
