/**
 * @generated SignedSource<<92f35fa9a123c21f34f4b16cf7ae6e38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteLibraryPromptDialogQuery$variables = {
  id: string;
};
export type DeleteLibraryPromptDialogQuery$data = {
  readonly node: {
    readonly savedCount?: number;
    readonly title?: string;
  } | null | undefined;
};
export type DeleteLibraryPromptDialogQuery = {
  response: DeleteLibraryPromptDialogQuery$data;
  variables: DeleteLibraryPromptDialogQuery$variables;
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedCount",
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
    "name": "DeleteLibraryPromptDialogQuery",
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
    "name": "DeleteLibraryPromptDialogQuery",
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
    "cacheID": "4fe6274053e1e18846a48748b8cacb50",
    "id": null,
    "metadata": {},
    "name": "DeleteLibraryPromptDialogQuery",
    "operationKind": "query",
    "text": "query DeleteLibraryPromptDialogQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Prompt {\n      title\n      savedCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d4033687896ec0517fda537d7080b18";

export default node;
