/**
 * @generated SignedSource<<5c61d4af2a5594c3f0ef8dca80cc3d36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmPasswordResetInput = {
  newPassword: string;
  token: string;
};
export type useConfirmPasswordResetMutation$variables = {
  input: ConfirmPasswordResetInput;
};
export type useConfirmPasswordResetMutation$data = {
  readonly confirmPasswordReset: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useConfirmPasswordResetMutation = {
  response: useConfirmPasswordResetMutation$data;
  variables: useConfirmPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "confirmPasswordReset",
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
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "MutationConfirmPasswordResetSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useConfirmPasswordResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmPasswordResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "69adc88dbd8fa019be3d3e62e663655b",
    "id": null,
    "metadata": {},
    "name": "useConfirmPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmPasswordResetMutation(\n  $input: ConfirmPasswordResetInput!\n) {\n  confirmPasswordReset(input: $input) {\n    __typename\n    ... on MutationConfirmPasswordResetSuccess {\n      data\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eabfe4a4ee40961ce9061f49724bf228";

export default node;
