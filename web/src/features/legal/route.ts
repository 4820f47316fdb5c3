import type { RouteObject } from 'react-router-dom';

/** The legal documents: plain pages without data, open to visitors. */
export const legalRoutes = (): RouteObject[] => [
  { path: 'terms', lazy: { Component: async () => (await import('./LegalPage')).TermsPage } },
  { path: 'privacy', lazy: { Component: async () => (await import('./LegalPage')).PrivacyPage } },
  { path: 'cookies', lazy: { Component: async () => (await import('./LegalPage')).CookiesPage } },
];
