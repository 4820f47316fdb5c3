import type { RouteObject } from 'react-router-dom';
import { isLocale, setLocale } from '../../../i18n/locale';
import { revalidateOnPathChange } from '../../../router/preloadQuery';
import { fetchViewer } from '../fetchViewer';

/** No Relay here: the viewer comes from a plain request, and the forms' mutations load Relay when submitted. */
export const authRoute = (path = 'auth'): RouteObject => ({
  path,
  loader: async ({ request }) => {
    // Links from the landing page carry the visitor's language: /auth?lang=en.
    const lang = new URL(request.url).searchParams.get('lang');
    const [data] = await Promise.all([fetchViewer(), isLocale(lang) ? setLocale(lang) : undefined]);
    return data;
  },
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./AuthPage')).AuthPage },
});

/** The forgotten-password request and the e-mailed links' pages: the same page and frame as /auth. */
export const passwordResetRoutes = (): RouteObject[] => [authRoute('forgot-password'), authRoute('reset-password'), authRoute('verify-email')];
