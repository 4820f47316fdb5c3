import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { UpgradeDialogContext } from '../plans/upgradeDialogContext';
import { optimizeRoute } from './route';

/** Opens /optimize for a viewer on `planType` with `left` optimizations and answers its query. */
async function openOptimizer({ planType, left, period }: { planType: string; left: number | null; period: 'day' | 'month' | null }, locale: Locale) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [optimizeRoute(() => Promise.resolve(environment))] }], {
    initialEntries: ['/optimize'],
  });
  render(
    <TestProviders environment={environment} locale={locale}>
      <UpgradeDialogContext.Provider value={vi.fn()}>
        <Suspense fallback={<p>Loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </UpgradeDialogContext.Provider>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1), { timeout: 10_000 });
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'viewer-1' }),
        UserSubscription: () => ({ optimizationsLeft: left }),
        Plan: () => ({ type: planType, optimizationsPeriod: period, optimizationsLimit: left === null ? null : 3 }),
      }),
    );
  });
  return screen.findByTestId('optimizations-left', {}, { timeout: 10_000 });
}

describe('/optimize header', () => {
  // The route's page and its query artifact load lazily: load them up front.
  beforeAll(() => Promise.all([import('./OptimizePage'), import('./__generated__/OptimizePageQuery.graphql')]), 30_000);

  it("names the viewer's plan with the catalog's name (a Pro trial is 'Plan Pro', never 'Premium')", async () => {
    expect((await openOptimizer({ planType: 'pro', left: null, period: null }, 'es')).textContent).toBe('Plan Pro: optimizaciones ilimitadas');
  });

  it('in English, on the Enterprise plan', async () => {
    expect((await openOptimizer({ planType: 'enterprise', left: null, period: null }, 'en')).textContent).toBe('Enterprise Plan: unlimited optimizations');
  });

  it('counts what is left on a limited plan', async () => {
    expect((await openOptimizer({ planType: 'free', left: 2, period: 'month' }, 'es')).textContent).toBe('2 optimizaciones restantes este mes');
  });
});
