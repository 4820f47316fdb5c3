/**
 * @generated SignedSource<<a3d405dbc9edd127fd405f41d940a5f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SharePromptDialogQuery$variables = {
  id: string;
};
export type SharePromptDialogQuery$data = {
  readonly node: {
    readonly sharePath?: string | null | undefined;
  } | null | undefined;
};
export type SharePromptDialogQuery = {
  response: SharePromptDialogQuery$data;
  variables: SharePromptDialogQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharePath",
      "storageKey": null
    }
  ],
  "type": "Prompt",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharePromptDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "SharePromptDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
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
    "cacheID": "811b322dc955b59ede9ffa3f9710319d",
    "id": null,
    "metadata": {},
    "name": "SharePromptDialogQuery",
    "operationKind": "query",
    "text": "query SharePromptDialogQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Prompt {\n      sharePath\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a9dd3d2827e0ca780517eea00dd6523";

export default node;
