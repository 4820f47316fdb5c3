import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { isReload, preloadQuery, type LoadEnvironment } from '../../router/preloadQuery';
import { CATEGORY_PARAM } from './myPromptsUrls';
import type { MyPromptsPageQuery as MyPromptsPageQueryType } from './__generated__/MyPromptsPageQuery.graphql';

/** The query depends on the path and `?category=` (the personal category filter), not on `?tab=`. */
const revalidateOnCategoryChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get(CATEGORY_PARAM) !== nextUrl.searchParams.get(CATEGORY_PARAM) ||
  isReload({ currentUrl, nextUrl })
    ? defaultShouldRevalidate
    : false;

export const myPromptsRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'my-prompts',
  // Prompts are saved and created from other screens, which do not update these lists.
  loader: ({ request }) =>
    preloadQuery<MyPromptsPageQueryType>(
      environment,
      () => import('./__generated__/MyPromptsPageQuery.graphql'),
      { customCategory: new URL(request.url).searchParams.get(CATEGORY_PARAM) },
      { refresh: true },
    ),
  shouldRevalidate: revalidateOnCategoryChange,
  lazy: { Component: async () => (await import('./MyPromptsPage')).MyPromptsPage },
});
