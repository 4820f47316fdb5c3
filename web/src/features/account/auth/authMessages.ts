import { defineMessage, defineMessages } from 'react-intl';

/**
 * Toasts of SPEC §8. The Spanish interface keeps the texts the spec gives verbatim, including the
 * English ones ('Login successful', 'Login failed'); the English catalog translates the rest.
 */
export const authToasts = defineMessages({
  loginSuccess: { id: 'auth.toast.loginSuccess', defaultMessage: 'Login successful' },
  loginFailed: { id: 'auth.toast.loginFailed', defaultMessage: 'Login failed' },
  loginFailedFallback: { id: 'auth.toast.loginFailedFallback', defaultMessage: 'Invalid username or password' },
  registerSuccess: { id: 'auth.toast.registerSuccess', defaultMessage: 'Registro exitoso' },
  registerFailed: { id: 'auth.toast.registerFailed', defaultMessage: 'Error en el registro' },
  registerFailedFallback: {
    id: 'auth.toast.registerFailedFallback',
    defaultMessage: 'El nombre de usuario puede estar en uso',
  },
});

export const loginSuccessBody = defineMessage<{ name: string }>({
  id: 'auth.toast.loginSuccessBody',
  defaultMessage: '¡Bienvenido de nuevo, {name}!',
});

export const registerSuccessBody = defineMessage<{ name: string }>({
  id: 'auth.toast.registerSuccessBody',
  defaultMessage: '¡Bienvenido a Promptario, {name}!',
});

export const authFields = defineMessages({
  username: { id: 'auth.field.username', defaultMessage: 'Nombre de usuario' },
  password: { id: 'auth.field.password', defaultMessage: 'Contraseña' },
});
