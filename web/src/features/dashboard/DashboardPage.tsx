import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { BookmarkMultipleRegular, LibraryRegular, PremiumRegular, SparkleRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { graphql } from '../../relay/graphql';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { UPGRADE_PATH } from '../../layout/navigation';
import { useRouteQuery } from '../../router/routeQuery';
import { PlanCard } from '../plans/PlanCard';
import { welcomeForm } from '../account/greeting';
import { RecentActivity } from './RecentActivity';
import { EmailVerificationBanner } from '../account/verification/EmailVerificationBanner';
import { StatCards } from './StatCards';
import { TeamInvitationsBanner } from '../team/TeamInvitationsBanner';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

export const dashboardPageQuery = graphql`
  query DashboardPageQuery {
    viewer {
      username
      displayName
      isPremium
      dashboard {
        ideasGeneratedToday
        lastOptimization {
          title
        }
        ...RecentActivity_dashboard
      }
      ...StatCards_viewer
      ...EmailVerificationBanner_viewer
    }
    ...PlanCard_query
    ...TeamInvitationsBanner_query
  }
`;

const messages = defineMessages({
  documentTitle: { id: 'dashboard.documentTitle', defaultMessage: 'Dashboard' },
  seeIdeas: { id: 'dashboard.seeIdeas', defaultMessage: 'Ver ideas' },
  optimize: { id: 'dashboard.optimize', defaultMessage: 'Optimizar un prompt' },
  quickActions: { id: 'dashboard.quickActions', defaultMessage: 'Acciones rápidas' },
  actionBrowse: { id: 'dashboard.action.browse', defaultMessage: 'Explorar Prompts' },
  actionBrowseText: { id: 'dashboard.action.browseText', defaultMessage: 'Encuentra prompts por categoría' },
  actionMine: { id: 'dashboard.action.mine', defaultMessage: 'Mis Prompts' },
  actionMineText: { id: 'dashboard.action.mineText', defaultMessage: 'Tus prompts guardados y creados' },
  actionOptimize: { id: 'dashboard.action.optimize', defaultMessage: 'Optimizar un Prompt' },
  actionOptimizeText: { id: 'dashboard.action.optimizeText', defaultMessage: 'Reescribe un prompt para que sea más claro' },
  actionSubscription: { id: 'dashboard.action.subscription', defaultMessage: 'Suscripción' },
  actionSubscriptionText: { id: 'dashboard.action.subscriptionText', defaultMessage: 'Tu plan y facturación' },
  yourPlan: { id: 'dashboard.yourPlan', defaultMessage: 'Tu Plan' },
  upgradeToPro: { id: 'dashboard.upgradeToPro', defaultMessage: 'Actualizar a Pro' },
});

const ideasTodayMessage = defineMessage<{ count: number }>({
  id: 'dashboard.ideasToday',
  defaultMessage:
    '{count, plural, =0 {Hoy todavía no has generado ideas nuevas.} one {Hoy has generado # idea nueva.} other {Hoy has generado # ideas nuevas.}}',
});

const lastOptimizedMessage = defineMessage<{ title: string }>({
  id: 'dashboard.lastOptimized',
  defaultMessage: 'Tu último prompt optimizado: "{title}"',
});

// The name the sign-in toast greets with: the display name, else the username.
const greetingMessage = defineMessage<{ form: string; name: string }>({
  id: 'dashboard.greeting',
  defaultMessage: '{form, select, feminine {Bienvenida} other {Bienvenido}}, {name}',
});

const useStyles = makeStyles({
  banner: { marginBottom: '16px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr',
    gap: '20px',
    marginBottom: '28px',
    '@media (max-width: 1023px)': { gridTemplateColumns: '1fr' },
  },
  line: { display: 'block' },
  lastOptimized: { display: 'block', overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase300 },
  card: {
    padding: '20px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '12px',
    '@media (max-width: 520px)': { gridTemplateColumns: '1fr' },
  },
  tile: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    transitionProperty: 'border-color, background-color',
    transitionDuration: tokens.durationFaster,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke2), backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  tileIcon: {
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
  tileText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  tileTitle: { fontWeight: tokens.fontWeightSemibold },
  tileHint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

interface Tile {
  to: string;
  title: MessageDescriptor;
  hint: MessageDescriptor;
  icon: ReactElement;
}

const tiles: Tile[] = [
  { to: '/prompts', title: messages.actionBrowse, hint: messages.actionBrowseText, icon: <LibraryRegular /> },
  { to: '/my-prompts', title: messages.actionMine, hint: messages.actionMineText, icon: <BookmarkMultipleRegular /> },
  { to: '/optimize', title: messages.actionOptimize, hint: messages.actionOptimizeText, icon: <SparkleRegular /> },
  { to: UPGRADE_PATH, title: messages.actionSubscription, hint: messages.actionSubscriptionText, icon: <PremiumRegular /> },
];

export function DashboardPage() {
  const intl = useIntl();
  const styles = useStyles();
  const data = useRouteQuery<DashboardPageQuery>(dashboardPageQuery);
  const { viewer } = data;
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  if (!viewer) return null;

  const form = welcomeForm(viewer.username);
  const { dashboard } = viewer;

  return (
    <>
      <PageHeader
        title={intl.formatMessage(greetingMessage, { form, name: viewer.displayName || viewer.username })}
        subtitle={
          <>
            <span className={styles.line}>{intl.formatMessage(ideasTodayMessage, { count: dashboard.ideasGeneratedToday })}</span>
            {dashboard.lastOptimization ? (
              <span className={styles.lastOptimized} data-testid="last-optimized">
                {intl.formatMessage(lastOptimizedMessage, { title: dashboard.lastOptimization.title })}
              </span>
            ) : null}
          </>
        }
        actions={
          <>
            <ButtonLink to="/prompts" appearance="secondary" icon={<LibraryRegular />}>
              {intl.formatMessage(messages.seeIdeas)}
            </ButtonLink>
            <ButtonLink to="/optimize" appearance="primary" icon={<SparkleRegular />}>
              {intl.formatMessage(messages.optimize)}
            </ButtonLink>
          </>
        }
      />
      <EmailVerificationBanner viewer={viewer} className={styles.banner} />
      <TeamInvitationsBanner query={data} />
      <StatCards viewer={viewer} />
      <div className={styles.grid}>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{intl.formatMessage(messages.quickActions)}</h2>
          <div className={styles.tiles}>
            {tiles.map((tile) => (
              <Link key={tile.to} to={tile.to} className={styles.tile}>
                <span className={styles.tileIcon} aria-hidden="true">
                  {tile.icon}
                </span>
                <span className={styles.tileText}>
                  <span className={styles.tileTitle}>{intl.formatMessage(tile.title)}</span>
                  <span className={styles.tileHint}>{intl.formatMessage(tile.hint)}</span>
                </span>
              </Link>
            ))}
          </div>
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{intl.formatMessage(messages.yourPlan)}</h2>
          <PlanCard query={data} upgradeLabel={viewer.isPremium ? undefined : intl.formatMessage(messages.upgradeToPro)} />
        </section>
      </div>
      <RecentActivity dashboard={dashboard} />
    </>
  );
}
