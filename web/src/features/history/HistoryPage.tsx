import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowReplyRegular, BookmarkRegular, DeleteRegular, HistoryRegular, SparkleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { ConnectionHandler } from 'relay-runtime';
import { graphql } from '../../relay/graphql';
import { useMutation } from '../../relay/useMutation';
import { useRouteQuery } from '../../router/routeQuery';
import { useNotify } from '../../notify/useNotify';
import { AppDialog } from '../../ui/AppDialog';
import { ButtonLink } from '../../ui/ButtonLink';
import { DangerButton } from '../../ui/DangerButton';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { PageHeader } from '../../ui/PageHeader';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useLoadMore } from '../../ui/useLoadMore';
import { useServerSearch } from '../../ui/useServerSearch';
import { OptimizationDetailsDialog } from '../dashboard/OptimizationDetailsDialog';
import { formatTimeAgo } from '../dashboard/relativeTime';
import { SaveOptimizedButton, type SaveCategory } from '../optimizer/SaveOptimizedButton';
import { deleteOptimizationTextMessage, historyCountMessage, historyMessages, historyNoMatchesMessage } from './historyMessages';
import type { HistoryPageDeleteMutation } from './__generated__/HistoryPageDeleteMutation.graphql';
import type { HistoryPagePaginationQuery } from './__generated__/HistoryPagePaginationQuery.graphql';
import type { HistoryPageQuery } from './__generated__/HistoryPageQuery.graphql';
import type { HistoryPage_viewer$key } from './__generated__/HistoryPage_viewer.graphql';

export const HISTORY_PAGE_SIZE = 20;
const HISTORY_KEY = 'HistoryPage_optimizations';

export const historyPageQuery = graphql`
  query HistoryPageQuery {
    viewer {
      ...HistoryPage_viewer
    }
    # Where Save files an optimized prompt, as on the optimizer.
    categories {
      id
      name
    }
  }
`;

