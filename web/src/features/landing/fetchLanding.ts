import { landingDataUrl } from '../../../../shared/page-queries';
import { fetchPlainQuery, type ViewerData } from '../account/fetchViewer';
import type { PlanFacts, PlanType } from '../plans/planFacts';

export interface CatalogPlan extends PlanFacts {
  type: PlanType;
  priceCents: number;
  currency: string;
}

export interface LandingData extends ViewerData {
  /** Null when the request failed: the page then states no counts. */
  libraryStats: { promptCount: number; categoryCount: number } | null;
  /** The plan catalog, free first; empty when the request failed. */
  plans: CatalogPlan[];
  /** The providers the server takes payments with; empty: paid plans are not for sale. */
  paymentProviders: string[];
}

/** Everything the landing page states from the server, in one plain request (no Relay on /), preloaded by index.html. */
export async function fetchLanding(): Promise<LandingData> {
  const data = await fetchPlainQuery<LandingData>(landingDataUrl);
  return { viewer: data?.viewer ?? null, libraryStats: data?.libraryStats ?? null, plans: data?.plans ?? [], paymentProviders: data?.paymentProviders ?? [] };
}
