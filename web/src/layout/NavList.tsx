import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import { graphql } from '../relay/graphql';
import type { NavList_query$key } from './__generated__/NavList_query.graphql';
import { navItems, navMessages } from './navigation';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    minHeight: '40px',
    padding: '0 12px',
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightMedium,
    transitionProperty: 'background-color, color',
    transitionDuration: tokens.durationFaster,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground1 },
  },
  icon: { fontSize: '20px', display: 'inline-flex', flexShrink: 0 },
});

/**
 * The main navigation links. 'Panel Administrativo' is for an admin where `adminLink` allows it;
 * the Team page for team members, Enterprise subscribers and people with a team invitation.
 */
export function NavList({ query, adminLink, onNavigate }: { query: NavList_query$key; adminLink: boolean; onNavigate?: () => void }) {
  const { viewer, teamInvitations } = useFragment(
    graphql`
      fragment NavList_query on Query {
        viewer {
          isAdmin
          planType
          teamRole
        }
        teamInvitations {
          __typename
        }
      }
    `,
    query,
  );
  const showAdmin = adminLink && viewer?.isAdmin === true;
  const showTeam = viewer?.teamRole != null || viewer?.planType === 'enterprise' || teamInvitations.length > 0;
  const intl = useIntl();
  const styles = useStyles();
  return (
    <nav aria-label={intl.formatMessage(navMessages.mainNav)}>
      <ul className={styles.list}>
        {navItems
          .filter((item) => (showAdmin || !item.adminOnly) && (showTeam || !item.teamOnly))
          .map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
              >
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
                {intl.formatMessage(item.label)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
