import { describe, expect, it } from 'vitest';
import { prisma } from '../db/client.ts';
import { registeredClient, TestClient } from './client.ts';

const planFields = `type priceCents currency optimizationsLimit optimizationsPeriod libraryPromptsPerCategory premiumPrompts savedPromptsLimit teamMembers`;

// docs/behaviour.md, Plans and credits: the catalog every screen renders from.
const catalog = [
  { type: 'free', priceCents: 0, currency: 'USD', optimizationsLimit: 3, optimizationsPeriod: 'month', libraryPromptsPerCategory: 5, premiumPrompts: false, savedPromptsLimit: 10, teamMembers: 1 },
  { type: 'basic', priceCents: 999, currency: 'USD', optimizationsLimit: 5, optimizationsPeriod: 'day', libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'pro', priceCents: 1999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'enterprise', priceCents: 9999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 5 },
];

describe('the plan catalog', () => {
  it('is public and lists every plan, free to enterprise, with its price and limits', async () => {
    const result = await new TestClient().graphql(`{ plans { ${planFields} } }`);
    expect(result).toEqual({ data: { plans: catalog } });
  });

  it("gives the viewer's effective plan as a catalog entry: free, then a paid plan, free again once it has ended", async () => {
    const { client, id } = await registeredClient();
    const viewerPlan = async () => (await client.graphql(`{ viewer { planType isPremium savedPromptsLimit plan { ${planFields} } } }`)).data.viewer;

    expect(await viewerPlan()).toEqual({ planType: 'free', isPremium: false, savedPromptsLimit: 10, plan: catalog[0] });

    const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000);
    await prisma.subscription.update({ where: { userId: id }, data: { planType: 'basic', status: 'active', premiumExpiresAt: inAMonth } });
    expect(await viewerPlan()).toEqual({ planType: 'basic', isPremium: true, savedPromptsLimit: null, plan: catalog[1] });

    await prisma.subscription.update({ where: { userId: id }, data: { premiumExpiresAt: new Date(Date.now() - 1000) } });
    expect(await viewerPlan()).toEqual({ planType: 'free', isPremium: false, savedPromptsLimit: 10, plan: catalog[0] });
  });
});
