/**
 * @generated SignedSource<<582e516ce77767b01455b1eb6ab5212f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LandingPageQuery$variables = Record<PropertyKey, never>;
export type LandingPageQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type LandingPageQuery = {
  response: LandingPageQuery$data;
  variables: LandingPageQuery$variables;
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
    "name": "LandingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1a75bba2c6e11889e87480eab54b05d0",
    "id": null,
    "metadata": {},
    "name": "LandingPageQuery",
    "operationKind": "query",
    "text": "query LandingPageQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "62292c38787614dec001fbf043e54012";

export default node;
