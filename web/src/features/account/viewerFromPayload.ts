import type { SelectorStoreUpdater } from 'relay-runtime';

/** After login/register: the payload's user becomes the store's `viewer`, so every screen follows. */
export const viewerFromPayload =
  (field: 'login' | 'register') =>
  (): { updater: SelectorStoreUpdater } => ({
    updater: (store) => {
      const user = store.getRootField(field)?.getLinkedRecord('data');
      if (user) store.getRoot().setLinkedRecord(user, 'viewer');
    },
  });