const deleteMutation = graphql`
  mutation HistoryPageDeleteMutation($input: DeleteOptimizationInput!, $connections: [ID!]!) {
    deleteOptimization(input: $input) {
      __typename
      ... on MutationDeleteOptimizationSuccess {
        data {
          deletedId @deleteEdge(connections: $connections)
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px', marginBottom: '16px' },
  search: { width: '320px', '@media (max-width: 640px)': { width: '100%' } },
  count: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  main: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  title: { maxWidth: '100%', justifyContent: 'flex-start', textAlign: 'start', overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, paddingLeft: '8px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  saveContent: { display: 'flex', flexDirection: 'column', gap: '12px' },
  saveIntro: { margin: 0, color: tokens.colorNeutralForeground3 },
  savePreview: {
    margin: 0,
    maxHeight: '240px',
    overflowY: 'auto',
    padding: '12px',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: 'inherit',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** Historial: every optimization the viewer ran, newest first, searchable by text on the server. */
export function HistoryPage() {
  const intl = useIntl();
  const { viewer, categories } = useRouteQuery<HistoryPageQuery>(historyPageQuery);
  useDocumentTitle(intl.formatMessage(historyMessages.title));
  if (!viewer) return null;
  return (
    <>
      <PageHeader title={intl.formatMessage(historyMessages.title)} subtitle={intl.formatMessage(historyMessages.subtitle)} />
      <HistoryList viewer={viewer} categories={categories} />
    </>
  );
}

function HistoryList({ viewer: viewerKey, categories }: { viewer: HistoryPage_viewer$key; categories: readonly SaveCategory[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<HistoryPagePaginationQuery, HistoryPage_viewer$key>(
    graphql`
      fragment HistoryPage_viewer on User
      @refetchable(queryName: "HistoryPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, query: { type: "String" }) {
        id
        optimizations(first: $count, after: $cursor, query: $query) @connection(key: "HistoryPage_optimizations", filters: []) {
          totalCount
          edges {
            node {
              id
              title
              originalContent
              improvedPrompt
              createdAt
              basedOn {
                categories {
                  id
                }
              }
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const loadMore = useLoadMore(loadNext, HISTORY_PAGE_SIZE);
  const [text, setText] = useState('');
  // The search runs on the server over the whole history, once typing stops.
  const searched = useDebouncedValue(text.trim());
  useServerSearch(searched, refetch);
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [saving, setSaving] = useState<SavedOptimization | null>(null);

  const optimizations = data.optimizations.edges.map((edge) => edge.node);
  const connection = ConnectionHandler.getConnectionID(data.id, HISTORY_KEY);

  if (optimizations.length === 0 && !hasNext && !searched && !text) {
    return (
      <EmptyState
        icon={<HistoryRegular />}
        title={intl.formatMessage(historyMessages.empty)}
        actions={
          <ButtonLink to="/optimize" appearance="primary" icon={<SparkleRegular />}>
            {intl.formatMessage(historyMessages.emptyAction)}
          </ButtonLink>
        }
      >
        {intl.formatMessage(historyMessages.emptyText)}
      </EmptyState>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          value={text}
          onChange={(_, change) => setText(change.value)}
          placeholder={intl.formatMessage(historyMessages.searchPlaceholder)}
          aria-label={intl.formatMessage(historyMessages.searchLabel)}
          data-testid="history-search"
        />
        <span className={styles.count} data-testid="history-count">
          {intl.formatMessage(historyCountMessage, { count: data.optimizations.totalCount })}
        </span>
      </div>
      {optimizations.length === 0 ? (
        <p data-testid="history-no-matches">{intl.formatMessage(historyNoMatchesMessage, { query: searched })}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(historyMessages.list)}>
          {optimizations.map((optimization) => (
            <li key={optimization.id} className={styles.row} data-testid="history-row">
              <div className={styles.main}>
                <Button appearance="transparent" className={styles.title} onClick={() => setOpened(optimization.id)}>
                  {optimization.title}
                </Button>
                <time className={styles.time} dateTime={String(optimization.createdAt)}>
                  {formatTimeAgo(intl, new Date(String(optimization.createdAt)))}
                </time>
              </div>
              <div className={styles.actions}>
                <Button
                  appearance="subtle"
                  icon={<ArrowReplyRegular />}
                  onClick={() => navigate(`/optimize?prompt=${encodeURIComponent(optimization.originalContent)}`)}
                >
                  {intl.formatMessage(historyMessages.reuse)}
                </Button>
                <Button appearance="subtle" icon={<BookmarkRegular />} onClick={() => setSaving(optimization)}>
                  {intl.formatMessage(historyMessages.save)}
                </Button>
                <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting({ id: optimization.id, title: optimization.title })}>
                  {intl.formatMessage(historyMessages.delete)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} label={intl.formatMessage(historyMessages.loadMore)} />
      {opened ? <OptimizationDetailsDialog optimizationId={opened} open onOpenChange={(open) => setOpened(open ? opened : null)} /> : null}
      {saving ? <SaveOptimizationDialog optimization={saving} categories={categories} onClose={() => setSaving(null)} /> : null}
      {deleting ? <DeleteOptimizationDialog optimization={deleting} connection={connection} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

interface SavedOptimization {
  readonly originalContent: string;
  readonly improvedPrompt: string;
  readonly basedOn: { readonly categories: readonly { readonly id: string }[] } | null | undefined;
}

/** Save from the history: the optimizer's own Save (title from the request, category picker), in a dialog. */
function SaveOptimizationDialog({
  optimization,
  categories,
  onClose,
}: {
  optimization: SavedOptimization;
  categories: readonly SaveCategory[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  // As on the optimizer: the category of the library prompt the result drew on, else the first one.
  const referenceCategory = optimization.basedOn?.categories.find((category) => categories.some((option) => option.id === category.id));
  const defaultCategoryId = referenceCategory?.id ?? categories[0]?.id ?? null;
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(historyMessages.saveHeading)}</DialogTitle>
        <DialogContent className={styles.saveContent}>
          <p className={styles.saveIntro}>{intl.formatMessage(historyMessages.saveIntro)}</p>
          <pre className={styles.savePreview}>{optimization.improvedPrompt}</pre>
          {defaultCategoryId ? (
            <SaveOptimizedButton
              original={optimization.originalContent}
              improved={optimization.improvedPrompt}
              categories={categories}
              defaultCategoryId={defaultCategoryId}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(historyMessages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}

function DeleteOptimizationDialog({ optimization, connection, onClose }: { optimization: { id: string; title: string }; connection: string; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [deleteOptimization, isInFlight] = useMutation<HistoryPageDeleteMutation>(deleteMutation, {
    failureTitle: historyMessages.deleteFailed,
    configure: () => ({
      updater: (store) => {
        const payload = store.getRootField('deleteOptimization');
        if (payload?.getValue('__typename') !== 'MutationDeleteOptimizationSuccess') return;
        const list = store.get(connection);
        const total = list?.getValue('totalCount');
        if (list && typeof total === 'number') list.setValue(total - 1, 'totalCount');
      },
    }),
  });
  const confirm = async () => {
    const result = await deleteOptimization({ input: { id: optimization.id }, connections: [connection] });
    onClose();
    if (result.ok) notify.success(intl.formatMessage(historyMessages.deleted), optimization.title);
  };
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} size="narrow" alert>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(historyMessages.deleteHeading)}</DialogTitle>
        <DialogContent>{intl.formatMessage(deleteOptimizationTextMessage, { title: optimization.title })}</DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(historyMessages.cancel)}
          </Button>
          {isInFlight ? null : (
            <DangerButton icon={<DeleteRegular />} onClick={confirm} testId="confirm-delete-optimization">
              {intl.formatMessage(historyMessages.confirmDelete)}
            </DangerButton>
          )}
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
