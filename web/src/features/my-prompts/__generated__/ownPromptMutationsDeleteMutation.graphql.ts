/**
 * @generated SignedSource<<33f996cb16b92a5d0d82bc0919927860>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DeletePromptInput = {
  id: string;
};
export type ownPromptMutationsDeleteMutation$variables = {
  createdConnections: ReadonlyArray<string>;
  input: DeletePromptInput;
  savedConnections: ReadonlyArray<string>;
};
export type ownPromptMutationsDeleteMutation$data = {
  readonly deletePrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
      readonly deletedSavedPromptId: string | null | undefined;
      readonly user: {
        readonly id: string;
        readonly savedPromptsCount: number;
      };
    };
    readonly message?: string;
  };
};
export type ownPromptMutationsDeleteMutation = {
  response: ownPromptMutationsDeleteMutation$data;
  variables: ownPromptMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdConnections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "savedConnections"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSavedPromptId",
  "storageKey": null
},
v7 = {
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savedPromptsCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ownPromptMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePrompt",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeletedPrompt",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeletePromptSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ownPromptMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePrompt",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeletedPrompt",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "deletedId",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "createdConnections"
                      }
                    ]
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "deletedSavedPromptId",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "savedConnections"
                      }
                    ]
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDeletePromptSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5fc5ba12ce6d188ae484009803cc4ea0",
    "id": null,
    "metadata": {},
    "name": "ownPromptMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ownPromptMutationsDeleteMutation(\n  $input: DeletePromptInput!\n) {\n  deletePrompt(input: $input) {\n    __typename\n    ... on MutationDeletePromptSuccess {\n      data {\n        deletedId\n        deletedSavedPromptId\n        user {\n          id\n          savedPromptsCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3a9576349f282e6f4b9d3c4df6928cf";

export default node;
