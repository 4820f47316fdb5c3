import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocaleState } from '../i18n/locale';
import { darkTheme, lightTheme } from './theme';
import { useThemeMode } from './themeMode';

/**
 * FluentProvider with the current theme and language: Fluent's components need it (keyboard
 * focus indicators, themed portals for dialogs, menus and toasts). Loaded with the code that uses
 * them, never by the landing page.
 */
export function FluentRoot({ className, children }: { className?: string; children: ReactNode }) {
  const mode = useThemeMode();
  const { locale } = useLocaleState();
  return (
    <FluentProvider theme={mode === 'dark' ? darkTheme : lightTheme} lang={locale} className={className}>
      {children}
    </FluentProvider>
  );
}
