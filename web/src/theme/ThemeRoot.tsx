import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocaleState } from '../i18n/locale';
import { darkTheme, lightTheme } from './theme';
import { useThemeMode } from './themeMode';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const { locale } = useLocaleState();
  const styles = useStyles();
  return (
    // The layout styles sit on an inner element: FluentProvider copies its className onto every
    // portal mount node (tooltips, dialogs, toasts), where a full-height background would cover the page.
    <FluentProvider theme={mode === 'dark' ? darkTheme : lightTheme} lang={locale}>
      <div className={styles.root}>{children}</div>
    </FluentProvider>
  );
}
