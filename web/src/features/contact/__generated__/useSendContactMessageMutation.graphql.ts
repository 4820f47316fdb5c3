/**
 * @generated SignedSource<<addd0d3349e2ec880bf7fb3cb1b96973>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ContactSubject = "billing" | "feedback" | "general" | "partnership" | "support";
export type SendContactMessageInput = {
  email: string;
  message: string;
  name: string;
  subject: ContactSubject;
};
export type useSendContactMessageMutation$variables = {
  input: SendContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly __typename: string;
    readonly data?: boolean;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
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
    "name": "sendContactMessage",
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
        "type": "MutationSendContactMessageSuccess",
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
    "name": "useSendContactMessageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ace0f78bd1806d484550a58b023377e3",
    "id": null,
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useSendContactMessageMutation(\n  $input: SendContactMessageInput!\n) {\n  sendContactMessage(input: $input) {\n    __typename\n    ... on MutationSendContactMessageSuccess {\n      data\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "418a1cb2f5f5a052bf7e1f40d01daf41";

export default node;
