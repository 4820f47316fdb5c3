import { useLoaderData } from 'react-router-dom';
import { LandingPage, type LandingPageData } from './LandingPage';

/** The landing page inside the app, with the route loader's data. */
export function LandingRoute() {
  return <LandingPage data={useLoaderData<LandingPageData>()} />;
}
