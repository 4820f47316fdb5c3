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
import { DismissRegular, SignOutRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { BrandMark } from '../ui/BrandMark';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { NavList } from './NavList';
import { navMessages } from './navigation';
import { PlanCard } from '../features/plans/PlanCard';
import { planName } from '../features/plans/planText';
import { useFragment } from 'react-relay';
import { graphql } from '../relay/graphql';
import type { MobileNavDrawer_query$key } from './__generated__/MobileNavDrawer_query.graphql';
import type { MobileNavDrawer_viewer$key } from './__generated__/MobileNavDrawer_viewer.graphql';

const messages = defineMessages({
  closeMenu: { id: 'mobileNav.close', defaultMessage: 'Cerrar menú' },
  menu: { id: 'mobileNav.title', defaultMessage: 'Menú' },
});

const useStyles = makeStyles({
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

export interface MobileNavDrawerProps {
  viewer: MobileNavDrawer_viewer$key;
  query: MobileNavDrawer_query$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  logout: () => void;
  loggingOut: boolean;
}

/** MobileNav's slide-out menu: its code (Fluent's drawer and dialog) loads on the first opening, off the pages' first load. */
export function MobileNavDrawer({ viewer: viewerKey, query, open, onOpenChange, logout, loggingOut }: MobileNavDrawerProps) {
  const viewer = useFragment(
    graphql`
      fragment MobileNavDrawer_viewer on User {
        username
        isPremium
        plan {
          type
        }
      }
    `,
    viewerKey,
  );
  const data = useFragment(
    graphql`
      fragment MobileNavDrawer_query on Query {
        ...NavList_query
        ...PlanCard_query
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const close = () => onOpenChange(false);
  return (
    <OverlayDrawer
      className={styles.drawer}
      position="start"
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
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
        <NavList query={data} adminLink={false} onNavigate={close} />
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
  );
}
