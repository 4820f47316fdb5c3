import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import en from '../i18n/lang/en.json';
import type { Locale } from '../i18n/locale';
import { NotifyProvider } from '../notify/NotifyProvider';
import { SessionContext, type SessionControls } from '../router/session';
import { lightTheme } from '../theme/theme';

/** The app's providers around a component under test, in Spanish (default) or English. */
export function TestProviders({
  environment,
  locale = 'es',
  children,
}: {
  environment: Environment;
  locale?: Locale;
  children: ReactNode;
}) {
  const session: SessionControls = { endSession: () => Promise.resolve(), loadEnvironment: () => Promise.resolve(environment) };
  return (
    <IntlProvider locale={locale} defaultLocale="es" messages={locale === 'en' ? en : {}}>
      <FluentProvider theme={lightTheme}>
        <NotifyProvider>
          <SessionContext.Provider value={session}>
            <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
          </SessionContext.Provider>
        </NotifyProvider>
      </FluentProvider>
    </IntlProvider>
  );
}
