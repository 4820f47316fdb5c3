import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../relay/graphql';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { goToCheckout } from './checkout';
import { UpgradeButton } from './UpgradeButton';
import { UpgradeDialogProvider } from './UpgradeDialogProvider';
import type { UpgradeDialogTestQuery } from './__generated__/UpgradeDialogTestQuery.graphql';

vi.mock('./checkout', () => ({ goToCheckout: vi.fn() }));
beforeAll(() => import('relay-runtime'), 30_000);
beforeAll(() => import('./UpgradeDialog'), 30_000);
beforeEach(() => vi.mocked(goToCheckout).mockClear());

const query = graphql`
  query UpgradeDialogTestQuery @relay_test_operation {
    ...UpgradeDialogProvider_query
  }
`;

function Page() {
  const data = useLazyLoadQuery<UpgradeDialogTestQuery>(query, {});
  return (
    <UpgradeDialogProvider query={data}>
      <UpgradeButton>Actualizar Ahora</UpgradeButton>
      <UpgradeButton reason="credits">Sin créditos</UpgradeButton>
    </UpgradeDialogProvider>
  );
}

const catalog = [
  { type: 'free', priceCents: 0, currency: 'USD', optimizationsLimit: 3, optimizationsPeriod: 'month', libraryPromptsPerCategory: 5, premiumPrompts: false, savedPromptsLimit: 10, teamMembers: 1 },
  { type: 'basic', priceCents: 999, currency: 'USD', optimizationsLimit: 5, optimizationsPeriod: 'day', libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'pro', priceCents: 1999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'enterprise', priceCents: 9999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 5 },
];

async function renderPage({
  trialAvailable,
  locale = 'es',
  paymentProviders = ['mercadopago', 'sandbox'],
}: {
  trialAvailable: boolean;
  locale?: Locale;
  paymentProviders?: string[];
}) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ path: '/prompts', element: <Page /> }], { initialEntries: ['/prompts'] });
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({
          id: 'user-1',
          plan: catalog[0],
          subscription: { trialAvailable, purchasablePlans: ['basic', 'pro', 'enterprise'], premiumExpiresAt: null },
        }),
        Query: () => ({ plans: catalog, paymentProviders }),
      }),
    );
  });
  return environment;
}

async function open(name: string) {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name }));
  });
  return screen.findByRole('dialog');
}

describe('the upgrade dialog', () => {
  it('offers the 7-day trial while it is available; Start calls startTrial and then says until when Premium is on', async () => {
    const environment = await renderPage({ trialAvailable: true });
    const dialog = await open('Actualizar Ahora');
    expect(within(dialog).getByRole('heading', { name: 'Prueba Pro gratis' })).toBeTruthy();
    expect(dialog.textContent).toContain('Prueba el Plan Pro gratis durante 7 días');
    expect(within(dialog).getAllByTestId('plan-offer').map((offer) => offer.dataset.plan)).toEqual(['pro']);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Empezar la prueba gratuita' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useStartTrialMutation');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          startTrial: {
            __typename: 'MutationStartTrialSuccess',
            data: {
              id: 'user-1',
              isPremium: true,
              planType: 'pro',
              savedPromptsLimit: null,
              plan: catalog[2],
              subscription: {
                planType: 'pro',
                isPremium: true,
                optimizationsLeft: null,
                premiumExpiresAt: '2026-11-30T12:00:00.000Z',
                status: 'trialing',
                cancelAtPeriodEnd: false,
                trialAvailable: false,
                purchasablePlans: ['pro', 'enterprise'],
              },
            },
          },
        },
      });
    });
    expect(within(dialog).getByRole('heading', { name: '¡Ya tienes Premium!' })).toBeTruthy();
    // The Start button is gone: focus stays in the dialog, on the new title.
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: '¡Ya tienes Premium!' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Tu prueba del Plan Pro está activa hasta el 30 de noviembre de 2026.');
    expect(within(dialog).queryByRole('button', { name: 'Empezar la prueba gratuita' })).toBeNull();
  });

  it('lists the plans without the trial; a plan goes to the first configured provider’s checkout', async () => {
    const environment = await renderPage({ trialAvailable: false, locale: 'en' });
    const dialog = await open('Actualizar Ahora');
    expect(within(dialog).getByRole('heading', { name: 'Upgrade your plan' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Start the free trial' })).toBeNull();
    const offers = within(dialog).getAllByTestId('plan-offer');
    expect(offers.map((offer) => offer.dataset.plan)).toEqual(['basic', 'pro', 'enterprise']);
    expect(offers[0].textContent).toContain('$9.99 a month');
    // Team accounts are not built: the Enterprise offer says so instead of promising them.
    expect(offers[2].textContent).toContain("Team of up to 5 people, all with the plan's benefits and a shared prompt library");
    expect(dialog.textContent).toContain('Payments are processed by MercadoPago.');

    await act(async () => {
      fireEvent.click(within(offers[1]).getByRole('button', { name: 'Subscribe Now' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { provider: 'mercadopago', planType: 'pro' } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          createPaymentPreference: {
            __typename: 'MutationCreatePaymentPreferenceSuccess',
            data: { initPoint: 'https://www.mercadopago.com/checkout?pref=1' },
          },
        },
      });
    });
    expect(goToCheckout).toHaveBeenCalledWith('https://www.mercadopago.com/checkout?pref=1');
  });

  it('out of optimizations, it first says why and when they come back, then offers the trial', async () => {
    await renderPage({ trialAvailable: true });
    const dialog = await open('Sin créditos');
    expect(within(dialog).getByRole('heading', { name: 'Has usado tus optimizaciones' })).toBeTruthy();
    expect(dialog.textContent).toContain('Tu Plan Gratis incluye 3 optimizaciones al mes y ya no te quedan.');
    expect(within(dialog).getByRole('button', { name: 'Empezar la prueba gratuita' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ver planes de pago' }));
    });
    expect(within(dialog).getAllByTestId('plan-offer')).toHaveLength(3);
  });

  it('moving from the trial to the plans keeps the keyboard focus in the dialog, on the new title', async () => {
    await renderPage({ trialAvailable: true });
    const dialog = await open('Actualizar Ahora');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ver planes de pago' }));
    });
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Mejora tu plan' }));
  });

  it('on a server without a payment provider, says that paid plans are not available instead of listing them', async () => {
    await renderPage({ trialAvailable: false, locale: 'en', paymentProviders: [] });
    const dialog = await open('Actualizar Ahora');
    expect(within(dialog).getByRole('heading', { name: 'Upgrade your plan' })).toBeTruthy();
    expect(within(dialog).getByText('Paid plans are not available on this server.')).toBeTruthy();
    expect(within(dialog).queryAllByTestId('plan-offer')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    expect(dialog.textContent).not.toContain('Payments are processed');
  });

  it('without a payment provider the trial is still offered, with no way to paid plans', async () => {
    await renderPage({ trialAvailable: true, paymentProviders: [] });
    const dialog = await open('Actualizar Ahora');
    expect(within(dialog).getByRole('button', { name: 'Empezar la prueba gratuita' })).toBeTruthy();
    expect(within(dialog).getByText('Los planes de pago no están disponibles en este servidor.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ver planes de pago' })).toBeNull();
  });
});
