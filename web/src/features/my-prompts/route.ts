import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { ShouldRevalidateFunction } from 'react-router-dom';
import { CATEGORY_PARAM } from './myPromptsUrls';
import MyPromptsPageQuery, { type MyPromptsPageQuery as MyPromptsPageQueryType } from './__generated__/MyPromptsPageQuery.graphql';

/** The query depends on the path and `?category=` (the personal category filter), not on `?tab=`. */
const revalidateOnCategoryChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get(CATEGORY_PARAM) !== nextUrl.searchParams.get(CATEGORY_PARAM)
    ? defaultShouldRevalidate
    : false;

export const myPromptsRoute = (environment: Environment): RouteObject => ({
  path: 'my-prompts',
  // Shows what the store already has at once and refreshes it: prompts can be saved from other
  // screens (the optimizer, another tab) that do not update these lists.
  loader: ({ request }) =>
    loadQuery<MyPromptsPageQueryType>(
      environment,
      MyPromptsPageQuery,
      { customCategory: new URL(request.url).searchParams.get(CATEGORY_PARAM) },
      { fetchPolicy: 'store-and-network' },
    ),
  shouldRevalidate: revalidateOnCategoryChange,
  lazy: { Component: async () => (await import('./MyPromptsPage')).MyPromptsPage },
});
