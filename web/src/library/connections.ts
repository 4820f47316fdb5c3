import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The connections of the viewer's collection, by their `@connection` keys. Mutations that change
 * what a list holds (save, unsave, create) keep every loaded copy of these lists right, so a page
 * read from the store afterwards never shows stale items.
 */
export const SAVED_PROMPTS_CONNECTION = 'MyPromptsPage_savedPrompts';
export const CREATED_PROMPTS_CONNECTION = 'CreatedPromptList_createdPrompts';
export const USER_CATEGORIES_CONNECTION = 'CategoriesPage_userCategories';
export const ALL_PROMPTS_CONNECTION = 'AllPromptList_prompts';

export function viewerConnection(store: RecordSourceSelectorProxy, key: string): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return viewer ? (ConnectionHandler.getConnection(viewer, key) ?? null) : null;
}

export function connectionHasNode(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
}

export function adjustTotalCount(connection: RecordProxy, delta: number) {
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}
