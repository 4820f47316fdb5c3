/**
 * @generated SignedSource<<8eadfc7c26b99c8375f7a6900fc20acf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TeamPromptEditingTestQuery$variables = Record<PropertyKey, never>;
export type TeamPromptEditingTestQuery$data = {
  readonly node: {
    readonly prompt: {
      readonly " $fragmentSpreads": FragmentRefs<"TeamPromptVersions_prompt">;
    } | null | undefined;
  } | null | undefined;
};
export type TeamPromptEditingTestQuery = {
  response: TeamPromptEditingTestQuery$data;
  variables: TeamPromptEditingTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "team-prompt-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamPromptEditingTestQuery",
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
                  "name": "TeamPromptVersions_prompt"
                }
              ],
              "type": "TeamPrompt",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "prompt"
          }
        ],
        "storageKey": "node(id:\"team-prompt-1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TeamPromptEditingTestQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TeamPromptVersion",
                "kind": "LinkedField",
                "name": "versions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "editorUsername",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TeamPrompt",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"team-prompt-1\")"
      }
    ]
  },
  "params": {
    "cacheID": "7efd970f658aa68b499791c3a6c37fe9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.content": (v3/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.version": (v4/*:: as any*/),
        "node.versions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TeamPromptVersion"
        },
        "node.versions.content": (v3/*:: as any*/),
        "node.versions.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "node.versions.editorUsername": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.versions.title": (v3/*:: as any*/),
        "node.versions.version": (v4/*:: as any*/)
      }
    },
    "name": "TeamPromptEditingTestQuery",
    "operationKind": "query",
    "text": "query TeamPromptEditingTestQuery {\n  node(id: \"team-prompt-1\") {\n    __typename\n    ...TeamPromptVersions_prompt\n    id\n  }\n}\n\nfragment TeamPromptVersions_prompt on TeamPrompt {\n  id\n  content\n  version\n  versions {\n    version\n    title\n    content\n    editorUsername\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "75f8285eca91528099043dac133ed3e1";

export default node;
