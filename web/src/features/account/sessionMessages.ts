import { defineMessages } from 'react-intl';

/** Logout toasts. Spanish here; en.json keeps the English wording (docs/behaviour.md, Languages). */
export const sessionMessages = defineMessages({
  loggedOut: { id: 'session.loggedOut.title', defaultMessage: 'Sesión cerrada' },
  loggedOutBody: { id: 'session.loggedOut.body', defaultMessage: 'Has cerrado sesión correctamente.' },
  logoutFailed: { id: 'session.logoutFailed.title', defaultMessage: 'Error al cerrar sesión' },
});
