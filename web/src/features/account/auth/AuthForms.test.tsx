import { fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/TestProviders';
import type { Locale } from '../../../i18n/locale';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

// The toaster loads on first use; load it up front so its arrival is not an un-awaited update.
beforeAll(() => import('../../../notify/ToastHost'), 30_000);
// Mutations load Relay on first use (relay/useMutation): load it up front too, so a submit commits within its act().
beforeAll(() => import('relay-runtime'), 30_000);

function renderForm(form: 'login' | 'register', locale: Locale = 'es', entry = '/auth') {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment} locale={locale}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/auth" element={form === 'login' ? <LoginForm /> : <RegisterForm />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return environment;
}

/** Types into a field and lets react-hook-form's asynchronous re-validation settle. */
async function type(label: string | RegExp, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

/** Submits and lets react-hook-form's asynchronous validation settle. */
async function submit(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('login form', () => {
  it("keeps where the person was going on the '¿Olvidaste tu contraseña?' link, and only a path of this site", () => {
    renderForm('login', 'es', `/auth?next=${encodeURIComponent('/optimize?prompt=42')}`);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      `/forgot-password?next=${encodeURIComponent('/optimize?prompt=42')}`,
    );
  });

  it('leaves a foreign next off the forgotten-password link', () => {
    renderForm('login', 'es', `/auth?next=${encodeURIComponent('//evil.example')}`);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('rejects a short username and password in Spanish without calling the server', async () => {
    const environment = renderForm('login');
    await type(/nombre de usuario/i, 'ab');
    await type(/^contraseña/i, '12345');
    await submit('Iniciar sesión');

    expect(screen.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    // The first invalid field gets the focus.
    expect(document.activeElement).toBe(screen.getByLabelText(/nombre de usuario/i));
  });

  it('shows the same rules in English', async () => {
    renderForm('login', 'en');
    await submit('Log in');
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('sends valid credentials, shows the pending label, and reports a server rejection', async () => {
    const environment = renderForm('login');
    await type(/nombre de usuario/i, '  ana  ');
    await type(/^contraseña/i, 'secret1');
    await submit('Iniciar sesión');

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { username: 'ana', password: 'secret1' } });
    expect(screen.getByRole('button', { name: /iniciando sesión/i }).getAttribute('aria-disabled')).toBe('true');

    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          login: {
            __typename: 'AuthenticationError',
            __isError: 'AuthenticationError',
            message: 'Usuario o contraseña incorrectos',
          },
        },
      });
    });

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error al iniciar sesión')).toBeTruthy();
    expect(within(toast).getByText('Usuario o contraseña incorrectos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toHaveProperty('disabled', false);
  });

  it('makes the user the store viewer and goes to the dashboard after logging in', async () => {
    const environment = renderForm('login');
    await type(/nombre de usuario/i, 'ana');
    await type(/^contraseña/i, 'secret1');
    await submit('Iniciar sesión');

    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          login: {
            __typename: 'MutationLoginSuccess',
            data: { id: 'VXNlcjox', username: 'ana', displayName: null, preferredLanguage: 'es' },
          },
        },
      });
    });

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    const root = environment.getStore().getSource().get('client:root') as { viewer?: { __ref: string } };
    expect(root.viewer).toEqual({ __ref: 'VXNlcjox' });
  });
});

describe('register form', () => {
  it('checks email, matching passwords and the age/terms box in English', async () => {
    const environment = renderForm('register', 'en');
    await type(/^username/i, 'newuser');
    await type(/^email/i, 'not-an-email');
    await type(/^password/i, 'secret1');
    await type(/confirm password/i, 'secret2');
    await submit('Create account');

    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('You must confirm that you are 18 or older and accept the terms')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the Spanish messages, and clears them as the fields are fixed', async () => {
    renderForm('register');
    await type(/correo electrónico/i, 'x@');
    await submit('Crear cuenta');
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeTruthy();
    await type(/correo electrónico/i, 'ana@example.com');
    expect(screen.queryByText('Introduce un correo electrónico válido')).toBeNull();
  });

  it('never sends confirmPassword, and sends invitationCode only when filled', async () => {
    const environment = renderForm('register');
    await type(/nombre de usuario/i, 'ana');
    await type(/correo electrónico/i, 'ana@example.com');
    await type(/^contraseña/i, 'secret1');
    await type(/confirmar contraseña/i, 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('Crear cuenta');

    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { username: 'ana', email: 'ana@example.com', password: 'secret1' },
    });
    expect(screen.getByRole('button', { name: /creando cuenta/i })).toBeTruthy();
  });

  it('includes a filled invitation code and puts server field errors on their fields', async () => {
    const environment = renderForm('register');
    await type(/nombre de usuario/i, 'ana');
    await type(/correo electrónico/i, 'ana@example.com');
    await type(/^contraseña/i, 'secret1');
    await type(/confirmar contraseña/i, 'secret1');
    await type(/código de invitación/i, ' WELCOME ');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('Crear cuenta');

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ invitationCode: 'WELCOME' });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          register: {
            __typename: 'ConflictError',
            __isError: 'ConflictError',
            message: 'Ese nombre de usuario ya está en uso',
            field: 'username',
          },
        },
      });
    });

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error en el registro')).toBeTruthy();
    // The message shows on the username field too.
    const usernameInput = screen.getByLabelText(/nombre de usuario/i);
    expect(usernameInput.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Ese nombre de usuario ya está en uso').length).toBe(2);
  });

  it("puts a ValidationError's field messages (read through the shared failure fragment) on their fields", async () => {
    const environment = renderForm('register');
    await type(/nombre de usuario/i, 'ana');
    await type(/correo electrónico/i, 'ana@example.com');
    await type(/^contraseña/i, 'secret1');
    await type(/confirmar contraseña/i, 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('Crear cuenta');

    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          register: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Introduce un correo electrónico válido',
            fieldErrors: [{ field: 'input.email', message: 'Introduce un correo electrónico válido' }],
          },
        },
      });
    });

    expect(screen.getByLabelText(/correo electrónico/i).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/correo electrónico/i));
    expect(screen.getByLabelText(/nombre de usuario/i).getAttribute('aria-invalid')).toBeNull();
  });
});
