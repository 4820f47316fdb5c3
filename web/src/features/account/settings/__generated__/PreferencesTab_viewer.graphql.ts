/**
 * @generated SignedSource<<273d5530954b11305a8ae134d3c0a90a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Language = "en" | "es";
import type { FragmentRefs } from "relay-runtime";
export type PreferencesTab_viewer$data = {
  readonly notificationsEnabled: boolean;
  readonly preferredLanguage: Language;
  readonly " $fragmentType": "PreferencesTab_viewer";
};
export type PreferencesTab_viewer$key = {
  readonly " $data"?: PreferencesTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PreferencesTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PreferencesTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preferredLanguage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notificationsEnabled",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "eda3065ce590d6be37f80977fca1f99c";

export default node;
