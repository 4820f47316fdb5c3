/**
 * @generated SignedSource<<dc6ea59bdae68b3bcdf11c161a25f941>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OptimizationDetailsDialogQuery$variables = {
  id: string;
};
export type OptimizationDetailsDialogQuery$data = {
  readonly viewer: {
    readonly optimization: {
      readonly improvedPrompt: string;
      readonly originalContent: string;
    } | null | undefined;
  } | null | undefined;
};
export type OptimizationDetailsDialogQuery = {
  response: OptimizationDetailsDialogQuery$data;
  variables: OptimizationDetailsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "originalContent",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "improvedPrompt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OptimizationDetailsDialogQuery",
    "selections": [
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
            "args": (v1/*:: as any*/),
            "concreteType": "Optimization",
            "kind": "LinkedField",
            "name": "optimization",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OptimizationDetailsDialogQuery",
    "selections": [
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
            "args": (v1/*:: as any*/),
            "concreteType": "Optimization",
            "kind": "LinkedField",
            "name": "optimization",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e3fbdefcaf3bf97dc9f3de8440fcda6c",
    "id": null,
    "metadata": {},
    "name": "OptimizationDetailsDialogQuery",
    "operationKind": "query",
    "text": "query OptimizationDetailsDialogQuery(\n  $id: ID!\n) {\n  viewer {\n    optimization(id: $id) {\n      originalContent\n      improvedPrompt\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b03bdc8f67e447b5454d78ac9a1f92a4";

export default node;
