import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locale';
import { TestProviders } from '../../../test/TestProviders';
import { VerifyEmailView } from './VerifyEmailView';

// Relay loads on first use: load it up front so the confirmation commits within the test.
beforeAll(() => import('relay-runtime'), 30_000);

function openLink(url: string, { locale = 'es', signedIn = false }: { locale?: Locale; signedIn?: boolean } = {}) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [{ path: '/verify-email', loader: () => ({ viewer: signedIn ? { id: 'user-1' } : null }), element: <VerifyEmailView />, HydrateFallback: () => null }],
    { initialEntries: [url] },
  );
  render(
    <TestProviders environment={environment} locale={locale}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return environment;
}

describe('the e-mailed confirmation link (/verify-email)', () => {
  it('confirms the address once on arrival and says so, in Spanish', async () => {
    const environment = openLink('/verify-email?token=tok-1', { signedIn: true });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useVerifyEmailMutation');
    expect(operation.request.variables).toEqual({ input: { token: 'tok-1' } });
    await act(async () => {
      environment.mock.resolve(operation, { data: { verifyEmail: { __typename: 'MutationVerifyEmailSuccess', data: true } } });
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Listo: tu correo electrónico está confirmado\./);
    expect(screen.getByRole('link', { name: 'Ir al Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's reason for a used or expired link, in English, and leads a visitor to sign in on the way to Settings", async () => {
    const environment = openLink('/verify-email?token=used', { locale: 'en' });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const reason = 'This confirmation link is not valid: it was used, it expired, a newer one was requested or the account\'s e-mail changed. Ask for another one in Settings.';
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { verifyEmail: { __typename: 'ValidationError', __isError: 'ValidationError', message: reason, fieldErrors: [{ field: 'token', message: reason }] } },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(screen.getByRole('link', { name: 'Ask for another link in Settings' }).getAttribute('href')).toBe('/auth?next=%2Fsettings');
  });

  it('says a link without its code is incomplete, without asking the server', async () => {
    const environment = openLink('/verify-email');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^A este enlace le falta su código/);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
