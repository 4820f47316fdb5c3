/**
 * @generated SignedSource<<c515c3b326f192956244c72b8a412f39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
export type OptimizeDialogQuery$variables = Record<PropertyKey, never>;
export type OptimizeDialogQuery$data = {
  readonly viewer: {
    readonly plan: {
      readonly optimizationsPeriod: OptimizationsPeriod | null | undefined;
    };
    readonly subscription: {
      readonly optimizationsLeft: number | null | undefined;
    };
  } | null | undefined;
};
export type OptimizeDialogQuery = {
  response: OptimizeDialogQuery$data;
  variables: OptimizeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UserSubscription",
  "kind": "LinkedField",
  "name": "subscription",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "optimizationsLeft",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "plan",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "optimizationsPeriod",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OptimizeDialogQuery",
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
          (v1/*:: as any*/)
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
    "name": "OptimizeDialogQuery",
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
          (v1/*:: as any*/),
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
    "cacheID": "04a1efc245bdee3dc3c80e194b11cba4",
    "id": null,
    "metadata": {},
    "name": "OptimizeDialogQuery",
    "operationKind": "query",
    "text": "query OptimizeDialogQuery {\n  viewer {\n    subscription {\n      optimizationsLeft\n    }\n    plan {\n      optimizationsPeriod\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b2b1f5aa8dd089d6f22de808df6358d";

export default node;
