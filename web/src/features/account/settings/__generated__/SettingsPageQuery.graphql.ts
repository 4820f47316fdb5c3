/**
 * @generated SignedSource<<b8f6ef5e722caf87eb1c3ec561297681>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type SettingsPageQuery$variables = Record<PropertyKey, never>;
export type SettingsPageQuery$data = {
  readonly plans: ReadonlyArray<{
    readonly type: PlanType;
  }>;
  readonly viewer: {
    readonly isPremium: boolean;
    readonly planType: PlanType;
    readonly " $fragmentSpreads": FragmentRefs<"PreferencesTab_viewer" | "ProfileTab_viewer" | "SessionsTab_viewer" | "SubscriptionTab_viewer">;
  } | null | undefined;
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPremium",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planType",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Plan",
  "kind": "LinkedField",
  "name": "plans",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileTab_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PreferencesTab_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriptionTab_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SessionsTab_viewer"
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsPageQuery",
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preferredLanguage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationsEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserSession",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c1ca7ddde0f07f420e24e15dd4e66f70",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery {\n  viewer {\n    isPremium\n    planType\n    ...ProfileTab_viewer\n    ...PreferencesTab_viewer\n    ...SubscriptionTab_viewer\n    ...SessionsTab_viewer\n    id\n  }\n  plans {\n    type\n  }\n}\n\nfragment PreferencesTab_viewer on User {\n  preferredLanguage\n  notificationsEnabled\n}\n\nfragment ProfileTab_viewer on User {\n  username\n  displayName\n  email\n  bio\n  createdAt\n}\n\nfragment SessionsTab_viewer on User {\n  sessions {\n    id\n    device\n    lastSeenAt\n    current\n  }\n}\n\nfragment SubscriptionTab_viewer on User {\n  planType\n  isPremium\n}\n"
  }
};
})();

(node as any).hash = "5b4f886baa4d28a411cc87fb893ada82";

export default node;
