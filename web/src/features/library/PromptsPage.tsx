import { Button, SearchBox, makeStyles } from '@fluentui/react-components';
import { AddRegular, DismissCircleRegular, FolderProhibitedRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SectionSpinner } from '../../ui/Spinners';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { SectionErrorBoundary } from '../../ui/ErrorBoundary';
import { useRouteQuery } from '../../router/routeQuery';
import { AllPromptList } from './AllPromptList';
import { CategoryNav } from './CategoryNav';
import { CategoryPromptList } from './CategoryPromptList';
import { PremiumBanner } from './PremiumBanner';
import { PromptSearchResults } from './PromptSearchResults';
import { ALL_VIEW, DEFAULT_CATEGORY_SLUG, SEARCH_PARAM, VIEW_PARAM, categoryPath } from './libraryUrls';
import { promptsMessages } from './promptsMessages';
import { useSearchParamInput } from './useSearchParamInput';
import { LibraryAdminContext } from './libraryAdmin';
import type { PromptsPageQuery } from './__generated__/PromptsPageQuery.graphql';

// Only admins get 'Crear Nuevo' (the library-prompt editor) here: other readers never load the form.
const LibraryPromptEditor = lazy(async () => ({ default: (await import('../admin/prompts/LibraryPromptEditor')).LibraryPromptEditor }));

export const promptsPageQuery = graphql`
  query PromptsPageQuery($slug: String!, $hasSlug: Boolean!, $all: Boolean!) {
    viewer {
      isPremium
      isAdmin
    }
    categories {
      slug
    }
    ...CategoryNav_query
    category(slug: $slug) @include(if: $hasSlug) {
      __typename
      ... on QueryCategorySuccess {
        data {
          ...CategoryPromptList_category
          ...PremiumBanner_category
        }
      }
      ... on NotFoundError {
        message
      }
    }
    ...AllPromptList_query @include(if: $all) @alias(as: "allPrompts")
  }
`;

const useStyles = makeStyles({
  search: { width: '300px', maxWidth: '100%', '@media (max-width: 767px)': { width: '100%' } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', width: '100%', '@media (min-width: 768px)': { width: 'auto' } },
  layout: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    alignItems: 'start',
    gap: '28px',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: '20px' },
  },
  main: { minWidth: 0 },
});

/**
 * The prompt library: categories on the left, the active category's prompts (or all of
 * them, or search results) on the right. /prompts alone opens the default category.
 */
export function PromptsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const data = useRouteQuery<PromptsPageQuery>(promptsPageQuery);
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const allMode = searchParams.get(VIEW_PARAM) === ALL_VIEW;
  const { text, setText, committed } = useSearchParamInput(SEARCH_PARAM);
  const searchQuery = useDeferredValue(committed);
  const [creating, setCreating] = useState(false);
  useDocumentTitle(intl.formatMessage(promptsMessages.title));

  const { categories } = data;
  // A visitor reads the library as a free account would, read-only (the layout disables saving).
  const viewer = data.viewer ?? { isPremium: false, isAdmin: false };

  let content;
  if (searchQuery) {
    content = (
      <SectionErrorBoundary
        resetKey={searchQuery}
        fallback={(error) => (
          <EmptyState icon={<DismissCircleRegular />} title={intl.formatMessage(promptsMessages.searchFailed)}>
            {error.message}
          </EmptyState>
        )}
      >
        <Suspense fallback={<SectionSpinner />}>
          <PromptSearchResults query={searchQuery} stale={searchQuery !== committed} />
        </Suspense>
      </SectionErrorBoundary>
    );
  } else if (categories.length === 0) {
    content = <EmptyState icon={<FolderProhibitedRegular />} title={intl.formatMessage(promptsMessages.noCategories)} />;
  } else if (allMode && data.allPrompts) {
    content = <AllPromptList query={data.allPrompts} />;
  } else if (!slug) {
    // No category in the URL → the default one, once the categories are known.
    const target = categories.some((category) => category.slug === DEFAULT_CATEGORY_SLUG)
      ? DEFAULT_CATEGORY_SLUG
      : categories[0].slug;
    return <Navigate to={categoryPath(target)} replace />;
  } else if (!data.category || data.category.__typename !== 'QueryCategorySuccess') {
    content = (
      <EmptyState icon={<FolderProhibitedRegular />} title={intl.formatMessage(promptsMessages.categoryNotFound)}>
        {intl.formatMessage(promptsMessages.categoryNotFoundText)}
      </EmptyState>
    );
  } else {
    content = (
      <>
        {viewer.isPremium ? null : <PremiumBanner category={data.category.data} />}
        <CategoryPromptList category={data.category.data} />
      </>
    );
  }

  return (
    <LibraryAdminContext.Provider value={viewer.isAdmin}>
      <PageHeader
        title={intl.formatMessage(promptsMessages.title)}
        subtitle={intl.formatMessage(promptsMessages.subtitle)}
        actions={
          <div className={styles.actions}>
            <SearchBox
              className={styles.search}
              value={text}
              onChange={(_, change) => setText(change.value)}
              placeholder={intl.formatMessage(promptsMessages.searchPlaceholder)}
              aria-label={intl.formatMessage(promptsMessages.searchLabel)}
              data-testid="library-search"
            />
            {viewer.isAdmin ? (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
                {intl.formatMessage(promptsMessages.createNew)}
              </Button>
            ) : null}
          </div>
        }
      />
      <div className={styles.layout}>
        {/* Search results are global: while they show, no category is highlighted. */}
        <CategoryNav query={data} activeSlug={searchQuery ? null : (slug ?? null)} allActive={!searchQuery && allMode} />
        <div className={styles.main}>{content}</div>
      </div>
      {viewer.isAdmin ? (
        <Suspense fallback={null}>
          <LibraryPromptEditor open={creating} onOpenChange={setCreating} defaultCategorySlug={allMode ? null : slug} />
        </Suspense>
      ) : null}
    </LibraryAdminContext.Provider>
  );
}
