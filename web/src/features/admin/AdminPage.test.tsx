import { render, screen, waitFor, within } from '@testing-library/react';
import { act, Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { adminRoute } from './route';

/** Opens /admin, then answers the viewer query its loader started with `resolvers`. */
async function openAdmin(resolvers: MockResolvers, locale: Locale = 'es') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [{ path: '/', element: <p>Landing</p> }, adminRoute(() => Promise.resolve(environment))] }],
    { initialEntries: ['/admin'] },
  );
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  return router;
}

describe('/admin gate', () => {
  // The route lazy-loads the page and the toaster loads on first use: load both up front.
  beforeAll(() => Promise.all([import('./AdminPage'), import('../../notify/ToastHost')]), 30_000);

  it('sends a user who is not an admin to / with the "Acceso restringido" toast', async () => {
    const router = await openAdmin({ User: () => ({ isAdmin: false }) });
    await screen.findByText('Landing', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/');
    const toast = await screen.findByTestId('toast', {}, { timeout: 10_000 });
    expect(within(toast).getByText('Acceso restringido')).toBeTruthy();
    expect(within(toast).getByText('No tienes permisos para acceder a esta página')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Panel Administrativo' })).toBeNull();
  });

  it('sends a visitor away too, in English', async () => {
    const router = await openAdmin({ Query: () => ({ viewer: null }) }, 'en');
    await screen.findByText('Landing', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/');
    const toast = await screen.findByTestId('toast', {}, { timeout: 10_000 });
    expect(within(toast).getByText('Access restricted')).toBeTruthy();
  });

  it('lets an admin in: the role comes from viewer.isAdmin, not from a username', async () => {
    const router = await openAdmin({ User: () => ({ isAdmin: true, username: 'not-called-admin' }) });
    expect(await screen.findByRole('heading', { name: 'Panel Administrativo' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
