/**
 * @generated SignedSource<<264381a6940b7223dbbddce8fb0a0251>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DisableInvitationCodeInput = {
  id: string;
};
export type useDisableInvitationCodeMutation$variables = {
  input: DisableInvitationCodeInput;
};
export type useDisableInvitationCodeMutation$data = {
  readonly disableInvitationCode: {
    readonly __typename: string;
    readonly data?: {
      readonly " $fragmentSpreads": FragmentRefs<"InvitationCodeRow_code">;
    };
    readonly message?: string;
  };
};
export type useDisableInvitationCodeMutation = {
  response: useDisableInvitationCodeMutation$data;
  variables: useDisableInvitationCodeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisableInvitationCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "disableInvitationCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InvitationCode",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "InvitationCodeRow_code"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDisableInvitationCodeSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisableInvitationCodeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "disableInvitationCode",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InvitationCode",
                "kind": "LinkedField",
                "name": "data",
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
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "useCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxUses",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationDisableInvitationCodeSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1877de68814522db133f071b290a9010",
    "id": null,
    "metadata": {},
    "name": "useDisableInvitationCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useDisableInvitationCodeMutation(\n  $input: DisableInvitationCodeInput!\n) {\n  disableInvitationCode(input: $input) {\n    __typename\n    ... on MutationDisableInvitationCodeSuccess {\n      data {\n        ...InvitationCodeRow_code\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment InvitationCodeRow_code on InvitationCode {\n  id\n  code\n  useCount\n  maxUses\n  expiresAt\n  status\n}\n"
  }
};
})();

(node as any).hash = "4b2a8616827e0d8d9b2c81d4e4cbb859";

export default node;
