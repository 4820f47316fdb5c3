import {
  Button,
  CounterBadge,
  Dropdown,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Option,
  SearchBox,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, BookmarkRegular, FolderRegular, LibraryRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePaginationFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ConnectionHandler } from 'relay-runtime';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useSelectedTabInView } from '../../ui/useSelectedTabInView';
import { UpgradeButton } from '../plans/UpgradeButton';
import { CreatePromptDialog } from './CreatePromptDialog';
import { ExportMenu } from './ExportMenu';
import { ImportMyPromptsDialog } from './ImportMyPromptsDialog';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { SavedPromptCard } from './SavedPromptCard';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useServerSearch } from '../../ui/useServerSearch';
import { useLoadMore } from '../../ui/useLoadMore';
import { useRouteQuery } from '../../router/routeQuery';
import { PromptListsContext } from '../library/promptLists';
import { CREATED_PROMPTS_KEY, CreatedPromptList } from './CreatedPromptList';
import { NoSearchMatches } from './PromptListStates';
import { filedEmptyMessage, limitTextMessage, myPromptsMessages, savedUsageMessage } from './myPromptsMessages';
import { CATEGORY_PARAM } from './myPromptsUrls';
import { transferMessages } from './transferMessages';
import { useSaveTargets } from '../library/SaveTargets';
import { SectionSpinner } from '../../ui/Spinners';
import type { MyPromptsPageQuery } from './__generated__/MyPromptsPageQuery.graphql';
import type { MyPromptsPageSavedPaginationQuery } from './__generated__/MyPromptsPageSavedPaginationQuery.graphql';
import type { MyPromptsPage_viewer$key } from './__generated__/MyPromptsPage_viewer.graphql';

export const myPromptsPageQuery = graphql`
  query MyPromptsPageQuery($customCategory: String) {
    viewer {
      id
      teamRole
      ...MyPromptsPage_viewer @arguments(customCategory: $customCategory)
      ...CreatedPromptList_viewer
    }
    ...CreatePromptDialog_query
    ...ImportMyPromptsDialog_query
  }
`;

