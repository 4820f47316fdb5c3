/**
 * @generated SignedSource<<f6712b9a2783ddd26593d0bdb77bb766>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsTabTestQuery$variables = Record<PropertyKey, never>;
export type SessionsTabTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SessionsTab_viewer">;
  } | null | undefined;
};
export type SessionsTabTestQuery = {
  response: SessionsTabTestQuery$data;
  variables: SessionsTabTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionsTabTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "SessionsTab_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsTabTestQuery",
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
            "args": null,
            "concreteType": "UserSession",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "device",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSeenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fb4ddec8041f199abd01d2f7c0edf8f9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": (v1/*:: as any*/),
        "viewer.sessions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "UserSession"
        },
        "viewer.sessions.current": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.sessions.device": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.sessions.id": (v1/*:: as any*/),
        "viewer.sessions.lastSeenAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        }
      }
    },
    "name": "SessionsTabTestQuery",
    "operationKind": "query",
    "text": "query SessionsTabTestQuery {\n  viewer {\n    ...SessionsTab_viewer\n    id\n  }\n}\n\nfragment SessionsTab_viewer on User {\n  sessions {\n    id\n    device\n    lastSeenAt\n    current\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3edaa37404777bf380eab96dfbb2f1b";

export default node;
