import { lazy, Suspense } from 'react';
import { loadFooterDialogs, useFooterDialog } from '../footer/useFooterDialog';
import { useCookieConsent } from './consent';

const CookieBanner = lazy(async () => ({ default: (await import('./CookieBanner')).CookieBanner }));
const FooterDialogs = lazy(loadFooterDialogs);

/** On every page: the first-visit banner until a choice is saved, and its "customize" dialog. Both load only when needed. */
export function CookieConsent() {
  const consent = useCookieConsent();
  const { dialog, open, session, show, onOpenChange } = useFooterDialog();
  return (
    <>
      <Suspense fallback={null}>{consent === null ? <CookieBanner onCustomize={() => show('cookiePreferences')} /> : null}</Suspense>
      {/* A boundary of its own: while the dialogs' code loads, the banner (and its focused button, where focus returns) stays shown. */}
      <Suspense fallback={null}>{dialog ? <FooterDialogs dialog={dialog} open={open} session={session} onOpenChange={onOpenChange} /> : null}</Suspense>
    </>
  );
}
