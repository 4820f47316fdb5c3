import { SearchRegular } from '@fluentui/react-icons';
import { usePaginationFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { LockedTeasers } from './LockedTeasers';
import { PromptCard } from './PromptCard';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { SectionHeading } from '../../ui/SectionHeading';
import { useLoadMore } from '../../ui/useLoadMore';
import { popularMessage, promptsMessages } from './promptsMessages';
import type { CategoryPromptListPaginationQuery } from './__generated__/CategoryPromptListPaginationQuery.graphql';
import type { CategoryPromptList_category$key } from './__generated__/CategoryPromptList_category.graphql';

export const CATEGORY_PAGE_SIZE = 18;
/** The list's @connection key below: deleting one of the viewer's prompts takes it out of the list in the store. */
export const CATEGORY_PROMPTS_KEY = 'CategoryPromptList_prompts';

/**
 * 'Popular {category} Prompts': the viewer's own prompts filed there and the library prompts they
 * can read (merged and ordered by the server), then the locked ones as compact teasers.
 */
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
              isLocked
              ...PromptCard_prompt
              ...LockedTeasers_prompts
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
  // What the reader can open comes first; the rest is one compact group (the server sends it last).
  const nodes = data.prompts.edges.map((edge) => edge.node);
  const readable = nodes.filter((node) => !node.isLocked);
  const locked = nodes.filter((node) => node.isLocked);
  return (
    <section aria-labelledby="category-heading">
      <SectionHeading id="category-heading" title={heading} />
      {data.prompts.edges.length === 0 ? (
        <EmptyState icon={<SearchRegular />} title={intl.formatMessage(promptsMessages.noPrompts)}>
          {intl.formatMessage(promptsMessages.noPromptsText)}
        </EmptyState>
      ) : (
        <>
          <CardGrid label={heading}>
            {readable.map((node) => (
              <CardGridItem key={node.id}>
                <PromptCard prompt={node} />
              </CardGridItem>
            ))}
          </CardGrid>
          <LockedTeasers prompts={locked} category={data.name} />
        </>
      )}
      <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} />
    </section>
  );
}
