import type { CatalogPlan } from './fetchLanding';

/** The server's plan catalog as `plans` answers it (graphql-server/services/plans.ts), for the landing page's tests. */
export const testCatalog: CatalogPlan[] = [
  { type: 'free', priceCents: 0, currency: 'USD', optimizationsLimit: 3, optimizationsPeriod: 'month', libraryPromptsPerCategory: 5, premiumPrompts: false, savedPromptsLimit: 10, teamMembers: 1 },
  { type: 'basic', priceCents: 999, currency: 'USD', optimizationsLimit: 5, optimizationsPeriod: 'day', libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'pro', priceCents: 1999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'enterprise', priceCents: 9999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 5 },
];
