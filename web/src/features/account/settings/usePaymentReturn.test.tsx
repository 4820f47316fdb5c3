import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../i18n/locale';
import { preloadQuery } from '../../../router/preloadQuery';
import { TestProviders } from '../../../test/TestProviders';
import { settingsRoute } from './route';
import { usePaymentReturn } from './usePaymentReturn';

vi.mock('../../../router/preloadQuery', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../router/preloadQuery')>()),
  preloadQuery: vi.fn(() => Promise.resolve(null)),
}));
beforeAll(() => import('../../../notify/ToastHost'), 30_000);

function Settings() {
  usePaymentReturn();
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

async function returnTo(url: string, locale: Locale = 'es') {
  const router = createMemoryRouter([{ path: '/settings', element: <Settings /> }], { initialEntries: [url] });
  await act(async () => {
    render(
      <TestProviders environment={createMockEnvironment()} locale={locale}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
  });
}

describe('the return from the payment provider', () => {
  it("'success': a success toast, the Suscripción tab, and the parameter gone from the URL", async () => {
    await returnTo('/settings?paymentStatus=success');
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Pago completado')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/settings?tab=subscription');
  });

  it.each(['failure', 'error'])("'%s': 'Error en el pago' with its text, then the Suscripción tab", async (status) => {
    await returnTo(`/settings?tab=profile&paymentStatus=${status}`);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error en el pago')).toBeTruthy();
    expect(within(toast).getByText('No se pudo completar el proceso de pago. Por favor, intenta de nuevo.')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/settings?tab=subscription');
  });

  it('in English too', async () => {
    await returnTo('/settings?paymentStatus=failure', 'en');
    expect(within(await screen.findByTestId('toast')).getByText('Payment error')).toBeTruthy();
  });

  it('nothing happens without the parameter', async () => {
    await returnTo('/settings?tab=password');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('/settings?tab=password');
  });

  it('the settings loader asks the server again (store-and-network) only on a payment return', async () => {
    const route = settingsRoute(() => Promise.reject(new Error('unused')));
    const load = (url: string) =>
      (route.loader as (args: { request: Request; params: object; context: unknown }) => unknown)({
        request: new Request(`http://localhost${url}`),
        params: {},
        context: undefined,
      });
    await load('/settings?paymentStatus=success');
    expect(vi.mocked(preloadQuery).mock.lastCall?.[3]).toEqual({ refresh: true });
    await load('/settings?tab=subscription');
    expect(vi.mocked(preloadQuery).mock.lastCall?.[3]).toEqual({ refresh: false });
  });
});
