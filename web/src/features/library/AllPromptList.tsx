import { SearchRegular } from '@fluentui/react-icons';
import { usePaginationFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { PromptCard } from './PromptCard';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { SectionHeading } from '../../ui/SectionHeading';
import { useLoadMore } from '../../ui/useLoadMore';
import { promptsMessages } from './promptsMessages';
import type { AllPromptListPaginationQuery } from './__generated__/AllPromptListPaginationQuery.graphql';
import type { AllPromptList_query$key } from './__generated__/AllPromptList_query.graphql';

/** 'Todos los Prompts' loads 5 at a time. */
export const ALL_PAGE_SIZE = 5;

/** 'Todos los Prompts': every prompt the viewer can see, 5 more per 'Cargar más prompts'. */
export function AllPromptList({ query }: { query: AllPromptList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AllPromptListPaginationQuery, AllPromptList_query$key>(
    graphql`
      fragment AllPromptList_query on Query
      @refetchable(queryName: "AllPromptListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        prompts(first: $count, after: $cursor) @connection(key: "AllPromptList_prompts") {
          edges {
            node {
              id
              ...PromptCard_prompt
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const loadMore = useLoadMore(loadNext, ALL_PAGE_SIZE);
  const heading = intl.formatMessage(promptsMessages.allPrompts);
  return (
    <section aria-labelledby="all-heading">
      <SectionHeading id="all-heading" title={heading} aside={intl.formatMessage(promptsMessages.allPromptsText)} />
      {data.prompts.edges.length === 0 ? (
        <EmptyState icon={<SearchRegular />} title={intl.formatMessage(promptsMessages.noPrompts)} />
      ) : (
        <CardGrid label={heading}>
          {data.prompts.edges.map(({ node }) => (
            <CardGridItem key={node.id}>
              <PromptCard prompt={node} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
      <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} />
    </section>
  );
}
