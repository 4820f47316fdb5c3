import type { RouteObject } from 'react-router-dom';
import { getLocale, isLocale, setLocale } from '../../i18n/locale';
import { revalidateOnPathChange } from '../../router/preloadQuery';
import { fetchLanding } from './fetchLanding';
import { loadExamples } from './landingExamples';

export const landingRoute = (): RouteObject => ({
  index: true,
  loader: async ({ request }) => {
    // Shared links name their language (/?lang=en, the canonical address of the English page).
    const lang = new URL(request.url).searchParams.get('lang');
    const switching = isLocale(lang) ? setLocale(lang) : undefined;
    const [data, examples] = await Promise.all([fetchLanding(), loadExamples(getLocale()), switching]);
    return { ...data, examples };
  },
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./LandingRoute')).LandingRoute },
});
