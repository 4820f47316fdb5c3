import { defineMessage, defineMessages } from 'react-intl';

/** The soft e-mail verification: the banner offering the link again, and the link's page (/verify-email). */
export const emailVerificationMessages = defineMessages({
  bannerTitle: { id: 'emailVerification.banner.title', defaultMessage: 'Confirma tu correo electrónico' },
  resend: { id: 'emailVerification.banner.resend', defaultMessage: 'Reenviar enlace' },
  resending: { id: 'emailVerification.banner.resending', defaultMessage: 'Enviando…' },
  resendFailed: { id: 'emailVerification.banner.resendFailed', defaultMessage: 'No se pudo reenviar el enlace' },
  resent: { id: 'emailVerification.banner.resent', defaultMessage: 'Enlace enviado' },
  pageTitle: { id: 'emailVerification.page.title', defaultMessage: 'Confirmar tu correo electrónico' },
  pageSubtitle: { id: 'emailVerification.page.subtitle', defaultMessage: 'Comprobamos el enlace que te enviamos.' },
  verifying: { id: 'emailVerification.page.verifying', defaultMessage: 'Confirmando…' },
  verified: {
    id: 'emailVerification.page.verified',
    defaultMessage: 'Listo: tu correo electrónico está confirmado. Si algún día olvidas la contraseña, te llegará el enlace para restablecerla.',
  },
  failed: { id: 'emailVerification.page.failed', defaultMessage: 'No se pudo confirmar el correo' },
  missingToken: {
    id: 'emailVerification.page.missingToken',
    defaultMessage: 'A este enlace le falta su código. Abre el enlace completo del correo, o pide uno nuevo desde Configuración.',
  },
  toDashboard: { id: 'emailVerification.page.toDashboard', defaultMessage: 'Ir al Dashboard' },
  toSettings: { id: 'emailVerification.page.toSettings', defaultMessage: 'Pedir otro enlace en Configuración' },
});

export const bannerBodyMessage = defineMessage<{ email: string }>({
  id: 'emailVerification.banner.body',
  defaultMessage:
    'Te enviamos un enlace a {email}. Tu cuenta ya funciona; confirmar el correo asegura que puedas recuperarla si olvidas la contraseña.',
});

export const resentBodyMessage = defineMessage<{ email: string }>({
  id: 'emailVerification.banner.resentBody',
  defaultMessage: 'Revisa {email} (también la carpeta de spam). El enlace anterior deja de servir.',
});
