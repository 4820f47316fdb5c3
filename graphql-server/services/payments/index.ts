import { randomUUID } from 'node:crypto';
import { prisma } from '../../db/client.ts';
import type { PlanType } from '../../generated/prisma/client.ts';
import { sendReceiptOnce, type MailSetup } from '../account-mail.ts';
import { NotFoundError, PaymentProviderFailedError } from '../errors.ts';
import { plans } from '../plans.ts';
import { assertPurchasable } from '../subscriptions.ts';
import { applyPayment, type ApplyOutcome } from './apply-payment.ts';
import { createMercadoPagoProvider, type MercadoPagoSettings } from './mercadopago.ts';
import type { PaymentProvider, ProviderName, WebhookDelivery } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';

export { WebhookRejectedError, isProviderName, providerNames, type ProviderName, type WebhookDelivery } from './provider.ts';

/** The payment settings of config.ts. */
export interface PaymentsConfig {
  /** This site's origin (PUBLIC_URL) for the URLs given to providers; '' keeps the sandbox's URLs relative. */
  publicUrl: string;
  /** Whether the sandbox takes payments (PAYMENT_SANDBOX). */
  sandbox: boolean;
  mercadopago: { accessToken: string; webhookSecret: string } | null;
}

/** The providers this server takes payments with. */
export interface Payments {
  providers: ReadonlyMap<ProviderName, PaymentProvider>;
  /** Set when the sandbox is on: its checkout page is served. */
  sandbox: SandboxProvider | null;
}

export function createPayments(
  config: PaymentsConfig,
  sessionSecret: string,
  overrides: { mercadopago?: Partial<MercadoPagoSettings> } = {},
): Payments {
  const providers = new Map<ProviderName, PaymentProvider>();
  const sandbox = config.sandbox ? createSandboxProvider({ sessionSecret, publicUrl: config.publicUrl }) : null;
  if (sandbox) providers.set('sandbox', sandbox);
  if (config.mercadopago) {
    providers.set('mercadopago', createMercadoPagoProvider({ ...config.mercadopago, publicUrl: config.publicUrl, ...overrides.mercadopago }));
  }
  return { providers, sandbox };
}

/** How long a checkout can be paid: an old one left open must not undo a later purchase. */
export const checkoutLifetimeMs = 24 * 3600_000;

function providerOf(payments: Payments, name: ProviderName): PaymentProvider {
  const provider = payments.providers.get(name);
  if (!provider) throw new NotFoundError(payments.providers.size === 0 ? 'error.paidPlansUnavailable' : 'error.paymentProviderUnavailable');
  return provider;
}

/**
 * Starts paying for a plan: records a pending Payment under a reference of our own, then asks the
 * provider for a checkout. Only plans above the current one may be bought (and the current one to
 * renew it in its last days, or during its trial). The checkout can be paid for a day
 * (checkoutLifetimeMs). The plan comes only with the provider's confirmation (receiveWebhook),
 * never from the buyer's return.
 */
export async function createPaymentPreference(payments: Payments, userId: number, providerName: ProviderName, planType: PlanType, now = new Date()): Promise<{ initPoint: string; reference: string }> {
  const provider = providerOf(payments, providerName);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, subscription: { select: { planType: true, status: true, premiumExpiresAt: true } } },
  });
  assertPurchasable(user.subscription, planType, now);
  const plan = plans[planType];
  const reference = randomUUID();
  await prisma.payment.create({
    data: { userId, provider: providerName, idempotencyKey: reference, planType, amountCents: plan.priceCents, currency: plan.currency, createdAt: now },
  });
  const expiresAt = new Date(now.getTime() + checkoutLifetimeMs);
  try {
    return { initPoint: await provider.createCheckout({ reference, plan, payerEmail: user.email, expiresAt }), reference };
  } catch (error) {
    console.error(`${providerName}: creating a checkout failed:`, error instanceof Error ? error.message : error);
    throw new PaymentProviderFailedError();
  }
}

/**
 * A webhook call from a provider: verified (WebhookRejectedError when unsigned, forged or stale),
 * then the payment it announces is read from the provider and applied; an approved one is
 * e-mailed as a receipt, once. Calls about anything else are acknowledged and ignored.
 */
export async function receiveWebhook(
  payments: Payments,
  providerName: ProviderName,
  delivery: WebhookDelivery,
  mail: MailSetup,
  now = new Date(),
): Promise<ApplyOutcome | 'ignored'> {
  const provider = providerOf(payments, providerName);
  const paymentId = provider.verifyWebhook(delivery, now);
  if (paymentId === null) return 'ignored';
  const payment = await provider.fetchPayment(paymentId);
  const outcome = await applyPayment(providerName, payment, now);
  // Replays too: the receipt's own record lets only the first through.
  if (payment.status === 'approved' && (outcome === 'applied' || outcome === 'unchanged')) sendReceiptOnce(providerName, payment.id, mail, now);
  return outcome;
}

/** The sandbox checkout page's facts (`expired`: past checkoutLifetimeMs, no longer payable); null when the reference is not a sandbox payment. */
export async function sandboxCheckout(reference: string, now = new Date()) {
  const payment = await prisma.payment.findUnique({
    where: { idempotencyKey: reference },
    select: { provider: true, planType: true, amountCents: true, currency: true, status: true, createdAt: true },
  });
  if (!payment || payment.provider !== 'sandbox') return null;
  return { ...payment, expired: now.getTime() - payment.createdAt.getTime() > checkoutLifetimeMs };
}
