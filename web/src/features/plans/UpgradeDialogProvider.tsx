import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { UpgradeDialogContext, type UpgradeReason } from './upgradeDialogContext';
import type { UpgradeDialogProvider_query$key } from './__generated__/UpgradeDialogProvider_query.graphql';

// Few visits open it: its code loads with the first opening.
const UpgradeDialog = lazy(async () => ({ default: (await import('./UpgradeDialog')).UpgradeDialog }));

/**
 * Hosts the one upgrade dialog for every screen inside the app layout: any upgrade button calls
 * `useUpgradeDialog()`. Each opening starts afresh (the trial offer, or the plans).
 */
export function UpgradeDialogProvider({ query: queryKey, children }: { query: UpgradeDialogProvider_query$key; children: ReactNode }) {
  const query = useFragment(
    graphql`
      fragment UpgradeDialogProvider_query on Query {
        ...UpgradeDialog_query
      }
    `,
    queryKey,
  );
  const [state, setState] = useState<{ open: boolean; reason: UpgradeReason; openings: number }>({
    open: false,
    reason: 'upgrade',
    openings: 0,
  });
  const open = useCallback(
    (reason: UpgradeReason = 'upgrade') => setState((current) => ({ open: true, reason, openings: current.openings + 1 })),
    [],
  );
  const onOpenChange = useCallback((isOpen: boolean) => setState((current) => ({ ...current, open: isOpen })), []);
  return (
    <UpgradeDialogContext.Provider value={open}>
      {children}
      {state.openings > 0 ? (
        <Suspense fallback={null}>
          <UpgradeDialog key={state.openings} query={query} reason={state.reason} open={state.open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </UpgradeDialogContext.Provider>
  );
}
