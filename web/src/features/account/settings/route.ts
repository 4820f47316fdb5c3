import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { preloadQuery, revalidateOnPathChange } from '../../../router/routeQuery';
import SettingsPageQuery, { type SettingsPageQuery as SettingsPageQueryType } from './__generated__/SettingsPageQuery.graphql';

export const settingsRoute = (environment: Environment): RouteObject => ({
  path: 'settings',
  loader: () => preloadQuery<SettingsPageQueryType>(environment, SettingsPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./SettingsPage')).SettingsPage },
});
