/**
 * @generated SignedSource<<78080c5f2e7054ed0150b973c9b4db68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AnalyzePromptComplexityInput = {
  content: string;
  original?: string | null | undefined;
};
export type useAnalyzePromptComplexityMutation$variables = {
  input: AnalyzePromptComplexityInput;
};
export type useAnalyzePromptComplexityMutation$data = {
  readonly analyzePromptComplexity: {
    readonly __typename: string;
    readonly data?: {
      readonly explanation: string;
      readonly score: number;
      readonly strengths: ReadonlyArray<string>;
      readonly suggestions: ReadonlyArray<string>;
      readonly weaknesses: ReadonlyArray<string>;
    };
    readonly message?: string;
  };
};
export type useAnalyzePromptComplexityMutation = {
  response: useAnalyzePromptComplexityMutation$data;
  variables: useAnalyzePromptComplexityMutation$variables;
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
    "name": "analyzePromptComplexity",
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
            "concreteType": "ComplexityAnalysis",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "score",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "explanation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "strengths",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weaknesses",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suggestions",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationAnalyzePromptComplexitySuccess",
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
    "name": "useAnalyzePromptComplexityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnalyzePromptComplexityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b5a8f73244fa506ee0722b7631a6727",
    "id": null,
    "metadata": {},
    "name": "useAnalyzePromptComplexityMutation",
    "operationKind": "mutation",
    "text": "mutation useAnalyzePromptComplexityMutation(\n  $input: AnalyzePromptComplexityInput!\n) {\n  analyzePromptComplexity(input: $input) {\n    __typename\n    ... on MutationAnalyzePromptComplexitySuccess {\n      data {\n        score\n        explanation\n        strengths\n        weaknesses\n        suggestions\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d4d388002d1950ab887280ef35d44aa";

export default node;
