import { createDOMRenderer } from '@fluentui/react-components';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startTransition, useEffect, type ReactNode } from 'react';
import { NotifyProvider } from '../../notify/NotifyProvider';
import { getLocale, getLocaleState, initLocale, isLocale, loadCatalogsFrom, setLocale } from '../../i18n/locale';
import type { LoadEnvironment } from '../../router/preloadQuery';
import { SessionContext, type SessionControls } from '../../router/session';
import '../../theme/themeVariables.css';
import { loadExamples } from './landingExamples';
import { LandingDocument } from './LandingDocument';
import { hydrateBelowTheFoldOnScroll, type LandingPageData } from './LandingPage';

/**
 * The entry of the landing page the server prerendered (graphql-server/http/landing-page.ts), in
 * place of main.tsx: it takes the HTML over with React alone, without the router, Relay or the
 * app's other routes; its links load the next page in full (ui/AppLink.tsx).
 */
const container = document.getElementById('root');
const dataScript = document.getElementById('landing-data');
if (!container || !dataScript) throw new Error('The prerendered landing page lacks #root or #landing-data');
const data = JSON.parse(dataScript.textContent ?? '') as LandingPageData;

// Only the messages of the landing page's own modules (web/entryCatalogs.ts; the server preloads it, page-preloads.ts): the whole catalog is most of the app.
loadCatalogsFrom({ en: () => import('../../i18n/lang/en.json?entry=landing') });

let environment: ReturnType<LoadEnvironment> | undefined;
/**
 * A visitor's session without the router, and the toasts: the footer's dialogs (the contact form's
 * mutation, the API status query) load Relay through it on first use, as under the app's App.tsx.
 */
const visitorSession: SessionControls = {
  loadEnvironment: () => (environment ??= import('../../relay/environment').then(({ createEnvironment }) => createEnvironment({ loggedOut: true }))),
  endSession: async (path = '/auth') => {
    window.location.assign(path);
  },
};
/**
 * Marks `<html data-hydrated>` once React has taken the page over: until then its buttons are the
 * server's HTML and do nothing, so the end-to-end tests wait for it before clicking one.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

const withSession = (page: ReactNode) => (
  <NotifyProvider>
    <SessionContext.Provider value={visitorSession}>
      {page}
      <HydratedMark />
    </SessionContext.Provider>
  </NotifyProvider>
);

async function start(container: HTMLElement) {
  // The language as the app chooses it (landing/route.ts): the address's, else the stored one.
  await initLocale();
  const named = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(named)) await setLocale(named);
  const renderer = createDOMRenderer(document);

  if (getLocale() === data.examples.locale) {
    hydrateBelowTheFoldOnScroll();
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
    // them, instead of one long task that would hold a tap on the page (docs/benchmarks.md, Lighthouse).
    startTransition(() => {
      hydrateRoot(container, withSession(<LandingDocument data={data} locale={getLocaleState()} renderer={renderer} />));
    });
  } else {
    // A stored language other than the address's: the prerendered page is in the other one, so render afresh.
    const examples = await loadExamples(getLocale());
    createRoot(container).render(withSession(<LandingDocument data={{ ...data, examples }} locale={getLocaleState()} renderer={renderer} />));
  }
}

void start(container);
