import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider, ProviderPayment, WebhookDelivery } from './provider.ts';
import { signatureHeader, verifySignature, webhookDataId } from './signature.ts';

/**
 * The embedded payment provider: no money moves. Its checkout is a page of this server
 * (/checkout/sandbox/<reference>) where the buyer approves or declines; the decision is sent to the
 * same webhook path a real provider calls, signed the same way (MercadoPago's scheme) with a secret
 * derived from the session secret. A sandbox payment id states its outcome
 * (`sbx_approved_<reference>`), so "fetching" it needs no storage: the signature vouches for it.
 */

export type SandboxDecision = 'approve' | 'decline';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The token the checkout page's form carries, so that only that page can post a decision. */
  checkoutToken(reference: string): string;
  isCheckoutToken(reference: string, token: string): boolean;
  /** The signed webhook call that reports a decision. */
  decisionDelivery(reference: string, decision: SandboxDecision, now: Date): WebhookDelivery;
}

const paymentId = /^sbx_(approved|rejected)_([\w-]{1,100})$/;

export function createSandboxProvider(options: { sessionSecret: string; publicUrl: string }): SandboxProvider {
  const secret = (purpose: string) => createHmac('sha256', options.sessionSecret).update(`promptario sandbox ${purpose}`).digest('hex');
  const webhookSecret = secret('webhook');
  const tokenSecret = secret('checkout');
  const checkoutToken = (reference: string) => createHmac('sha256', tokenSecret).update(reference).digest('base64url');

  return {
    name: 'sandbox',

    async createCheckout({ reference }) {
      return `${options.publicUrl}/checkout/sandbox/${encodeURIComponent(reference)}`;
    },

    verifyWebhook(delivery, now) {
      verifySignature(webhookSecret, delivery, now);
      return webhookDataId(delivery);
    },

    async fetchPayment(id): Promise<ProviderPayment> {
      const match = paymentId.exec(id);
      if (!match) return { id, status: 'rejected', reference: null, amountCents: null, currency: null };
      return { id, status: match[1] === 'approved' ? 'approved' : 'rejected', reference: match[2], amountCents: null, currency: null };
    },

    checkoutToken,

    isCheckoutToken(reference, token) {
      const expected = Buffer.from(checkoutToken(reference));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    decisionDelivery(reference, decision, now) {
      const id = `sbx_${decision === 'approve' ? 'approved' : 'rejected'}_${reference}`;
      const requestId = randomUUID();
      const headers = new Headers({
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': signatureHeader(webhookSecret, id, requestId, now),
      });
      return { headers, query: new URLSearchParams({ 'data.id': id, type: 'payment' }), body: { type: 'payment', action: 'payment.updated', data: { id } } };
    },
  };
}
