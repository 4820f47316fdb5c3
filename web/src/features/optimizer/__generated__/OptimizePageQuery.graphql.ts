/**
 * @generated SignedSource<<079cbfaaa27543cbf8b57f8db71776d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type OptimizePageQuery$variables = Record<PropertyKey, never>;
export type OptimizePageQuery$data = {
  readonly categories: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly viewer: {
    readonly id: string;
    readonly plan: {
      readonly optimizationsLimit: number | null | undefined;
      readonly optimizationsPeriod: OptimizationsPeriod | null | undefined;
      readonly type: PlanType;
    };
    readonly subscription: {
      readonly optimizationsLeft: number | null | undefined;
    };
  } | null | undefined;
};
export type OptimizePageQuery = {
  response: OptimizePageQuery$data;
  variables: OptimizePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plan",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "optimizationsLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "optimizationsPeriod",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Category",
    "kind": "LinkedField",
    "name": "categories",
    "plural": true,
    "selections": [
      (v0/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OptimizePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OptimizePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ccc356e8a2f9a94bd7d183d00ec92bd3",
    "id": null,
    "metadata": {},
    "name": "OptimizePageQuery",
    "operationKind": "query",
    "text": "query OptimizePageQuery {\n  viewer {\n    id\n    plan {\n      type\n      optimizationsLimit\n      optimizationsPeriod\n    }\n    subscription {\n      optimizationsLeft\n    }\n  }\n  categories {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4fabce37a042f15e9cd2c0e0bcb0ced1";

export default node;
