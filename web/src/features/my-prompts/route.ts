import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import MyPromptsPageQuery, { type MyPromptsPageQuery as MyPromptsPageQueryType } from './__generated__/MyPromptsPageQuery.graphql';

export const myPromptsRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'my-prompts',
  // Prompts are saved and created from other screens, which do not update these lists.
  loader: () => preloadQuery<MyPromptsPageQueryType>(environment, MyPromptsPageQuery, {}, { refresh: true }),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./MyPromptsPage')).MyPromptsPage },
});
