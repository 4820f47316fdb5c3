import { Avatar, Button, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../ui/BrandMark';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { ThemeToggle } from '../ui/ThemeToggle';
import { NavList } from './NavList';
import { navMessages } from './navigation';
import { PlanCard } from '../features/plans/PlanCard';
import type { Sidebar_query$key } from './__generated__/Sidebar_query.graphql';
import { useLogout } from '../features/account/useLogout';
import type { Sidebar_viewer$key } from './__generated__/Sidebar_viewer.graphql';

const messages = defineMessages({
  home: { id: 'sidebar.home', defaultMessage: 'Promptario, ir al dashboard' },
});

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    height: '100dvh',
    width: '264px',
    flexShrink: 0,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '20px',
    padding: '20px 16px 16px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brand: {
    display: 'inline-flex',
    padding: '4px 8px',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  grow: { flexGrow: 1 },
  plan: {
    padding: '14px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground2}, ${tokens.colorNeutralBackground1})`,
    border: `1px solid ${tokens.colorBrandStroke2}`,
  },
  user: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '12px 4px 0',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  username: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  displayName: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  controls: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
});

/** The desktop sidebar (768 px and wider). */
export function Sidebar({ viewer: viewerKey, query }: { viewer: Sidebar_viewer$key; query: Sidebar_query$key }) {
  const viewer = useFragment(
    graphql`
      fragment Sidebar_viewer on User {
        username
        displayName
      }
    `,
    viewerKey,
  );
  const data = useFragment(
    graphql`
      fragment Sidebar_query on Query {
        ...NavList_query
        ...PlanCard_query
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const [logout, loggingOut] = useLogout();
  const logoutLabel = intl.formatMessage(navMessages.logout);

  return (
    <aside className={styles.root} data-testid="sidebar">
      <Link to="/dashboard" className={styles.brand} aria-label={intl.formatMessage(messages.home)}>
        <BrandMark />
      </Link>
      <NavList query={data} adminLink />
      <div className={styles.grow} />
      <section className={styles.plan}>
        <PlanCard query={data} />
      </section>
      <div className={styles.user}>
        <Avatar initials={viewer.username.charAt(0).toUpperCase()} color="brand" size={36} aria-hidden="true" />
        <div className={styles.names}>
          <span className={styles.username} data-testid="sidebar-username">
            {viewer.username}
          </span>
          {viewer.displayName ? <span className={styles.displayName}>{viewer.displayName}</span> : null}
        </div>
        {/* A native title, not Fluent's Tooltip: its positioning code would weigh on every page's first load. */}
        <Button appearance="subtle" icon={<SignOutRegular />} onClick={logout} disabled={loggingOut} aria-label={logoutLabel} title={logoutLabel} />
      </div>
      <div className={styles.controls}>
        <LanguageSwitch loggedIn />
        <ThemeToggle />
      </div>
    </aside>
  );
}
