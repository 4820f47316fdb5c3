import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { revalidateOnPathChange } from '../../router/routeQuery';
import MyPromptsPageQuery, { type MyPromptsPageQuery as MyPromptsPageQueryType } from './__generated__/MyPromptsPageQuery.graphql';

export const myPromptsRoute = (environment: Environment): RouteObject => ({
  path: 'my-prompts',
  // Shows what the store already has at once and refreshes it: prompts can be saved from other
  // screens (the optimizer, another tab) that do not update these lists.
  loader: () => loadQuery<MyPromptsPageQueryType>(environment, MyPromptsPageQuery, {}, { fetchPolicy: 'store-and-network' }),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./MyPromptsPage')).MyPromptsPage },
});
