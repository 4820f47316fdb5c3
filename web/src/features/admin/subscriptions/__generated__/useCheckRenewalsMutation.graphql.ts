/**
 * @generated SignedSource<<54c2db61bc99588ae013624e241eaad5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useCheckRenewalsMutation$variables = Record<PropertyKey, never>;
export type useCheckRenewalsMutation$data = {
  readonly checkRenewals: {
    readonly __typename: string;
    readonly data?: {
      readonly deactivated: number;
      readonly renewalsChecked: number;
      readonly timestamp: any;
    };
    readonly message?: string;
  };
};
export type useCheckRenewalsMutation = {
  response: useCheckRenewalsMutation$data;
  variables: useCheckRenewalsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkRenewals",
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
            "concreteType": "RenewalCheckResult",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "renewalsChecked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deactivated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timestamp",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCheckRenewalsSuccess",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCheckRenewalsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCheckRenewalsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "26e725b0e9603eea60a300f0701c41b9",
    "id": null,
    "metadata": {},
    "name": "useCheckRenewalsMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckRenewalsMutation {\n  checkRenewals {\n    __typename\n    ... on MutationCheckRenewalsSuccess {\n      data {\n        renewalsChecked\n        deactivated\n        timestamp\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9646a83857a1e7c79ee063a58e0d075e";

export default node;
