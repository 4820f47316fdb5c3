/**
 * @generated SignedSource<<bb5ff9a537b7792f58615000eb76aeda>>
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
    readonly name: string;
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
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "cacheID": "3ed5daaf39fe8f6c918973a840722f78",
    "id": null,
    "metadata": {},
    "name": "OptimizePageQuery",
    "operationKind": "query",
    "text": "query OptimizePageQuery {\n  viewer {\n    id\n    plan {\n      type\n      optimizationsLimit\n      optimizationsPeriod\n    }\n    subscription {\n      optimizationsLeft\n    }\n  }\n  categories {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "30ad671025bbe09ee530ff3548084330";

export default node;
