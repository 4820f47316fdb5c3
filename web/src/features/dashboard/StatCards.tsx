import { makeStyles, tokens } from '@fluentui/react-components';
import { BookmarkMultipleRegular, LibraryRegular, SparkleRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import type { StatCards_viewer$key } from './__generated__/StatCards_viewer.graphql';

const messages = defineMessages({
  label: { id: 'dashboard.stats.label', defaultMessage: 'Tus estadísticas' },
  available: { id: 'dashboard.stats.available', defaultMessage: 'Prompts Disponibles' },
  availableHint: { id: 'dashboard.stats.availableHint', defaultMessage: 'En la biblioteca, con tu plan' },
  optimized: { id: 'dashboard.stats.optimized', defaultMessage: 'Prompts Optimizados' },
  optimizedHint: { id: 'dashboard.stats.optimizedHint', defaultMessage: 'Desde que te registraste' },
  saved: { id: 'dashboard.stats.saved', defaultMessage: 'Prompts Guardados' },
  savedHint: { id: 'dashboard.stats.savedHint', defaultMessage: 'En Mis Prompts' },
  left: { id: 'dashboard.stats.left', defaultMessage: 'Optimizaciones Restantes' },
  leftMonth: { id: 'dashboard.stats.leftMonth', defaultMessage: 'Este mes' },
  leftDay: { id: 'dashboard.stats.leftDay', defaultMessage: 'Hoy' },
  unlimited: { id: 'dashboard.stats.unlimited', defaultMessage: 'Ilimitadas' },
});

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    // Two by two on phones: the four figures stay on one screen.
    '@media (max-width: 599px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px' },
    gap: '16px',
    margin: '0 0 24px',
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '14px',
    padding: '18px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 599px)': { flexDirection: 'column', gap: '8px', padding: '14px' },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '20px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  label: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightBold },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

interface Stat {
  key: string;
  icon: ReactElement;
  label: string;
  value: string;
  hint: string;
}

/** The dashboard's four figures. Unlimited optimizations read '∞' / 'Ilimitadas'. */
export function StatCards({ viewer: viewerKey }: { viewer: StatCards_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment StatCards_viewer on User {
        savedPromptsCount
        subscription {
          optimizationsLeft
        }
        plan {
          optimizationsPeriod
        }
        dashboard {
          availablePromptsCount
          optimizationsCount
        }
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const left = viewer.subscription.optimizationsLeft;
  const stats: Stat[] = [
    {
      key: 'available',
      icon: <LibraryRegular />,
      label: intl.formatMessage(messages.available),
      value: intl.formatNumber(viewer.dashboard.availablePromptsCount),
      hint: intl.formatMessage(messages.availableHint),
    },
    {
      key: 'optimized',
      icon: <SparkleRegular />,
      label: intl.formatMessage(messages.optimized),
      value: intl.formatNumber(viewer.dashboard.optimizationsCount),
      hint: intl.formatMessage(messages.optimizedHint),
    },
    {
      key: 'saved',
      icon: <BookmarkMultipleRegular />,
      label: intl.formatMessage(messages.saved),
      value: intl.formatNumber(viewer.savedPromptsCount),
      hint: intl.formatMessage(messages.savedHint),
    },
    {
      key: 'left',
      icon: <TicketDiagonalRegular />,
      label: intl.formatMessage(messages.left),
      value: left == null ? '∞' : intl.formatNumber(left),
      hint: intl.formatMessage(left == null ? messages.unlimited : viewer.plan.optimizationsPeriod === 'day' ? messages.leftDay : messages.leftMonth),
    },
  ];
  return (
    <ul className={styles.grid} aria-label={intl.formatMessage(messages.label)}>
      {stats.map((stat) => (
        <li key={stat.key} className={styles.card} data-testid={`stat-${stat.key}`}>
          <span className={styles.icon} aria-hidden="true">
            {stat.icon}
          </span>
          <span className={styles.text}>
            <span className={styles.label}>{stat.label}</span>
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.hint}>{stat.hint}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
