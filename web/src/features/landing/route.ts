import type { RouteObject } from 'react-router-dom';
import { revalidateOnPathChange } from '../../router/preloadQuery';
import { fetchViewer } from '../account/fetchViewer';

export const landingRoute = (): RouteObject => ({
  index: true,
  loader: fetchViewer,
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./LandingPage')).LandingPage },
});
