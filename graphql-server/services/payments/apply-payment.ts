import { prisma, queuedTransaction } from '../../db/client.ts';
import type { PaymentStatus, PlanType, Prisma } from '../../generated/prisma/client.ts';
import { effectivePlanType, planOrder } from '../plans.ts';
import type { ProviderName, ProviderPayment } from './provider.ts';

/** What applying a provider's payment did. */
export type ApplyOutcome =
  /** An approved payment: the plan was granted or extended (once per provider payment). */
  | 'applied'
  /** Only the payment's status changed (pending, rejected, refunded). */
  | 'recorded'
  /** Approved, but for a plan below the running one: recorded as refund_due, the plan untouched. */
  | 'refund-due'
  /** Already known in this state: a replayed or concurrent duplicate delivery. */
  | 'unchanged'
  /** Not a payment of ours (no such reference): acknowledged and ignored. */
  | 'unknown';

/** From which of our statuses each provider status may move a payment: an approved payment is never un-approved, only refunded. */
const allowedFrom: Record<PaymentStatus, PaymentStatus[]> = {
  approved: ['pending', 'rejected'],
  rejected: ['pending'],
  pending: [],
  refunded: ['pending', 'rejected', 'approved', 'refund_due'],
  // Set here, never by a provider: see grantPaidMonth.
  refund_due: [],
};

/** One paid month. */
function addMonth(date: Date): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + 1);
  return result;
}

/**
 * Applies a payment the provider confirmed, in ONE transaction, idempotently by (provider, provider
 * payment id): the payment row moves to its new status with a conditional UPDATE, and only the
 * delivery whose UPDATE moved it to `approved` grants the plan. Concurrent deliveries queue on the
 * row lock and find nothing left to do; a process that dies before COMMIT leaves nothing behind,
 * so the provider's next delivery applies the payment.
 *
 * An approved payment sets the plan for one month from now, or from the current expiry when the
 * same plan is still running (renewing, or paying during its trial). A payment for a plan below
 * the running one (an old checkout paid after an upgrade) never lowers or shortens it: it is
 * recorded as refund_due and logged for a refund. A payment whose amount or currency differ from
 * what we asked is recorded as rejected and grants nothing.
 */
export function applyPayment(provider: ProviderName, payment: ProviderPayment, now = new Date()): Promise<ApplyOutcome> {
  const reference = payment.reference;
  if (reference === null) return Promise.resolve('unknown');
  return prisma.$transaction(async (tx) => {
    let row = await tx.payment.findUnique({ where: { idempotencyKey: reference } });
    if (!row || row.provider !== provider) return 'unknown';
    // Several provider payments for one checkout (one declined, then one approved) reuse its row
    // until one is approved; a further approved one is a payment of its own, with its own row.
    if ((row.status === 'approved' || row.status === 'refund_due') && row.externalId !== payment.id && payment.status === 'approved') {
      row = await tx.payment.upsert({
        where: { provider_externalId: { provider, externalId: payment.id } },
        update: {},
        create: { userId: row.userId, provider, externalId: payment.id, idempotencyKey: `${reference}:${payment.id}`, planType: row.planType, amountCents: row.amountCents, currency: row.currency },
      });
    } else if (row.externalId !== null && row.externalId !== payment.id && payment.status !== 'approved') {
      // A declined attempt after the checkout's approved (or another) payment changes nothing.
      return 'unchanged';
    }
    const paidInFull =
      (payment.amountCents === null || payment.amountCents >= row.amountCents) && (payment.currency === null || payment.currency === row.currency);
    const status: PaymentStatus = payment.status === 'approved' && !paidInFull ? 'rejected' : payment.status;
    const moved = await tx.payment.updateMany({
      where: { id: row.id, status: { in: allowedFrom[status] } },
      data: { status, externalId: payment.id },
    });
    if (moved.count === 0) return 'unchanged';
    if (status !== 'approved') return 'recorded';
    // A checkout paid after its account was deleted has no one to grant the plan to: it is owed back too.
    if (row.userId !== null && (await grantPaidMonth(tx, row.userId, row.planType, now))) return 'applied';
    await tx.payment.update({ where: { id: row.id }, data: { status: 'refund_due' } });
    console.warn(
      `${provider} payment ${payment.id} (reference ${reference}, user ${row.userId ?? 'deleted'}) paid for ${row.planType} ` +
        `${row.userId === null ? 'after its account was deleted' : 'while a higher plan runs'}: ` +
        'the plan was left as it is and the payment is recorded as refund_due. Refund it at the provider.',
    );
    return 'refund-due';
  }, queuedTransaction);
}

/** Grants one month of planType; false, changing nothing, when a higher plan is running. */
async function grantPaidMonth(tx: Prisma.TransactionClient, userId: number, planType: PlanType, now: Date): Promise<boolean> {
  // Locked, so two different payments of one user extend one after the other, never from the same expiry.
  await tx.$queryRaw`SELECT 1 FROM "Subscription" WHERE "userId" = ${userId} FOR UPDATE`;
  const current = await tx.subscription.findUnique({ where: { userId }, select: { planType: true, status: true, premiumExpiresAt: true } });
  const running = effectivePlanType(current, now);
  if (planOrder.indexOf(planType) < planOrder.indexOf(running)) return false;
  const sameRunningPlan = running === planType && current?.premiumExpiresAt != null;
  const premiumExpiresAt = addMonth(sameRunningPlan ? current!.premiumExpiresAt! : now);
  // A paying account has had its chance at the trial.
  const data = { planType, status: 'active' as const, premiumExpiresAt, cancelAtPeriodEnd: false, trialUsed: true };
  await tx.subscription.upsert({ where: { userId }, update: data, create: { userId, ...data } });
  return true;
}
