/**
 * @generated SignedSource<<a0e888abe230d2f9d679172fb4a22016>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InvitationCodesTabQuery$variables = Record<PropertyKey, never>;
export type InvitationCodesTabQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"InvitationCodesTab_query">;
};
export type InvitationCodesTabQuery = {
  response: InvitationCodesTabQuery$data;
  variables: InvitationCodesTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationCodesTabQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InvitationCodesTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InvitationCodesTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryInvitationCodesConnection",
        "kind": "LinkedField",
        "name": "invitationCodes",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryInvitationCodesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InvitationCode",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "useCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxUses",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": "invitationCodes(first:50)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "InvitationCodesTab_invitationCodes",
        "kind": "LinkedHandle",
        "name": "invitationCodes"
      }
    ]
  },
  "params": {
    "cacheID": "f16fe80334ac434c48049e2b6dd2a6be",
    "id": null,
    "metadata": {},
    "name": "InvitationCodesTabQuery",
    "operationKind": "query",
    "text": "query InvitationCodesTabQuery {\n  ...InvitationCodesTab_query\n}\n\nfragment InvitationCodeRow_code on InvitationCode {\n  id\n  code\n  useCount\n  maxUses\n  expiresAt\n  status\n}\n\nfragment InvitationCodesTab_query on Query {\n  invitationCodes(first: 50) {\n    edges {\n      node {\n        id\n        ...InvitationCodeRow_code\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "25f65f4a63c163c4fd0a30c4dad81f2c";

export default node;
