/**
 * @generated SignedSource<<b96110fa1668515e9925c83ab8d5c9f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentProvider = "mercadopago" | "sandbox";
export type PlanType = "basic" | "enterprise" | "free" | "pro";
export type CreatePaymentPreferenceInput = {
  planType: PlanType;
  provider: PaymentProvider;
};
export type useCreatePaymentPreferenceMutation$variables = {
  input: CreatePaymentPreferenceInput;
};
export type useCreatePaymentPreferenceMutation$data = {
  readonly createPaymentPreference: {
    readonly __typename: string;
    readonly data?: {
      readonly initPoint: string;
    };
    readonly message?: string;
  };
};
export type useCreatePaymentPreferenceMutation = {
  response: useCreatePaymentPreferenceMutation$data;
  variables: useCreatePaymentPreferenceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "createPaymentPreference",
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
            "concreteType": "PaymentPreference",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "initPoint",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreatePaymentPreferenceSuccess",
        "abstractKey": null
      },
      {
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
    "name": "useCreatePaymentPreferenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePaymentPreferenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6486dddf5f382fdf3490068ce1d88e3f",
    "id": null,
    "metadata": {},
    "name": "useCreatePaymentPreferenceMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePaymentPreferenceMutation(\n  $input: CreatePaymentPreferenceInput!\n) {\n  createPaymentPreference(input: $input) {\n    __typename\n    ... on MutationCreatePaymentPreferenceSuccess {\n      data {\n        initPoint\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0147055c14dad146530c48dafe1b03d";

export default node;
