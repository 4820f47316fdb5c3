/**
 * @generated SignedSource<<2f9484a9ca2a14fd3885b0deb904c11d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeDialog_query">;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsLimit",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "optimizationsPeriod",
  "storageKey": null
},
v4 = {
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
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
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OptimizePageQuery",
    "selections": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UpgradeDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OptimizePageQuery",
    "selections": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priceCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "libraryPromptsPerCategory",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "premiumPrompts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "savedPromptsLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "teamMembers",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "88f91259b7a5625093862fcef37202b4",
    "id": null,
    "metadata": {},
    "name": "OptimizePageQuery",
    "operationKind": "query",
    "text": "query OptimizePageQuery {\n  viewer {\n    id\n    plan {\n      type\n      optimizationsLimit\n      optimizationsPeriod\n    }\n    subscription {\n      optimizationsLeft\n    }\n  }\n  categories {\n    id\n  }\n  ...UpgradeDialog_query\n}\n\nfragment UpgradeDialog_query on Query {\n  viewer {\n    plan {\n      type\n      optimizationsLimit\n      optimizationsPeriod\n    }\n    id\n  }\n  plans {\n    type\n    priceCents\n    currency\n    ...planText_plan\n  }\n}\n\nfragment planText_plan on Plan {\n  optimizationsLimit\n  optimizationsPeriod\n  libraryPromptsPerCategory\n  premiumPrompts\n  savedPromptsLimit\n  teamMembers\n}\n"
  }
};
})();

(node as any).hash = "a636f39c67b863f99e29c4c1eb168a6f";

export default node;
