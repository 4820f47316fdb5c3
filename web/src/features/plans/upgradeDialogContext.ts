import { createContext, useContext } from 'react';

/** Why the upgrade dialog opens: any upgrade button, or the viewer ran out of optimizations. */
export type UpgradeReason = 'upgrade' | 'credits';

export const UpgradeDialogContext = createContext<((reason?: UpgradeReason) => void) | null>(null);

/** Opens the one upgrade dialog (UpgradeDialogProvider, in the app layout). */
export function useUpgradeDialog(): (reason?: UpgradeReason) => void {
  const open = useContext(UpgradeDialogContext);
  if (!open) throw new Error('useUpgradeDialog() must be used inside <UpgradeDialogProvider>');
  return open;
}
