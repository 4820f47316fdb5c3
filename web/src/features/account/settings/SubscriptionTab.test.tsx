import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../../relay/graphql';
import type { Locale } from '../../../i18n/locale';
import { TestProviders } from '../../../test/TestProviders';
import { goToCheckout } from '../../plans/checkout';
import { SubscriptionTab } from './SubscriptionTab';
import type { SubscriptionTabTestQuery } from './__generated__/SubscriptionTabTestQuery.graphql';

vi.mock('../../plans/checkout', () => ({ goToCheckout: vi.fn() }));
beforeAll(() => import('../../../notify/ToastHost'), 30_000);
beforeAll(() => import('relay-runtime'), 30_000);
beforeAll(() => import('./CancelSubscriptionDialog'), 30_000);
beforeEach(() => vi.mocked(goToCheckout).mockClear());

const query = graphql`
  query SubscriptionTabTestQuery @relay_test_operation {
    viewer {
      ...SubscriptionTab_viewer
    }
    ...SubscriptionTab_query
  }
`;

function Tab() {
  const data = useLazyLoadQuery<SubscriptionTabTestQuery>(query, {});
  return data.viewer ? <SubscriptionTab viewer={data.viewer} query={data} /> : null;
}

const catalog = [
  { type: 'free', priceCents: 0, currency: 'USD', optimizationsLimit: 3, optimizationsPeriod: 'month', libraryPromptsPerCategory: 5, premiumPrompts: false, savedPromptsLimit: 10, teamMembers: 1 },
  { type: 'basic', priceCents: 999, currency: 'USD', optimizationsLimit: 5, optimizationsPeriod: 'day', libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'pro', priceCents: 1999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 1 },
  { type: 'enterprise', priceCents: 9999, currency: 'USD', optimizationsLimit: null, optimizationsPeriod: null, libraryPromptsPerCategory: null, premiumPrompts: true, savedPromptsLimit: null, teamMembers: 5 },
];

type Subscription = {
  planType: string;
  isPremium: boolean;
  optimizationsLeft: number | null;
  premiumExpiresAt: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  trialAvailable: boolean;
  purchasablePlans: string[];
};

const free: Subscription = {
  planType: 'free',
  isPremium: false,
  optimizationsLeft: 2,
  premiumExpiresAt: null,
  status: 'active',
  cancelAtPeriodEnd: false,
  trialAvailable: true,
  purchasablePlans: ['basic', 'pro', 'enterprise'],
};
const trial: Subscription = {
  planType: 'pro',
  isPremium: true,
  optimizationsLeft: null,
  premiumExpiresAt: '2026-11-30T12:00:00.000Z',
  status: 'trialing',
  cancelAtPeriodEnd: false,
  trialAvailable: false,
  purchasablePlans: ['pro', 'enterprise'],
};
const paid: Subscription = { ...trial, premiumExpiresAt: '2026-12-23T12:00:00.000Z', status: 'active', purchasablePlans: ['enterprise'] };
const cancelled: Subscription = { ...paid, status: 'cancelled', cancelAtPeriodEnd: true };

type Payment = { databaseId: number; planType: string; amountCents: number; currency: string; status: string; createdAt: string };

async function renderTab(subscription: Subscription, locale: Locale = 'es', paymentProviders: string[] = ['sandbox'], payments: Payment[] = []) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ path: '/settings', element: <Tab /> }], { initialEntries: ['/settings?tab=subscription'] });
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  const plan = catalog.find((entry) => entry.type === subscription.planType)!;
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({ id: 'user-1', plan, subscription, payments: { edges: payments.map((node) => ({ node })) } }),
        Query: () => ({ plans: catalog, paymentProviders }),
      }),
    );
  });
  await screen.findByTestId('subscription-tab');
  return environment;
}

const offers = () => screen.getAllByTestId('plan-offer');
const offer = (type: string) => offers().find((element) => element.dataset.plan === type)!;

