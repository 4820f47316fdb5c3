/**
 * @generated SignedSource<<b1b98f7e11c7667d665d50f244bca678>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ServiceState = "degraded" | "operational" | "outage";
export type StatusService = "authentication" | "optimizationEngine" | "promptLibrary" | "search" | "subscription" | "userManagement";
export type ServiceStatusDialogQuery$variables = Record<PropertyKey, never>;
export type ServiceStatusDialogQuery$data = {
  readonly serviceStatus: {
    readonly checkedAt: any;
    readonly overall: ServiceState;
    readonly services: ReadonlyArray<{
      readonly service: StatusService;
      readonly status: ServiceState;
    }>;
  };
};
export type ServiceStatusDialogQuery = {
  response: ServiceStatusDialogQuery$data;
  variables: ServiceStatusDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceStatus",
    "kind": "LinkedField",
    "name": "serviceStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "overall",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceCheck",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "service",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          }
        ],
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
    "name": "ServiceStatusDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ServiceStatusDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "648c793e6880c0a8547a4b51a2a55752",
    "id": null,
    "metadata": {},
    "name": "ServiceStatusDialogQuery",
    "operationKind": "query",
    "text": "query ServiceStatusDialogQuery {\n  serviceStatus {\n    overall\n    checkedAt\n    services {\n      service\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9afd16e664101652d66a11e1a3d78ea";

export default node;
