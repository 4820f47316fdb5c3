/**
 * @generated SignedSource<<964faca3c72c6c76424c626aed55191d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AuthPageQuery$variables = Record<PropertyKey, never>;
export type AuthPageQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AuthPageQuery = {
  response: AuthPageQuery$data;
  variables: AuthPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuthPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0c92967a052be17b221b569e93010574",
    "id": null,
    "metadata": {},
    "name": "AuthPageQuery",
    "operationKind": "query",
    "text": "query AuthPageQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d9433b32a8fc687de67e90d298503ed";

export default node;
