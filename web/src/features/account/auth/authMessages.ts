import { defineMessage, defineMessages } from 'react-intl';

/** Toasts: Spanish here; en.json keeps the English wording ('Login successful', 'Login failed'). */
export const authToasts = defineMessages({
  loginSuccess: { id: 'auth.toast.loginSuccess', defaultMessage: 'Sesión iniciada' },
  loginFailed: { id: 'auth.toast.loginFailed', defaultMessage: 'Error al iniciar sesión' },
  registerSuccess: { id: 'auth.toast.registerSuccess', defaultMessage: 'Registro exitoso' },
  registerFailed: { id: 'auth.toast.registerFailed', defaultMessage: 'Error en el registro' },
});

/** `form` from `welcomeForm(username)`, the rule of the dashboard's greeting. */
export const loginSuccessBody = defineMessage<{ form: string; name: string }>({
  id: 'auth.toast.loginSuccessBody',
  defaultMessage: '{form, select, feminine {¡Bienvenida de nuevo, {name}!} other {¡Bienvenido de nuevo, {name}!}}',
});

export const registerSuccessBody = defineMessage<{ form: string; name: string }>({
  id: 'auth.toast.registerSuccessBody',
  defaultMessage: '{form, select, feminine {¡Bienvenida a Promptario, {name}!} other {¡Bienvenido a Promptario, {name}!}}',
});

export const authFields = defineMessages({
  username: { id: 'auth.field.username', defaultMessage: 'Nombre de usuario' },
  usernameOrEmail: { id: 'auth.field.usernameOrEmail', defaultMessage: 'Nombre de usuario o correo electrónico' },
  password: { id: 'auth.field.password', defaultMessage: 'Contraseña' },
});
