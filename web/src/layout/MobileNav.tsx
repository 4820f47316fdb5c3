import {
  Avatar,
  Badge,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, NavigationRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../ui/BrandMark';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ThemeToggle } from '../ui/ThemeToggle';
import { NavList } from './NavList';
import { navMessages } from './navigation';
import { useLogout } from '../features/account/useLogout';
import { PlanCard } from '../features/plans/PlanCard';
import { planName } from '../features/plans/planText';
import type { MobileNav_query$key } from './__generated__/MobileNav_query.graphql';
import type { MobileNav_viewer$key } from './__generated__/MobileNav_viewer.graphql';

const messages = defineMessages({
  openMenu: { id: 'mobileNav.open', defaultMessage: 'Abrir menú' },
  closeMenu: { id: 'mobileNav.close', defaultMessage: 'Cerrar menú' },
  menu: { id: 'mobileNav.title', defaultMessage: 'Menú' },
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
  drawer: { width: 'min(320px, 86vw)' },
  body: { display: 'flex', flexDirection: 'column', gap: '20px', paddingBottom: '20px' },
  user: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '12px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    minWidth: 0,
  },
  names: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4px', minWidth: 0 },
  username: {
    fontWeight: tokens.fontWeightSemibold,
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    paddingTop: '16px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
});

/** The mobile top bar (below 768 px) and its slide-out menu. No admin link here. */
export function MobileNav({ viewer: viewerKey, query }: { viewer: MobileNav_viewer$key; query: MobileNav_query$key }) {
  const viewer = useFragment(
    graphql`
      fragment MobileNav_viewer on User {
        username
        isPremium
        plan {
          type
        }
        teamRole
      }
    `,
    viewerKey,
  );
  const data = useFragment(
    graphql`
      fragment MobileNav_query on Query {
        teamInvitations {
          __typename
        }
        ...PlanCard_query
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [logout, loggingOut] = useLogout();
  const close = () => setOpen(false);

  return (
    <>
      <header className={styles.bar} data-testid="mobile-bar">
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={intl.formatMessage(messages.openMenu)}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
        <Link to="/dashboard" className={styles.brand}>
          <BrandMark size={28} />
        </Link>
        <div className={styles.grow} />
        <ThemeToggle />
      </header>
      <OverlayDrawer
        className={styles.drawer}
        position="start"
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        aria-label={intl.formatMessage(messages.menu)}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage(messages.closeMenu)}
                onClick={close}
              />
            }
          >
            <BrandMark size={28} />
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          <div className={styles.user}>
            <Avatar initials={viewer.username.charAt(0).toUpperCase()} color="brand" size={40} aria-hidden="true" />
            <div className={styles.names}>
              <span className={styles.username}>{viewer.username}</span>
              <Badge appearance="tint" color={viewer.isPremium ? 'brand' : 'informative'} data-testid="mobile-plan">
                {planName(intl, viewer.plan.type)}
              </Badge>
            </div>
          </div>
          <NavList
            showAdmin={false}
            showTeam={viewer.teamRole != null || viewer.plan.type === 'enterprise' || data.teamInvitations.length > 0}
            onNavigate={close}
          />
          <div className={styles.footer}>
            <PlanCard query={data} onNavigate={close} />
            <div className={styles.row}>
              <LanguageSwitch loggedIn />
              <Button appearance="subtle" icon={<SignOutRegular />} onClick={logout} disabled={loggingOut}>
                {intl.formatMessage(navMessages.logout)}
              </Button>
            </div>
          </div>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
