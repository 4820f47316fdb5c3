import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { BookmarkRegular, HistoryRegular, SparkleRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useNotify } from '../../notify/useNotify';
import { EmptyState } from '../../ui/EmptyState';
import { SectionErrorBoundary } from '../../ui/ErrorBoundary';
import { SectionHeading } from '../../ui/SectionHeading';
import { detailsMessages } from './detailsMessages';
import { formatTimeAgo } from './relativeTime';
import type { RecentActivity_dashboard$key } from './__generated__/RecentActivity_dashboard.graphql';

// Loaded on the first 'Ver resultados' / 'Ver prompt': the dashboard's first load stays without them.
const OptimizationDetailsDialog = lazy(async () => ({ default: (await import('./activityDetails')).OptimizationDetailsDialog }));
const SavedPromptDetails = lazy(async () => ({ default: (await import('./activityDetails')).SavedPromptDetails }));

const messages = defineMessages({
  title: { id: 'dashboard.activity.title', defaultMessage: 'Actividad Reciente' },
  optimized: { id: 'dashboard.activity.optimized', defaultMessage: 'Optimizaste un prompt' },
  viewResults: { id: 'dashboard.activity.viewResults', defaultMessage: 'Ver resultados' },
  viewPrompt: { id: 'dashboard.activity.viewPrompt', defaultMessage: 'Ver prompt' },
  empty: { id: 'dashboard.activity.empty', defaultMessage: 'No hay actividad reciente' },
  emptyText: {
    id: 'dashboard.activity.emptyText',
    defaultMessage: 'Aquí verás los prompts que optimices y los que guardes en Mis Prompts.',
  },
});

const savedMessage = defineMessage<{ title: string }>({
  id: 'dashboard.activity.saved',
  defaultMessage: 'Añadiste "{title}" a Mis Prompts',
});

/** Recent Activity shows at most 6 items (the server sends no more; this keeps the promise). */
const MAX_ITEMS = 6;

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: '12px',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '12px',
    minWidth: 0,
    padding: '14px 16px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '18px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  body: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flexGrow: 1 },
  text: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  detail: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  action: { alignSelf: 'flex-start', marginTop: '4px', marginLeft: '-8px' },
});

/**
 * Recent Activity: optimizations ('Ver resultados' opens the 'Detalles del prompt'
 * dialog) and prompts saved to Mis Prompts ('Ver prompt' opens the prompt's detail dialog), newest
 * first, each with how long ago it happened in the interface's language.
 */
export function RecentActivity({ dashboard: dashboardKey }: { dashboard: RecentActivity_dashboard$key }) {
  const { recentActivity } = useFragment(
    graphql`
      fragment RecentActivity_dashboard on Dashboard {
        recentActivity {
          id
          kind
          title
          createdAt
          targetId
        }
      }
    `,
    dashboardKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  // What is open; each dialog stays mounted from its first opening on, so closing can fade out.
  const [optimizationId, setOptimizationId] = useState<string | null>(null);
  const [optimizationOpen, setOptimizationOpen] = useState(false);
  const [promptId, setPromptId] = useState<string | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  // Each click is a new try after a failed load.
  const [clicks, setClicks] = useState(0);
  const now = new Date();
  const items = recentActivity.slice(0, MAX_ITEMS);

  return (
    <section aria-labelledby="recent-activity">
      <SectionHeading id="recent-activity" title={intl.formatMessage(messages.title)} />
      {items.length === 0 ? (
        <EmptyState icon={<HistoryRegular />} title={intl.formatMessage(messages.empty)}>
          {intl.formatMessage(messages.emptyText)}
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const createdAt = new Date(item.createdAt);
            const optimization = item.kind === 'optimization';
            return (
              <li key={item.id} className={styles.item} data-testid="activity-item">
                <span className={styles.icon} aria-hidden="true">
                  {optimization ? <SparkleRegular /> : <BookmarkRegular />}
                </span>
                <span className={styles.body}>
                  <span className={styles.text}>
                    {optimization ? intl.formatMessage(messages.optimized) : intl.formatMessage(savedMessage, { title: item.title })}
                  </span>
                  {optimization ? (
                    <span className={styles.detail} title={item.title}>
                      {item.title}
                    </span>
                  ) : null}
                  <time className={styles.time} dateTime={item.createdAt} title={intl.formatDate(createdAt, { dateStyle: 'long', timeStyle: 'short' })}>
                    {formatTimeAgo(intl, createdAt, now)}
                  </time>
                  <Button
                    className={styles.action}
                    appearance="transparent"
                    size="small"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setClicks((count) => count + 1);
                      if (optimization) {
                        setOptimizationId(item.targetId);
                        setOptimizationOpen(true);
                      } else {
                        setPromptId(item.targetId);
                        setPromptOpen(true);
                      }
                    }}
                  >
                    {intl.formatMessage(optimization ? messages.viewResults : messages.viewPrompt)}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <SectionErrorBoundary resetKey={clicks} fallback={() => <OpenFailed />}>
        {optimizationId ? (
          <Suspense fallback={null}>
            <OptimizationDetailsDialog optimizationId={optimizationId} open={optimizationOpen} onOpenChange={setOptimizationOpen} />
          </Suspense>
        ) : null}
        {promptId ? (
          <Suspense fallback={null}>
            <SavedPromptDetails promptId={promptId} open={promptOpen} onOpenChange={setPromptOpen} />
          </Suspense>
        ) : null}
      </SectionErrorBoundary>
    </section>
  );
}

/** A dialog's code or a saved prompt could not be loaded: say so in a toast (the page stays as it was). */
function OpenFailed() {
  const intl = useIntl();
  const notify = useNotify();
  useEffect(() => {
    notify.error(intl.formatMessage(detailsMessages.loadFailed), intl.formatMessage(detailsMessages.loadFailedText));
  }, [intl, notify]);
  return null;
}
