import { useState } from 'react';
import { loadWholeCatalogs } from '../../i18n/locale';
import type { FooterDialogName } from './footerDialogNames';

/**
 * The dialogs' module for `lazy`, with the whole catalogs in place: the landing page's own catalog
 * leaves their messages out (web/vite.config.ts), as they come with Fluent's components, on a click.
 */
export async function loadFooterDialogs() {
  const [{ FooterDialogs }] = await Promise.all([import('./FooterDialogs'), loadWholeCatalogs()]);
  return { default: FooterDialogs };
}

/**
 * Which footer dialog shows: `dialog` stays set after closing so the dialog can fade out, and
 * `session` counts openings (a fresh form each time). Plain state, no Fluent: the footer holds it.
 */
export function useFooterDialog() {
  const [state, setState] = useState<{ dialog: FooterDialogName | null; open: boolean; session: number }>({ dialog: null, open: false, session: 0 });
  return {
    ...state,
    show: (dialog: FooterDialogName) => setState((current) => ({ dialog, open: true, session: current.session + 1 })),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}
