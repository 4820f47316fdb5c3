/**
 * @generated SignedSource<<378cc0c5fd187ceba559f13637732b18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromptCardTestQuery$variables = Record<PropertyKey, never>;
export type PromptCardTestQuery$data = {
  readonly node: {
    readonly prompt: {
      readonly " $fragmentSpreads": FragmentRefs<"PromptCard_prompt">;
    } | null | undefined;
  } | null | undefined;
};
export type PromptCardTestQuery = {
  response: PromptCardTestQuery$data;
  variables: PromptCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "prompt-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PromptCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PromptCard_prompt"
                }
              ],
              "type": "Prompt",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "prompt"
          }
        ],
        "storageKey": "node(id:\"prompt-1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PromptCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPremium",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isOwn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lockReason",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSaved",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLocked",
                "storageKey": null
              }
            ],
            "type": "Prompt",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"prompt-1\")"
      }
    ]
  },
  "params": {
    "cacheID": "a9806eed7a68ce7a96a597015fa63966",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v2/*:: as any*/),
        "node.categories": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Category"
        },
        "node.categories.id": (v3/*:: as any*/),
        "node.categories.name": (v2/*:: as any*/),
        "node.content": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.id": (v3/*:: as any*/),
        "node.isLocked": (v4/*:: as any*/),
        "node.isOwn": (v4/*:: as any*/),
        "node.isPremium": (v4/*:: as any*/),
        "node.isSaved": (v4/*:: as any*/),
        "node.lockReason": {
          "enumValues": [
            "PLAN_LIMIT",
            "PREMIUM"
          ],
          "nullable": true,
          "plural": false,
          "type": "LockReason"
        },
        "node.title": (v2/*:: as any*/)
      }
    },
    "name": "PromptCardTestQuery",
    "operationKind": "query",
    "text": "query PromptCardTestQuery {\n  node(id: \"prompt-1\") {\n    __typename\n    ...PromptCard_prompt\n    id\n  }\n}\n\nfragment PromptCard_prompt on Prompt {\n  id\n  title\n  content\n  isPremium\n  isOwn\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n  ...PromptDetailDialog_prompt\n}\n\nfragment PromptDetailDialog_prompt on Prompt {\n  id\n  isOwn\n  title\n  content\n  isPremium\n  lockReason\n  categories {\n    id\n    name\n  }\n  ...SavePromptButton_prompt\n}\n\nfragment SavePromptButton_prompt on Prompt {\n  id\n  isSaved\n  isLocked\n  isOwn\n}\n"
  }
};
})();

(node as any).hash = "75a4a59848d533c2dab55bf583aede77";

export default node;
