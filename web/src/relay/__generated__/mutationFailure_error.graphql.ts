/**
 * @generated SignedSource<<d01b114f66ba12466c600e19ef986a2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type mutationFailure_error$data = {
  readonly field?: string | null | undefined;
  readonly fieldErrors?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "mutationFailure_error";
};
export type mutationFailure_error$key = {
  readonly " $data"?: mutationFailure_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"mutationFailure_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "mutationFailure_error"
};

(node as any).hash = "63a5abde6b17d753629a0e3f2abe4ded";

export default node;
