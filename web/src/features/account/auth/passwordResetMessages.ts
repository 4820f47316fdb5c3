import { defineMessages } from 'react-intl';

/** The forgotten-password request (/forgot-password) and the new password (/reset-password). */
export const passwordResetMessages = defineMessages({
  forgotLink: { id: 'auth.forgot.link', defaultMessage: '¿Olvidaste tu contraseña?' },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Restablece tu contraseña' },
  forgotSubtitle: {
    id: 'auth.forgot.subtitle',
    defaultMessage: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva. El enlace sirve una vez durante 60 minutos.',
  },
  email: { id: 'auth.forgot.email', defaultMessage: 'Correo electrónico' },
  send: { id: 'auth.forgot.send', defaultMessage: 'Enviar enlace' },
  sending: { id: 'auth.forgot.sending', defaultMessage: 'Enviando…' },
  requestFailed: { id: 'auth.forgot.failed', defaultMessage: 'No se pudo enviar el enlace' },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Volver a iniciar sesión' },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Elige una contraseña nueva' },
  resetSubtitle: { id: 'auth.reset.subtitle', defaultMessage: 'Al guardarla se cerrarán todas las sesiones de tu cuenta, en todos los dispositivos.' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'Contraseña nueva' },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'Repite la contraseña nueva' },
  save: { id: 'auth.reset.save', defaultMessage: 'Guardar contraseña' },
  saving: { id: 'auth.reset.saving', defaultMessage: 'Guardando…' },
  confirmFailed: { id: 'auth.reset.failed', defaultMessage: 'No se pudo cambiar la contraseña' },
  missingToken: {
    id: 'auth.reset.missingToken',
    defaultMessage: 'Este enlace está incompleto: ábrelo tal como llegó en el correo, o pide otro.',
  },
  askAgain: { id: 'auth.reset.askAgain', defaultMessage: 'Pedir otro enlace' },
  doneTitle: { id: 'auth.reset.doneTitle', defaultMessage: 'Contraseña cambiada' },
  doneBody: { id: 'auth.reset.doneBody', defaultMessage: 'Se cerraron todas las sesiones. Inicia sesión con tu contraseña nueva.' },
});