export const SAVED_PAGE_SIZE = 24;
/** The saved list's @connection key below, for the connection id this page hands to its cards. */
const SAVED_PROMPTS_KEY = 'MyPromptsPage_savedPrompts';
type MyPromptsTab = 'saved' | 'created' | 'team';
/** The team space loads with its tab: most people are in no team. */
const TeamSpace = lazy(async () => ({ default: (await import('../team/TeamSpace')).TeamSpace }));

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px 16px',
    marginBottom: '20px',
    paddingBottom: '4px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  tabs: {
    maxWidth: '100%',
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    marginBottom: '-5px',
    // On the narrowest phones the two tabs fit without their icons.
    '@media (max-width: 400px)': { '& .fui-Tab__icon': { display: 'none' } },
  },
  tools: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    paddingBottom: '8px',
    flexWrap: 'wrap',
    '@media (max-width: 640px)': { width: '100%' },
  },
  search: { width: '240px', '@media (max-width: 640px)': { width: 'auto', flexGrow: 1, minWidth: 0 } },
  filter: { minWidth: '180px', maxWidth: '220px', '@media (max-width: 640px)': { minWidth: 0, flexGrow: 1 } },
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
  alert: { marginBottom: '20px' },
  usage: { margin: '0 0 16px', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Mis Prompts: the viewer's saved prompts and the ones they wrote, searchable. */
export function MyPromptsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const data = useRouteQuery<MyPromptsPageQuery>(myPromptsPageQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const inTeam = data.viewer?.teamRole != null;
  const tab: MyPromptsTab = requestedTab === 'created' ? 'created' : requestedTab === 'team' && inTeam ? 'team' : 'saved';
  const filter = searchParams.get(CATEGORY_PARAM) || null;
  const [search, setSearch] = useState('');
  // Both lists search on the server over everything the viewer has, once typing stops.
  const query = useDebouncedValue(search.trim());
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importSession, setImportSession] = useState(0);
  useDocumentTitle(intl.formatMessage(myPromptsMessages.title));
  // Three tabs do not fit a phone in Spanish: the bar scrolls, and the selected one ('Equipo' from a link) must show.
  const tabsRef = useSelectedTabInView(tab);
  const { viewer } = data;
  if (!viewer) return null;

  const selectTab = (next: MyPromptsTab) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'saved') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  const selectCategory = (name: string | null) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (name) updated.set(CATEGORY_PARAM, name);
      else updated.delete(CATEGORY_PARAM);
      return updated;
    });
  // This page owns both lists; saving and unsaving from its cards updates them (see promptLists.ts).
  const lists = {
    saved: [ConnectionHandler.getConnectionID(viewer.id, SAVED_PROMPTS_KEY, { customCategory: filter })],
    created: [ConnectionHandler.getConnectionID(viewer.id, CREATED_PROMPTS_KEY)],
  };

  return (
    <PromptListsContext value={lists}>
      <PageHeader
        title={intl.formatMessage(myPromptsMessages.title)}
        subtitle={intl.formatMessage(myPromptsMessages.subtitle)}
        actions={
          <>
            <ExportMenu />
            <Button
              icon={<ArrowUploadRegular />}
              onClick={() => {
                setImportSession((session) => session + 1);
                setImporting(true);
              }}
            >
              {intl.formatMessage(transferMessages.import)}
            </Button>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
              {intl.formatMessage(myPromptsMessages.createNew)}
            </Button>
          </>
        }
      />
      <SavedPromptsSection
        viewer={viewer}
        tab={tab}
        search={query}
        filter={filter}
        renderToolbar={(savedCount) => (
          <div className={styles.toolbar}>
            <TabList
              ref={tabsRef}
              className={styles.tabs}
              selectedValue={tab}
              onTabSelect={(_, selected) => selectTab(selected.value as MyPromptsTab)}
              aria-label={intl.formatMessage(myPromptsMessages.tabs)}
            >
              <Tab value="saved" icon={<BookmarkRegular />}>
                <span className={styles.tabLabel}>
                  {intl.formatMessage(myPromptsMessages.savedTab)}
                  <CounterBadge count={savedCount} showZero size="small" appearance="ghost" color="informative" />
                </span>
              </Tab>
              <Tab value="created" icon={<LibraryRegular />}>
                {intl.formatMessage(myPromptsMessages.createdTab)}
              </Tab>
              {inTeam ? (
                <Tab value="team" icon={<PeopleTeamRegular />}>
                  {intl.formatMessage(myPromptsMessages.teamTab)}
                </Tab>
              ) : null}
            </TabList>
            {tab === 'team' ? null : (
              <div className={styles.tools}>
                <SearchBox
                  className={styles.search}
                  value={search}
                  onChange={(_, change) => setSearch(change.value)}
                  placeholder={intl.formatMessage(myPromptsMessages.searchPlaceholder)}
                  aria-label={intl.formatMessage(myPromptsMessages.searchLabel)}
                  data-testid="my-prompts-search"
                />
                {tab === 'saved' ? <CategoryFilter value={filter} onChange={selectCategory} /> : null}
                <ButtonLink to="/categories" appearance="secondary" icon={<FolderRegular />}>
                  {intl.formatMessage(myPromptsMessages.manageCategories)}
                </ButtonLink>
              </div>
            )}
          </div>
        )}
      />
      {tab === 'created' ? <CreatedPromptList viewer={viewer} search={query} onCreate={() => setCreating(true)} /> : null}
      {tab === 'team' ? (
        <Suspense fallback={<SectionSpinner />}>
          <TeamSpace />
        </Suspense>
      ) : null}
      <CreatePromptDialog
        query={data}
        open={creating}
        onOpenChange={setCreating}
        connections={lists.created}
        onCreated={() => {
          setSearch('');
          selectTab('created');
        }}
      />
      {/* A new key per opening starts it empty; it stays mounted once closed, so focus can go back to «Importar». */}
      <ImportMyPromptsDialog key={importSession} query={data} open={importing} onOpenChange={setImporting} />
    </PromptListsContext>
  );
}

/**
 * Owns the saved-prompts list: the plan-limit alert and the tab bar read its count, and on the
 * 'saved' tab it renders the cards (the server's matches for the search box) with their load-more button.
 */
