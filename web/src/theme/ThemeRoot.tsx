import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // The page's background, and the text defaults FluentProvider would set.
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    textAlign: 'left',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase300,
  },
});

/**
 * The theme for everything below, without FluentProvider: `<html data-theme>` (set before the
 * first paint by index.html's script, then by themeMode.ts) selects the theme's CSS variables
 * (themeVariables.css, which each entry imports). Not on this element: a prerendered page
 * (features/landing/prerender.tsx) cannot know the visitor's theme. The landing page uses the
 * tokens but none of Fluent's components, so its first load skips them; the routes that use them
 * add the provider (FluentShell.tsx).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {children}
    </div>
  );
}
