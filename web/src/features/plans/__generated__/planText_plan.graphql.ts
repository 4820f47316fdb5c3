/**
 * @generated SignedSource<<ff1b0b7630559a0f2c62f9d740d28a17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type OptimizationsPeriod = "day" | "month";
import type { FragmentRefs } from "relay-runtime";
export type planText_plan$data = {
  readonly libraryPromptsPerCategory: number | null | undefined;
  readonly optimizationsLimit: number | null | undefined;
  readonly optimizationsPeriod: OptimizationsPeriod | null | undefined;
  readonly premiumPrompts: boolean;
  readonly savedPromptsLimit: number | null | undefined;
  readonly teamMembers: number;
  readonly " $fragmentType": "planText_plan";
};
export type planText_plan$key = {
  readonly " $data"?: planText_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"planText_plan">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "planText_plan"
};

(node as any).hash = "72884ce5e3d8f33ad17299de7dcf9618";

export default node;
