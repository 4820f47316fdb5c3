import type { RouteObject } from 'react-router-dom';
import { isLocale, setLocale } from '../../../i18n/locale';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../../router/preloadQuery';
import AuthPageQuery, { type AuthPageQuery as AuthPageQueryType } from './__generated__/AuthPageQuery.graphql';

export const authRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'auth',
  loader: async ({ request }) => {
    // Links from the landing page carry the visitor's language: /auth?lang=en.
    const lang = new URL(request.url).searchParams.get('lang');
    const ready = isLocale(lang) ? setLocale(lang) : undefined;
    const query = preloadQuery<AuthPageQueryType>(environment, AuthPageQuery);
    await ready;
    return query;
  },
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./AuthPage')).AuthPage },
});
