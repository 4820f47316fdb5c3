import { MercadoPagoConfig, Payment, Preference } from 'mercadopago';
import type { PaymentStatus } from '../../generated/prisma/client.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';
import { verifySignature, webhookDataId } from './signature.ts';

/**
 * MercadoPago Checkout Pro through the official SDK: a preference per checkout (its init_point is
 * where the buyer pays), then webhooks (`x-signature` verified) announce payments, which are read
 * back from the API before anything is applied.
 */

export interface MercadoPagoSettings {
  accessToken: string;
  webhookSecret: string;
  /** This site's origin, for the return and notification URLs. */
  publicUrl: string;
  /** The SDK's retries of 429/5xx answers; tests set 0. */
  retries?: number;
}

/** MercadoPago's payment statuses in ours: only `approved` grants a plan. */
function statusOf(status: string | undefined): PaymentStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'rejected':
    case 'cancelled':
      return 'rejected';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      // pending, authorized, in_process, in_mediation: not paid yet.
      return 'pending';
  }
}

export function createMercadoPagoProvider(settings: MercadoPagoSettings): PaymentProvider {
  const client = new MercadoPagoConfig({ accessToken: settings.accessToken, options: { timeout: 10_000, maxRetries: settings.retries } });
  const preferences = new Preference(client);
  const payments = new Payment(client);
  const back = (status: string) => `${settings.publicUrl}/settings?paymentStatus=${status}`;

  return {
    name: 'mercadopago',

    async createCheckout({ reference, plan, payerEmail, expiresAt }) {
      // MercadoPago's dates are ISO 8601 with an explicit offset (2017-02-28T12:00:00.000-04:00).
      const expiry = expiresAt.toISOString().replace(/Z$/, '+00:00');
      const preference = await preferences.create({
        body: {
          items: [{ id: plan.type, title: `Promptario ${plan.type}`, quantity: 1, unit_price: plan.priceCents / 100, currency_id: plan.currency }],
          payer: { email: payerEmail },
          back_urls: { success: back('success'), failure: back('failure'), pending: back('pending') },
          auto_return: 'approved',
          notification_url: `${settings.publicUrl}/api/subscription/mercadopago/webhook`,
          external_reference: reference,
          expires: true,
          expiration_date_to: expiry,
          // Cash tickets (offline payments) expire with the checkout too.
          date_of_expiration: expiry,
        },
        requestOptions: { idempotencyKey: reference },
      });
      if (!preference.init_point) throw new Error('MercadoPago created a preference without init_point');
      return preference.init_point;
    },

    verifyWebhook(delivery, now) {
      verifySignature(settings.webhookSecret, delivery, now);
      const body = delivery.body as { type?: unknown } | null;
      const topic = delivery.query.get('type') ?? delivery.query.get('topic') ?? (typeof body?.type === 'string' ? body.type : null);
      return topic === 'payment' ? webhookDataId(delivery) : null;
    },

    async fetchPayment(id): Promise<ProviderPayment> {
      const payment = await payments.get({ id });
      return {
        id: String(payment.id ?? id),
        status: statusOf(payment.status),
        reference: payment.external_reference ?? null,
        amountCents: typeof payment.transaction_amount === 'number' ? Math.round(payment.transaction_amount * 100) : null,
        currency: payment.currency_id ?? null,
      };
    },
  };
}
