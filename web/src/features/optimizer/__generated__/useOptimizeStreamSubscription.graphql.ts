/**
 * @generated SignedSource<<5bdcfc6bfd1a773abc7df89f2ec9e4e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EngineName = "local" | "openai";
export type OptimizePromptInput = {
  dialogOptions?: OptimizerDialogOptionsInput | null | undefined;
  originalContent: string;
  pageOptions?: OptimizerPageOptionsInput | null | undefined;
};
export type OptimizerDialogOptionsInput = {
  platform?: string | null | undefined;
  tone?: string | null | undefined;
};
export type OptimizerPageOptionsInput = {
  audience?: string | null | undefined;
  channel?: string | null | undefined;
  customTone?: string | null | undefined;
  detailLevel?: string | null | undefined;
  sector?: string | null | undefined;
  taskType?: string | null | undefined;
};
export type useOptimizeStreamSubscription$variables = {
  input: OptimizePromptInput;
};
export type useOptimizeStreamSubscription$data = {
  readonly optimizePrompt: {
    readonly __typename: string;
    readonly data?: {
      readonly improvedPromptDelta: string;
      readonly improvedPromptRestarted: boolean;
      readonly result: {
        readonly basedOn: {
          readonly categories: ReadonlyArray<{
            readonly id: string;
          }>;
          readonly id: string;
          readonly title: string;
        } | null | undefined;
        readonly engine: EngineName;
        readonly explanation: string;
        readonly improvedPrompt: string;
        readonly model: string | null | undefined;
        readonly suggestions: ReadonlyArray<string>;
        readonly viewer: {
          readonly id: string;
          readonly subscription: {
            readonly optimizationsLeft: number | null | undefined;
          };
        };
      } | null | undefined;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useOptimizeStreamSubscription = {
  response: useOptimizeStreamSubscription$data;
  variables: useOptimizeStreamSubscription$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
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
    "name": "optimizePrompt",
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
            "concreteType": "OptimizationProgress",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "improvedPromptDelta",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "improvedPromptRestarted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OptimizePromptPayload",
                "kind": "LinkedField",
                "name": "result",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "improvedPrompt",
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
                    "name": "suggestions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "engine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "model",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Prompt",
                    "kind": "LinkedField",
                    "name": "basedOn",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
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
                        "concreteType": "Category",
                        "kind": "LinkedField",
                        "name": "categories",
                        "plural": true,
                        "selections": [
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "viewer",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "UserSubscription",
                        "kind": "LinkedField",
                        "name": "subscription",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "optimizationsLeft",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubscriptionOptimizePromptSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
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
              (v2/*:: as any*/)
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
    "name": "useOptimizeStreamSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOptimizeStreamSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "9c1f3d5a6947346a12a619ee26c1d3d1",
    "id": null,
    "metadata": {},
    "name": "useOptimizeStreamSubscription",
    "operationKind": "subscription",
    "text": "subscription useOptimizeStreamSubscription(\n  $input: OptimizePromptInput!\n) {\n  optimizePrompt(input: $input) {\n    __typename\n    ... on SubscriptionOptimizePromptSuccess {\n      data {\n        improvedPromptDelta\n        improvedPromptRestarted\n        result {\n          improvedPrompt\n          explanation\n          suggestions\n          engine\n          model\n          basedOn {\n            id\n            title\n            categories {\n              id\n            }\n          }\n          viewer {\n            id\n            subscription {\n              optimizationsLeft\n            }\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "60c47bb60b8af6000238a7693d5a477e";

export default node;
