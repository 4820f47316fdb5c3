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
import { popularMessage, promptsMessages } from './promptsMessages';
import type { CategoryPromptListPaginationQuery } from './__generated__/CategoryPromptListPaginationQuery.graphql';
import type { CategoryPromptList_category$key } from './__generated__/CategoryPromptList_category.graphql';

export const CATEGORY_PAGE_SIZE = 18;

/** 'Popular {category} Prompts': the category's library prompts and the viewer's own (merged by the server). */
export function CategoryPromptList({ category: categoryKey }: { category: CategoryPromptList_category$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    CategoryPromptListPaginationQuery,
    CategoryPromptList_category$key
  >(
    graphql`
      fragment CategoryPromptList_category on Category
      @refetchable(queryName: "CategoryPromptListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 18 }, cursor: { type: "String" }) {
        name
        prompts(first: $count, after: $cursor) @connection(key: "CategoryPromptList_prompts") {
          edges {
            node {
              id
              ...PromptCard_prompt
            }
          }
        }
      }
    `,
    categoryKey,
  );
  const intl = useIntl();
  const loadMore = useLoadMore(loadNext, CATEGORY_PAGE_SIZE);
  const heading = intl.formatMessage(popularMessage, { category: data.name });
  return (
    <section aria-labelledby="category-heading">
      <SectionHeading id="category-heading" title={heading} />
      {data.prompts.edges.length === 0 ? (
        <EmptyState icon={<SearchRegular />} title={intl.formatMessage(promptsMessages.noPrompts)}>
          {intl.formatMessage(promptsMessages.noPromptsText)}
        </EmptyState>
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
