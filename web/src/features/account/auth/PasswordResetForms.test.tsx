import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locale';
import { TestProviders } from '../../../test/TestProviders';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

// The toaster and Relay load on first use: load them up front so a submit settles within its act().
beforeAll(() => import('../../../notify/ToastHost'), 30_000);
beforeAll(() => import('relay-runtime'), 30_000);

function renderAt(url: string, locale: Locale = 'es') {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment} locale={locale}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordForm />} />
          <Route path="/reset-password" element={<ResetPasswordForm />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return environment;
}

async function type(label: string | RegExp, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function submit(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('forgotten password form', () => {
  it('checks the address locally, then shows the server answer in place of the form', async () => {
    const environment = renderAt('/forgot-password');
    await type(/correo electrónico/i, 'no es un correo');
    await submit('Enviar enlace');
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await type(/correo electrónico/i, ' ana@example.com ');
    await submit('Enviar enlace');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { email: 'ana@example.com' } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { requestPasswordReset: { __typename: 'MutationRequestPasswordResetSuccess', data: 'Si hay una cuenta con esa dirección…' } },
      });
    });
    expect(screen.getByRole('status').textContent).toBe('Si hay una cuenta con esa dirección…');
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).toBeNull();
  });
});

describe('new password form', () => {
  it('says a link without its token is incomplete and offers another link', () => {
    renderAt('/reset-password', 'en');
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete: open it exactly as it arrived in the e-mail, or ask for another.');
    expect(screen.getByRole('link', { name: 'Ask for another link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('holds the password to the sign-up rules and the repetition locally, then sends the token with it', async () => {
    const environment = renderAt('/reset-password?token=tok-123');
    await type(/^contraseña nueva/i, 'abc');
    await type(/repite la contraseña nueva/i, 'abcdef');
    await submit('Guardar contraseña');
    expect(screen.getByText('La nueva contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await type(/^contraseña nueva/i, 'abcdefg');
    await submit('Guardar contraseña');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();

    await type(/repite la contraseña nueva/i, 'abcdefg');
    await submit('Guardar contraseña');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { token: 'tok-123', newPassword: 'abcdefg' } });
  });

  it('replaces the form with the server message when the token is used, expired or unknown', async () => {
    const environment = renderAt('/reset-password?token=used');
    await type(/^contraseña nueva/i, 'abcdefg');
    await type(/repite la contraseña nueva/i, 'abcdefg');
    await submit('Guardar contraseña');
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          confirmPasswordReset: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Este enlace para restablecer la contraseña no es válido',
            fieldErrors: [{ field: 'token', message: 'Este enlace para restablecer la contraseña no es válido' }],
          },
        },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Este enlace para restablecer la contraseña no es válido');
    expect(screen.getByRole('link', { name: 'Pedir otro enlace' })).toBeTruthy();
  });
});
