import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../notify/useNotify';

/** The query parameter the payment provider's return URL carries (`/settings?paymentStatus=success|failure|error`). */
export const PAYMENT_STATUS_PARAM = 'paymentStatus';

const messages = defineMessages({
  success: { id: 'settings.payment.success', defaultMessage: 'Pago completado' },
  successBody: {
    id: 'settings.payment.successBody',
    defaultMessage: 'Gracias. Tu plan se activa en cuanto el proveedor confirma el pago; aquí ves su estado.',
  },
  failure: { id: 'settings.payment.failure', defaultMessage: 'Error en el pago' },
  failureBody: {
    id: 'settings.payment.failureBody',
    defaultMessage: 'No se pudo completar el proceso de pago. Por favor, intenta de nuevo.',
  },
});

/**
 * The return from the payment provider: the toast for `paymentStatus`, then the Suscripción tab, with the
 * parameter gone from the URL. The route's loader has already asked the server for the
 * subscription again (only the server's confirmation grants a plan, never this return).
 */
export function usePaymentReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get(PAYMENT_STATUS_PARAM);
  const notify = useNotify();
  const intl = useIntl();
  const handled = useRef(false);
  useEffect(() => {
    if (status === null || handled.current) return;
    handled.current = true;
    if (status === 'success') notify.success(intl.formatMessage(messages.success), intl.formatMessage(messages.successBody));
    else notify.error(intl.formatMessage(messages.failure), intl.formatMessage(messages.failureBody));
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.delete(PAYMENT_STATUS_PARAM);
        updated.set('tab', 'subscription');
        return updated;
      },
      { replace: true },
    );
  }, [status, notify, intl, setSearchParams]);
}
