import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../ui/BrandMark';
import { ThemeToggle } from '../ui/ThemeToggle';
import { useLogout } from '../features/account/useLogout';
import type { MobileNav_query$key } from './__generated__/MobileNav_query.graphql';
import type { MobileNav_viewer$key } from './__generated__/MobileNav_viewer.graphql';
import { useReturnFocus } from '../ui/useReturnFocus';

const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileNavDrawer }));

const messages = defineMessages({
  openMenu: { id: 'mobileNav.open', defaultMessage: 'Abrir menú' },
});

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    height: '56px',
    padding: '0 8px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brand: {
    display: 'inline-flex',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  grow: { flexGrow: 1 },
});

/** The mobile top bar (below 768 px) and its slide-out menu. No admin link here. */
export function MobileNav({ viewer: viewerKey, query }: { viewer: MobileNav_viewer$key; query: MobileNav_query$key }) {
  const viewer = useFragment(
    graphql`
      fragment MobileNav_viewer on User {
        ...MobileNavDrawer_viewer
      }
    `,
    viewerKey,
  );
  const data = useFragment(
    graphql`
      fragment MobileNav_query on Query {
        ...MobileNavDrawer_query
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can animate its closing.
  const [opened, setOpened] = useState(false);
  const [logout, loggingOut] = useLogout();
  // The drawer is opened by a plain button, not a DrawerTrigger: focus goes back to it on closing.
  useReturnFocus(open);

  return (
    <>
      <header className={styles.bar} data-testid="mobile-bar">
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={intl.formatMessage(messages.openMenu)}
          aria-expanded={open}
          onPointerEnter={() => void loadDrawer()}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
        <Link to="/dashboard" className={styles.brand}>
          <BrandMark size={28} />
        </Link>
        <div className={styles.grow} />
        <ThemeToggle />
      </header>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer viewer={viewer} query={data} open={open} onOpenChange={setOpen} logout={logout} loggingOut={loggingOut} />
        </Suspense>
      ) : null}
    </>
  );
}
