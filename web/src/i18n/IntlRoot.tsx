import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, useLocaleState } from './locale';

/** react-intl bound to the locale store. Spanish reads the defaultMessages in the code. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const { locale, messages } = useLocaleState();
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
