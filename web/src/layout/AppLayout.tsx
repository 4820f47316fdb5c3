import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../relay/graphql';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { authPathFor, signUpPathFor } from '../features/account/auth/nextPath';
import { SectionSpinner } from '../ui/Spinners';
import { useParentRouteQuery, useRouteQuery } from '../router/routeQuery';
import { Footer } from './Footer';
import { MobileNav } from './MobileNav';
import { PublicHeader } from './PublicHeader';
import { APP_LAYOUT_ROUTE_ID } from './routeIds';
import { Sidebar } from './Sidebar';
import { SaveTargetsProvider, VisitorSaveTargets } from '../features/library/SaveTargets';
import { navMessages } from './navigation';
import { UpgradeDialogProvider } from '../features/plans/UpgradeDialogProvider';
import { UpgradeDialogContext } from '../features/plans/upgradeDialogContext';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql';
import type { AppLayout_viewer$key } from './__generated__/AppLayout_viewer.graphql';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      ...AppLayout_viewer
    }
    ...Sidebar_query
    ...MobileNav_query
    ...UpgradeDialogProvider_query
  }
`;

const useStyles = makeStyles({
  shell: {
    flexGrow: 1,
    display: 'flex',
    minHeight: '100dvh',
    '@media (max-width: 767px)': { flexDirection: 'column' },
  },
  desktopOnly: { display: 'contents', '@media (max-width: 767px)': { display: 'none' } },
  mobileOnly: { display: 'none', '@media (max-width: 767px)': { display: 'contents' } },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    ':focus': { outline: 'none' },
  },
  content: {
    width: '100%',
    maxWidth: '1200px',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: '40px 40px 56px',
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    '@media (max-width: 1023px)': { padding: '32px 24px 48px' },
    '@media (max-width: 767px)': { padding: '20px 16px 40px' },
  },
  public: { flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  skip: {
    position: 'absolute',
    left: '12px',
    top: '-48px',
    zIndex: 100,
    padding: '8px 14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    ':focus': { top: '12px' },
  },
});

function Content() {
  const styles = useStyles();
  return (
    <div className={styles.content}>
      <Suspense fallback={<SectionSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/**
 * The chrome of every page except the landing and auth pages: a sidebar on desktop, a top bar
 * with a slide-out menu on mobile, and — only for visitors — a public header and the footer.
 */
export function AppLayout() {
  const styles = useStyles();
  const intl = useIntl();
  const data = useRouteQuery<AppLayoutQuery>(appLayoutQuery);
  const navigate = useNavigate();
  const location = useLocation();
  const viewerKey = data.viewer;
  const viewer = useFragment<AppLayout_viewer$key>(
    graphql`
      fragment AppLayout_viewer on User {
        ...SaveTargets_viewer
        ...Sidebar_viewer
        ...MobileNav_viewer
      }
    `,
    viewerKey,
  );

  if (!viewer) {
    return (
      <div className={styles.public}>
        <PublicHeader />
        <main id="main" className={styles.main} tabIndex={-1}>
          {/* The library read-only: saving says why it is off, and an upgrade starts with signing up, back here afterwards. */}
          <VisitorSaveTargets>
            <UpgradeDialogContext.Provider value={() => navigate(signUpPathFor(location.pathname + location.search))}>
              <Content />
            </UpgradeDialogContext.Provider>
          </VisitorSaveTargets>
        </main>
        <Footer />
      </div>
    );
  }

  return (
    <UpgradeDialogProvider query={data}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skip}>
          {intl.formatMessage(navMessages.skipToContent)}
        </a>
        <div className={styles.desktopOnly}>
          <Sidebar viewer={viewer} query={data} />
        </div>
        <div className={styles.mobileOnly}>
          <MobileNav viewer={viewer} query={data} />
        </div>
        <main id="main" className={styles.main} tabIndex={-1}>
          <SaveTargetsProvider viewer={viewer}>
            <Content />
          </SaveTargetsProvider>
        </main>
      </div>
    </UpgradeDialogProvider>
  );
}

/** Wraps the login-required routes: visitors go to /auth, which brings them back here once signed in. */
export function RequireViewer() {
  const { viewer } = useParentRouteQuery<AppLayoutQuery>(APP_LAYOUT_ROUTE_ID, appLayoutQuery);
  const location = useLocation();
  if (!viewer) return <Navigate to={authPathFor(location)} replace />;
  return <Outlet />;
}
