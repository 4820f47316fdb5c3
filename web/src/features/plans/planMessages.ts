import { defineMessage, defineMessages } from 'react-intl';

// Messages that the upgrade dialog and Settings › Suscripción share (docs/behaviour.md, Plans and credits).
export const planMessages = defineMessages({
  subscribe: { id: 'plan.subscribe', defaultMessage: 'Suscribir Ahora' },
  renew: { id: 'plan.renew', defaultMessage: 'Renovar un mes' },
  redirecting: { id: 'plan.redirecting', defaultMessage: 'Abriendo el pago…' },
  trialFailed: { id: 'plan.toast.trialFailed', defaultMessage: 'Error en la actualización' },
  paymentFailed: { id: 'plan.toast.paymentFailed', defaultMessage: 'Error al procesar el pago' },
  noPaymentLink: { id: 'plan.toast.noPaymentLink', defaultMessage: 'Error en el proceso de pago' },
  noPaymentLinkBody: {
    id: 'plan.toast.noPaymentLinkBody',
    defaultMessage: 'No se pudo obtener el enlace de pago. Por favor, intenta de nuevo.',
  },
  cancelFailed: { id: 'plan.toast.cancelFailed', defaultMessage: 'Error al cancelar suscripción' },
  resumeFailed: { id: 'plan.toast.resumeFailed', defaultMessage: 'No se pudo reanudar la suscripción' },
  startTrial: { id: 'plan.trial.start', defaultMessage: 'Empezar la prueba gratuita' },
  startingTrial: { id: 'plan.trial.starting', defaultMessage: 'Activando…' },
  /** Said wherever a plan would be sold while the server has no payment provider (`paymentProviders` empty). */
  paidPlansUnavailable: { id: 'plan.paidPlansUnavailable', defaultMessage: 'Los planes de pago no están disponibles en este servidor.' },
});

export const priceMessage = defineMessage<{ price: string }>({ id: 'upgrade.price', defaultMessage: '{price} al mes' });

export const trialOfferMessage = defineMessage<{ days: number; plan: string }>({
  id: 'plan.trial.offer',
  defaultMessage:
    'Prueba el {plan} gratis durante {days} días, sin pago ni tarjeta. Solo una vez por cuenta. Al terminar vuelves al Plan Gratis, salvo que pagues un plan.',
});

export const trialActiveMessage = defineMessage<{ plan: string; date: string }>({
  id: 'plan.trial.active',
  defaultMessage: 'Tu prueba del {plan} está activa hasta el {date}.',
});

/** The once-per-account trial's length (docs/behaviour.md, Plans and credits: a 7-day Pro trial). */
export const TRIAL_DAYS = 7;

/** Who processes the payment, as the server is configured (`paymentProviders`, the real one first). */
export const providerNotes = defineMessages({
  mercadopago: { id: 'plan.provider.mercadopago', defaultMessage: 'Los pagos los procesa MercadoPago.' },
  sandbox: {
    id: 'plan.provider.sandbox',
    defaultMessage: 'Este servidor usa una pasarela de pago de prueba: no se cobra dinero real.',
  },
});