describe('Settings › Suscripción', () => {
  it('on a server without a payment provider: the plans without buttons, a line saying paid plans are not available, and the trial still on offer', async () => {
    await renderTab(free, 'en', []);
    expect(screen.getByText('Paid plans are not available on this server.')).toBeTruthy();
    expect(offers().map((element) => element.dataset.plan)).toEqual(['basic', 'pro', 'enterprise']);
    for (const type of ['basic', 'pro', 'enterprise']) expect(within(offer(type)).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Monthly billing/)).toBeNull();
    expect(within(screen.getByTestId('trial-offer')).getByRole('button', { name: 'Start the free trial' })).toBeTruthy();
  });

  it("free: the plan, the credits left 'de 3 mensuales', the trial offer, and 'Suscribir Ahora' on every paid plan", async () => {
    await renderTab(free);
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Plan Gratis');
    expect(within(screen.getByTestId('current-plan')).queryByText('Premium')).toBeNull();
    expect(screen.getByTestId('subscription-credits').textContent).toBe('Optimizaciones restantes: 2 de 3 mensuales');
    expect(screen.queryByTestId('subscription-state')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
    expect(screen.getByTestId('trial-offer').textContent).toContain('gratis durante 7 días');
    expect(offers().map((element) => element.dataset.plan)).toEqual(['basic', 'pro', 'enterprise']);
    expect(within(offer('basic')).getByText('9,99 US$ al mes')).toBeTruthy();
    for (const type of ['basic', 'pro', 'enterprise']) {
      const button = within(offer(type)).getByRole('button', { name: 'Suscribir Ahora' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
    }
    expect(screen.getByText(/nada se cobra de forma automática/).textContent).toContain('no se cobra dinero real');
  });

  it('choosing a plan asks the configured provider for a checkout and sends the browser to it', async () => {
    const environment = await renderTab(free);
    await act(async () => {
      fireEvent.click(within(offer('pro')).getByRole('button', { name: 'Suscribir Ahora' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreatePaymentPreferenceMutation');
    expect(operation.request.variables).toEqual({ input: { provider: 'sandbox', planType: 'pro' } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          createPaymentPreference: { __typename: 'MutationCreatePaymentPreferenceSuccess', data: { initPoint: '/checkout/sandbox/ref-1' } },
        },
      });
    });
    expect(goToCheckout).toHaveBeenCalledWith('/checkout/sandbox/ref-1');
  });

  it('a refused plan shows the server\'s reason and stays on the page', async () => {
    const environment = await renderTab(free);
    await act(async () => {
      fireEvent.click(within(offer('basic')).getByRole('button', { name: 'Suscribir Ahora' }));
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          createPaymentPreference: {
            __typename: 'ConflictError',
            message: 'Plan no disponible: solo puedes actualizar a un plan superior al actual',
            field: 'planType',
          },
        },
      });
    });
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error al procesar el pago')).toBeTruthy();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect((within(offer('basic')).getByRole('button', { name: 'Suscribir Ahora' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('trial: when it ends, no trial offer, Pro is the current plan and can be paid for from its end', async () => {
    await renderTab(trial);
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Plan Pro');
    expect(screen.getByText('Prueba gratuita')).toBeTruthy();
    expect(within(screen.getByTestId('current-plan')).getByText('Premium')).toBeTruthy();
    expect(screen.getByTestId('subscription-state').textContent).toBe(
      'Tu prueba gratuita termina el 30 de noviembre de 2026. Después vuelves al Plan Gratis, salvo que pagues un plan.',
    );
    expect(screen.queryByTestId('trial-offer')).toBeNull();
    expect(screen.queryByTestId('subscription-credits')).toBeNull();
    expect(within(offer('pro')).getByText('Plan Actual')).toBeTruthy();
    expect((within(offer('pro')).getByRole('button', { name: 'Suscribir Ahora' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(offer('basic')).getByRole('button', { name: 'Incluido en tu plan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("paid: the renewal date (es-ES long date), 'Plan Actual' disabled, and cancelling asks first and says until when", async () => {
    const environment = await renderTab(paid);
    expect(screen.getByTestId('subscription-state').textContent).toBe(
      'Tu Plan Pro está pagado hasta el 23 de diciembre de 2026. No se renueva ni se cobra solo: si quieres seguir, paga un mes más aquí en los 3 días anteriores. Si no, ese día pasarás al Plan Gratis.',
    );
    expect((within(offer('pro')).getByRole('button', { name: 'Plan Actual' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(offer('enterprise')).getByRole('button', { name: 'Suscribir Ahora' }) as HTMLButtonElement).disabled).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    });
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar tu suscripción?' });
    expect(dialog.textContent).toContain('Seguirás teniendo el Plan Pro hasta el 23 de diciembre de 2026 y podrás reanudar la suscripción hasta entonces.');
    expect(dialog.textContent).toContain('Lo ya pagado no se reembolsa al cancelar.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCancelSubscriptionMutation');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          cancelSubscription: {
            __typename: 'MutationCancelSubscriptionSuccess',
            data: {
              id: 'user-1',
              subscription: { status: 'cancelled', cancelAtPeriodEnd: true, premiumExpiresAt: paid.premiumExpiresAt, purchasablePlans: ['enterprise'] },
            },
          },
        },
      });
    });
    expect(screen.getByTestId('subscription-state').textContent).toBe(
      'Cancelaste tu suscripción: tu Plan Pro sigue activo hasta el 23 de diciembre de 2026 y después pasarás al Plan Gratis. Hasta entonces puedes reanudarla.',
    );
    expect(screen.queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Suscripción cancelada')).toBeTruthy();
  });

  it('cancelled, in English: stays until the en-US long date, no renewal, nothing to cancel', async () => {
    await renderTab(cancelled, 'en');
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByTestId('subscription-state').textContent).toBe(
      'You cancelled your subscription: your Pro Plan stays active until December 23, 2026 and then you move to the Free Plan. Until then you can resume it.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect((within(offer('pro')).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starting the trial from the tab calls startTrial once and says until when Premium is on', async () => {
    const environment = await renderTab(free);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Empezar la prueba gratuita' }));
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
              subscription: trial,
            },
          },
        },
      });
    });
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Tu prueba del Plan Pro está activa hasta el 30 de noviembre de 2026.')).toBeTruthy();
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Plan Pro');
    expect(screen.queryByTestId('trial-offer')).toBeNull();
  });

  it('cancelled: «Reanudar suscripción» resumes the plan through resumeSubscription and says until when it stays', async () => {
    const environment = await renderTab(cancelled);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reanudar suscripción' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useResumeSubscriptionMutation');
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          resumeSubscription: {
            __typename: 'MutationResumeSubscriptionSuccess',
            data: {
              id: 'user-1',
              subscription: { status: 'active', cancelAtPeriodEnd: false, premiumExpiresAt: paid.premiumExpiresAt, purchasablePlans: ['enterprise'] },
            },
          },
        },
      });
    });
    expect(screen.getByTestId('subscription-state').textContent).toContain('Tu Plan Pro está pagado hasta el 23 de diciembre de 2026.');
    expect(screen.queryByRole('button', { name: 'Reanudar suscripción' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar suscripción' })).toBeTruthy();
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Suscripción reanudada')).toBeTruthy();
  });

  it('lists the payments with date, plan name from the catalog, amount and status, in the reader language', async () => {
    await renderTab(paid, 'en', ['sandbox'], [
      { databaseId: 2, planType: 'pro', amountCents: 1999, currency: 'USD', status: 'approved', createdAt: '2026-11-23T12:00:00.000Z' },
      { databaseId: 1, planType: 'basic', amountCents: 999, currency: 'USD', status: 'rejected', createdAt: '2026-11-20T12:00:00.000Z' },
    ]);
    const rows = within(screen.getByRole('table', { name: 'Your payments' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Date', 'Plan', 'Amount', 'Status'],
      ['Nov 23, 2026', 'Pro Plan', '$19.99', 'Paid'],
      ['Nov 20, 2026', 'Basic Plan', '$9.99', 'Declined'],
    ]);
  });

  it('says when there are no payments yet', async () => {
    await renderTab(free);
    expect(screen.getByText('Todavía no has hecho ningún pago.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