function SavedPromptsSection({
  viewer: viewerKey,
  tab,
  search,
  filter,
  renderToolbar,
}: {
  viewer: MyPromptsPage_viewer$key;
  tab: MyPromptsTab;
  search: string;
  filter: string | null;
  renderToolbar: (savedCount: number) => ReactNode;
}) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    MyPromptsPageSavedPaginationQuery,
    MyPromptsPage_viewer$key
  >(
    graphql`
      fragment MyPromptsPage_viewer on User
      @refetchable(queryName: "MyPromptsPageSavedPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        customCategory: { type: "String" }
        query: { type: "String" }
      ) {
        savedPromptsLimit
        savedPromptsCount
        savedPrompts(first: $count, after: $cursor, customCategory: $customCategory, query: $query)
          @connection(key: "MyPromptsPage_savedPrompts", filters: ["customCategory"]) {
          edges {
            node {
              id
              ...SavedPromptCard_savedPrompt
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const loadMore = useLoadMore(loadNext, SAVED_PAGE_SIZE);
  useServerSearch(search, refetch);
  // Unsaving deletes the SavedPrompt record: a category-filtered copy of this list (which the
  // mutation's updater does not know) keeps an edge without a node until it is fetched again.
  const saved = data.savedPrompts.edges
    .map((edge) => edge.node as typeof edge.node | null)
    .filter((node): node is NonNullable<typeof node> => node != null);

  let body = null;
  if (tab === 'saved') {
    if (saved.length === 0 && !hasNext && !search && filter) {
      body = (
        <EmptyState icon={<FolderRegular />} title={intl.formatMessage(myPromptsMessages.filedEmpty)}>
          {intl.formatMessage(filedEmptyMessage, { category: filter })}
        </EmptyState>
      );
    } else if (saved.length === 0 && !hasNext && !search) {
      body = (
        <EmptyState
          icon={<BookmarkRegular />}
          title={intl.formatMessage(myPromptsMessages.savedEmpty)}
          actions={
            <ButtonLink to="/prompts" appearance="primary" icon={<LibraryRegular />}>
              {intl.formatMessage(myPromptsMessages.savedEmptyAction)}
            </ButtonLink>
          }
        >
          {intl.formatMessage(myPromptsMessages.savedEmptyText)}
        </EmptyState>
      );
    } else {
      body = (
        <>
          <SavedLimit count={data.savedPromptsCount} limit={data.savedPromptsLimit ?? null} placement="usage" />
          {saved.length === 0 ? (
            <NoSearchMatches query={search} />
          ) : (
            <CardGrid label={intl.formatMessage(myPromptsMessages.savedTab)}>
              {saved.map((node) => (
                <CardGridItem key={node.id}>
                  <SavedPromptCard savedPrompt={node} />
                </CardGridItem>
              ))}
            </CardGrid>
          )}
          <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} />
        </>
      );
    }
  }
  return (
    <>
      <SavedLimit count={data.savedPromptsCount} limit={data.savedPromptsLimit ?? null} placement="alert" />
      {renderToolbar(data.savedPromptsCount)}
      {body}
    </>
  );
}

/** 'Todas las categorías' or one personal category: which saved prompts the list shows. */
function CategoryFilter({ value, onChange }: { value: string | null; onChange: (name: string | null) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { categories } = useSaveTargets();
  const all = intl.formatMessage(myPromptsMessages.allCategories);
  return (
    <Dropdown
      className={styles.filter}
      aria-label={intl.formatMessage(myPromptsMessages.filterLabel)}
      value={value ?? all}
      selectedOptions={[value ?? '']}
      onOptionSelect={(_, data) => onChange(data.optionValue || null)}
      data-testid="category-filter"
    >
      <Option value="" text={all}>
        {all}
      </Option>
      {categories.map((category) => (
        <Option key={category.id} value={category.name}>
          {category.name}
        </Option>
      ))}
    </Dropdown>
  );
}

/**
 * Free users with 10 or more saved prompts see 'Límite del Plan Gratis Alcanzado' with
 * an upgrade button; below the limit, a quiet count of what they have used.
 */
function SavedLimit({ count, limit, placement }: { count: number; limit: number | null; placement: 'alert' | 'usage' }) {
  const intl = useIntl();
  const styles = useStyles();
  if (limit === null) return null;
  const reached = count >= limit;
  if (placement === 'usage') {
    return reached ? null : <p className={styles.usage}>{intl.formatMessage(savedUsageMessage, { count, limit })}</p>;
  }
  if (!reached) return null;
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.alert} data-testid="saved-limit-alert">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(myPromptsMessages.limitTitle)}</MessageBarTitle>
        {intl.formatMessage(limitTextMessage, { count, limit })}
      </MessageBarBody>
      <MessageBarActions>
        <UpgradeButton size="small">{intl.formatMessage(myPromptsMessages.limitAction)}</UpgradeButton>
      </MessageBarActions>
    </MessageBar>
  );
}
