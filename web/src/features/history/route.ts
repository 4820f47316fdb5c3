import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import type { HistoryPageQuery as HistoryPageQueryType } from './__generated__/HistoryPageQuery.graphql';

export const historyRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'history',
  // The optimizer adds to the history from another screen: show the stored page and refresh it.
  loader: () => preloadQuery<HistoryPageQueryType>(environment, () => import('./__generated__/HistoryPageQuery.graphql'), {}, { refresh: true }),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./HistoryPage')).HistoryPage },
});
