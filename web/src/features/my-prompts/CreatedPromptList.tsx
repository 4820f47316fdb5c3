import { Badge, Button } from '@fluentui/react-components';
import { AddRegular, EditRegular, PersonRegular } from '@fluentui/react-icons';
import { usePaginationFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { PromptCard } from '../library/PromptCard';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { libraryMessages } from '../library/libraryMessages';
import { useLoadMore } from '../../ui/useLoadMore';
import { useServerSearch } from '../../ui/useServerSearch';
import { NoSearchMatches } from './PromptListStates';
import { myPromptsMessages } from './myPromptsMessages';
import type { CreatedPromptListPaginationQuery } from './__generated__/CreatedPromptListPaginationQuery.graphql';
import type { CreatedPromptList_viewer$key } from './__generated__/CreatedPromptList_viewer.graphql';

export const CREATED_PAGE_SIZE = 24;

/** 'Prompts Creados': the viewer's own prompts that they have not also saved, newest first. */
/** The list's @connection key below, for the connection id My Prompts hands to its dialogs and cards. */
export const CREATED_PROMPTS_KEY = 'CreatedPromptList_createdPrompts';

export function CreatedPromptList({
  viewer: viewerKey,
  search,
  onCreate,
}: {
  viewer: CreatedPromptList_viewer$key;
  search: string;
  onCreate: () => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    CreatedPromptListPaginationQuery,
    CreatedPromptList_viewer$key
  >(
    graphql`
      fragment CreatedPromptList_viewer on User
      @refetchable(queryName: "CreatedPromptListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }, query: { type: "String" }) {
        createdPrompts(first: $count, after: $cursor, query: $query) @connection(key: "CreatedPromptList_createdPrompts", filters: []) {
          edges {
            node {
              id
              ...PromptCard_prompt
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const loadMore = useLoadMore(loadNext, CREATED_PAGE_SIZE);
  const prompts = data.createdPrompts.edges.map((edge) => edge.node);
  useServerSearch(search, refetch);

  if (prompts.length === 0 && !hasNext && !search) {
    return (
      <EmptyState
        icon={<EditRegular />}
        title={intl.formatMessage(myPromptsMessages.createdEmpty)}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={onCreate}>
            {intl.formatMessage(myPromptsMessages.createdEmptyAction)}
          </Button>
        }
      >
        {intl.formatMessage(myPromptsMessages.createdEmptyText)}
      </EmptyState>
    );
  }
  const label = (
    <Badge appearance="filled" color="success" shape="rounded" icon={<PersonRegular />} data-testid="card-label">
      {intl.formatMessage(libraryMessages.mine)}
    </Badge>
  );
  return (
    <>
      {prompts.length === 0 ? (
        <NoSearchMatches query={search} />
      ) : (
        <CardGrid label={intl.formatMessage(myPromptsMessages.createdTab)}>
          {prompts.map((prompt) => (
            <CardGridItem key={prompt.id}>
              <PromptCard prompt={prompt} label={label} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
      <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} />
    </>
  );
}
