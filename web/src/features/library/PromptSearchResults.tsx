import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useTransition } from 'react';
import { usePaginationFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { PromptCard } from './PromptCard';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { SectionHeading } from '../../ui/SectionHeading';
import { SectionSpinner } from '../../ui/Spinners';
import { useLoadMore } from '../../ui/useLoadMore';
import { promptsMessages, searchResultsMessage } from './promptsMessages';
import type { PromptSearchResultsPaginationQuery } from './__generated__/PromptSearchResultsPaginationQuery.graphql';
import type { PromptSearchResultsQuery } from './__generated__/PromptSearchResultsQuery.graphql';
import type { PromptSearchResults_query$key } from './__generated__/PromptSearchResults_query.graphql';

export const SEARCH_PAGE_SIZE = 18;

const useStyles = makeStyles({
  root: { transitionProperty: 'opacity', transitionDuration: '150ms' },
  stale: { opacity: 0.55 },
});

const searchQuery = graphql`
  query PromptSearchResultsQuery($query: String!) {
    ...PromptSearchResults_query @arguments(query: $query)
  }
`;

/**
 * Ranked search results for a non-blank query (never send a blank one: the API refuses it). The
 * query starts when the search changes, not during render; as a transition, so the previous
 * results stay (dimmed) until the new ones arrive.
 */
export function PromptSearchResults({ query, stale }: { query: string; stale: boolean }) {
  const [queryRef, loadSearch] = useQueryLoader<PromptSearchResultsQuery>(searchQuery);
  const [loading, startLoading] = useTransition();
  useEffect(() => {
    startLoading(() => loadSearch({ query }));
  }, [query, loadSearch]);
  if (!queryRef) return <SectionSpinner />;
  return <SearchResults queryRef={queryRef} stale={stale || loading} />;
}

function SearchResults({ queryRef, stale }: { queryRef: PreloadedQuery<PromptSearchResultsQuery>; stale: boolean }) {
  const data = usePreloadedQuery<PromptSearchResultsQuery>(searchQuery, queryRef);
  return <SearchResultList query={data} stale={stale} />;
}

function SearchResultList({ query: queryKey, stale }: { query: PromptSearchResults_query$key; stale: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    PromptSearchResultsPaginationQuery,
    PromptSearchResults_query$key
  >(
    graphql`
      fragment PromptSearchResults_query on Query
      @refetchable(queryName: "PromptSearchResultsPaginationQuery")
      @argumentDefinitions(
        query: { type: "String!" }
        count: { type: "Int", defaultValue: 18 }
        cursor: { type: "String" }
      ) {
        search(query: $query) {
          __typename
          ... on QuerySearchSuccess {
            data {
              query
              prompts(first: $count, after: $cursor) @connection(key: "PromptSearchResults_prompts") {
                edges {
                  node {
                    id
                    ...PromptCard_prompt
                  }
                }
              }
            }
          }
          ... on ValidationError {
            message
          }
        }
      }
    `,
    queryKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const loadMore = useLoadMore(loadNext, SEARCH_PAGE_SIZE);
  const search = data.search.__typename === 'QuerySearchSuccess' ? data.search.data : null;
  const edges = search?.prompts.edges ?? [];
  const heading = intl.formatMessage(searchResultsMessage, { query: search?.query ?? '' });

  return (
    <section className={mergeClasses(styles.root, stale && styles.stale)} aria-labelledby="search-heading" aria-busy={stale}>
      <SectionHeading id="search-heading" title={heading} />
      {data.search.__typename === 'ValidationError' ? (
        <EmptyState icon={<SearchRegular />} title={data.search.message} />
      ) : edges.length === 0 ? (
        <EmptyState icon={<SearchRegular />} title={intl.formatMessage(promptsMessages.searchEmpty)}>
          {intl.formatMessage(promptsMessages.searchEmptyText)}
        </EmptyState>
      ) : (
        <CardGrid label={heading}>
          {edges.map(({ node }) => (
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
