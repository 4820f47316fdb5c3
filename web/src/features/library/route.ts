import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { isReload, preloadQuery, type LoadEnvironment } from '../../router/preloadQuery';
import type { PromptsPageQuery as PromptsPageQueryType } from './__generated__/PromptsPageQuery.graphql';
import { ALL_VIEW, VIEW_PARAM } from './libraryUrls';

/** The loader's query depends on the path (the category) and `?view=all`; a `?q=` search does not reload it. */
const revalidateOnViewChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get(VIEW_PARAM) !== nextUrl.searchParams.get(VIEW_PARAM) ||
  isReload({ currentUrl, nextUrl })
    ? defaultShouldRevalidate
    : false;

export const promptsRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'prompts/:slug?',
  loader: ({ params, request }) => {
    const all = new URL(request.url).searchParams.get(VIEW_PARAM) === ALL_VIEW;
    const slug = all ? '' : (params.slug ?? '');
    return preloadQuery<PromptsPageQueryType>(environment, () => import('./__generated__/PromptsPageQuery.graphql'), { slug, hasSlug: slug !== '', all });
  },
  shouldRevalidate: revalidateOnViewChange,
  lazy: { Component: async () => (await import('./PromptsPage')).PromptsPage },
});
