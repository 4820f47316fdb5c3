import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../../router/preloadQuery';
import type { SettingsPageQuery as SettingsPageQueryType } from './__generated__/SettingsPageQuery.graphql';

export const settingsRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'settings',
  // Back from a payment (`?paymentStatus=`), the subscription is asked for again.
  loader: ({ request }) =>
    preloadQuery<SettingsPageQueryType>(environment, () => import('./__generated__/SettingsPageQuery.graphql'), {}, {
      refresh: new URL(request.url).searchParams.has('paymentStatus'),
    }),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./SettingsPage')).SettingsPage },
});
