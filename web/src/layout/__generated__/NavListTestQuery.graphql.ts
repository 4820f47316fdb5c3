/**
 * @generated SignedSource<<ab6e6c0099c69ec5c7765812b7cceaa2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NavListTestQuery$variables = Record<PropertyKey, never>;
export type NavListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NavList_query">;
};
export type NavListTestQuery = {
  response: NavListTestQuery$data;
  variables: NavListTestQuery$variables;
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
    "name": "NavListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NavList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NavListTestQuery",
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
            "kind": "ScalarField",
            "name": "isAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "planType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "teamRole",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamInvitation",
        "kind": "LinkedField",
        "name": "teamInvitations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ab774a4cce07ef97107abd37cbb6f1fa",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "teamInvitations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TeamInvitation"
        },
        "teamInvitations.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "teamInvitations.id": (v1/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.id": (v1/*:: as any*/),
        "viewer.isAdmin": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.planType": {
          "enumValues": [
            "basic",
            "enterprise",
            "free",
            "pro"
          ],
          "nullable": false,
          "plural": false,
          "type": "PlanType"
        },
        "viewer.teamRole": {
          "enumValues": [
            "MEMBER",
            "OWNER"
          ],
          "nullable": true,
          "plural": false,
          "type": "TeamRole"
        }
      }
    },
    "name": "NavListTestQuery",
    "operationKind": "query",
    "text": "query NavListTestQuery {\n  ...NavList_query\n}\n\nfragment NavList_query on Query {\n  viewer {\n    isAdmin\n    planType\n    teamRole\n    id\n  }\n  teamInvitations {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "729a5387bfe4f52b79ed8952eb959c46";

export default node;
