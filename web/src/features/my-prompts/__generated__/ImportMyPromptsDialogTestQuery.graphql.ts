/**
 * @generated SignedSource<<c3cde42acce940cfbb950ad21965be49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ImportMyPromptsDialogTestQuery$variables = Record<PropertyKey, never>;
export type ImportMyPromptsDialogTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ImportMyPromptsDialog_query">;
};
export type ImportMyPromptsDialogTestQuery = {
  response: ImportMyPromptsDialogTestQuery$data;
  variables: ImportMyPromptsDialogTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportMyPromptsDialogTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ImportMyPromptsDialog_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImportMyPromptsDialogTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e2fb7e263123e9005e152e9675b19ebd",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "categories": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Category"
        },
        "categories.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "categories.name": (v0/*:: as any*/),
        "categories.slug": (v0/*:: as any*/)
      }
    },
    "name": "ImportMyPromptsDialogTestQuery",
    "operationKind": "query",
    "text": "query ImportMyPromptsDialogTestQuery {\n  ...ImportMyPromptsDialog_query\n}\n\nfragment ImportMyPromptsDialog_query on Query {\n  categories {\n    slug\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbb8948f2746ed8423e81b33364aab59";

export default node;
