import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { CookieConsent } from '../features/cookies/CookieConsent';
import { FullPageSpinner } from '../ui/Spinners';
import { RouterNavigation } from './RouterNavigation';

const useStyles = makeStyles({
  progress: {
    position: 'fixed',
    insetInlineStart: 0,
    top: 0,
    height: '3px',
    width: '100%',
    zIndex: 1000,
    pointerEvents: 'none',
    backgroundImage: `linear-gradient(90deg, transparent, ${tokens.colorBrandBackground}, transparent)`,
    backgroundSize: '50% 100%',
    backgroundRepeat: 'no-repeat',
    animationName: {
      from: { backgroundPosition: '-50% 0' },
      to: { backgroundPosition: '150% 0' },
    },
    animationDuration: '1.1s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none', backgroundImage: 'none', backgroundColor: tokens.colorBrandBackground },
  },
});

/** Around every route: a thin progress bar during navigations, the cookie banner, scroll restoration. */
export function RootShell() {
  const styles = useStyles();
  const navigation = useNavigation();
  return (
    <RouterNavigation>
      {navigation.state !== 'idle' ? <div className={styles.progress} role="progressbar" aria-hidden="true" /> : null}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <CookieConsent />
      <ScrollRestoration />
    </RouterNavigation>
  );
}
