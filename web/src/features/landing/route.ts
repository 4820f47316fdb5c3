import type { RouteObject } from 'react-router-dom';
import { revalidateOnPathChange } from '../../router/preloadQuery';

export interface LandingData {
  viewer: { id: string } | null;
}

/**
 * Who is visiting, by a plain GraphQL request: the landing page only needs to know whether
 * someone is signed in, and without Relay its first load is much lighter. A failed request shows
 * the visitor's page.
 */
async function loadViewer(): Promise<LandingData> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: 'query LandingViewer { viewer { id } }' }),
    });
    const body = (await response.json()) as { data?: LandingData | null };
    return { viewer: body.data?.viewer ?? null };
  } catch {
    return { viewer: null };
  }
}

export const landingRoute = (): RouteObject => ({
  index: true,
  loader: loadViewer,
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./LandingPage')).LandingPage },
});
