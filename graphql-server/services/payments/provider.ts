import type { PaymentStatus } from '../../generated/prisma/client.ts';
import type { Plan } from '../plans.ts';

/** The payment providers this server knows; the `{provider}` segment of the payment paths names one. */
export const providerNames = ['mercadopago', 'sandbox'] as const;
export type ProviderName = (typeof providerNames)[number];

export function isProviderName(value: string): value is ProviderName {
  return (providerNames as readonly string[]).includes(value);
}

/** What a checkout is for: one month of a plan, under our own reference. */
export interface CheckoutRequest {
  /** Our reference (Payment.idempotencyKey): the provider sends it back with the payment. */
  reference: string;
  plan: Plan;
  payerEmail: string;
  /** After this the checkout can no longer be paid. */
  expiresAt: Date;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  /** The provider's own payment id. */
  id: string;
  status: PaymentStatus;
  /** Our reference, as sent in the checkout; null when the payment is not one of ours. */
  reference: string | null;
  /** What was paid, when the provider says: checked against the price before a plan is granted. */
  amountCents: number | null;
  currency: string | null;
}

/** A webhook call as it arrived: the signature covers headers and the query, the body says what happened. */
export interface WebhookDelivery {
  headers: Headers;
  query: URLSearchParams;
  body: unknown;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a checkout: the URL the buyer's browser goes to. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /**
   * Checks that a webhook call comes from the provider (throws WebhookRejectedError otherwise) and
   * returns the id of the payment it announces, or null when it is about something else.
   */
  verifyWebhook(delivery: WebhookDelivery, now: Date): string | null;
  /** The payment's current state, from the provider itself (a webhook body is never trusted for it). */
  fetchPayment(id: string): Promise<ProviderPayment>;
}

/** A webhook call that is unsigned, forged or stale: answered 401, nothing is read or changed. */
export class WebhookRejectedError extends Error {
  constructor(readonly reason: 'unsigned' | 'bad-signature' | 'stale' | 'malformed') {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejectedError';
  }
}
