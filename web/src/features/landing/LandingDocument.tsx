import { RendererProvider, type GriffelRenderer } from '@fluentui/react-components';
import { StrictMode, useSyncExternalStore } from 'react';
import { CookieConsent } from '../cookies/CookieConsent';
import { IntlRoot } from '../../i18n/IntlRoot';
import { PrerenderedLocale, type LocaleState } from '../../i18n/locale';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { LandingPage, type LandingPageData } from './LandingPage';

const noSubscription = () => () => {};

/** What the visitor's stored choices decide (the cookie banner): shown once hydrated, as the server knows none of them. */
function AfterHydration({ children }: { children: React.ReactNode }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return hydrated ? children : null;
}

/**
 * The prerendered landing page's whole tree: rendered to HTML by the server (prerender.tsx) and
 * hydrated by the browser (hydrate.tsx) from the same data, so both render the same markup.
 * `renderer` collects Griffel's styles on the server and takes over the prerendered ones in the
 * browser; `locale` is the page's language and catalog (no locale store on the server).
 */
export function LandingDocument({ data, locale, renderer }: { data: LandingPageData; locale: LocaleState; renderer: GriffelRenderer }) {
  return (
    <StrictMode>
      <PrerenderedLocale value={locale}>
        <RendererProvider renderer={renderer}>
          <IntlRoot>
            <ThemeRoot>
              <LandingPage data={data} />
              <AfterHydration>
                <CookieConsent />
              </AfterHydration>
            </ThemeRoot>
          </IntlRoot>
        </RendererProvider>
      </PrerenderedLocale>
    </StrictMode>
  );
}
