/**
 * @generated SignedSource<<e365ee7f0c6186ea5d29cec0f26401cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type SubscriptionStatus = "active" | "cancelled" | "expired" | "trialing";
import type { FragmentRefs } from "relay-runtime";
export type SubscriptionsTab_query$data = {
  readonly subscriptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly planType: PlanType;
        readonly premiumExpiresAt: any | null | undefined;
        readonly status: SubscriptionStatus;
        readonly user: {
          readonly email: string;
          readonly username: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "SubscriptionsTab_query";
};
export type SubscriptionsTab_query$key = {
  readonly " $data"?: SubscriptionsTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionsTab_query">;
};

import SubscriptionsTabPaginationQuery_graphql from './SubscriptionsTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "subscriptions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "planType"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": SubscriptionsTabPaginationQuery_graphql
    }
  },
  "name": "SubscriptionsTab_query",
  "selections": [
    {
      "alias": "subscriptions",
      "args": [
        {
          "kind": "Variable",
          "name": "planType",
          "variableName": "planType"
        }
      ],
      "concreteType": "QuerySubscriptionsConnection",
      "kind": "LinkedField",
      "name": "__SubscriptionsTab_subscriptions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QuerySubscriptionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AccountSubscription",
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
                  "name": "planType",
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
                  "name": "premiumExpiresAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "username",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "email",
                      "storageKey": null
                    }
                  ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c746bc60a7943d29ed2c72f6e8859b5b";

export default node;
