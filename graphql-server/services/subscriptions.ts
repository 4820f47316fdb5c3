import { prisma } from '../db/client.ts';
import type { PlanType } from '../generated/prisma/client.ts';
import { ConflictError } from './errors.ts';
import { effectivePlanType, planOrder, type SubscriptionState } from './plans.ts';

/**
 * The subscription's life besides payments (services/payments/): the once-per-account trial,
 * cancelling at the end of the period, and the renewal check that moves ended plans to free.
 */

export const trialDays = 7;
/** The renewal check reports plans ending this soon, and a plan may be paid again this close to its end. */
export const renewalWindowDays = 3;
const dayMs = 24 * 3600_000;

/**
 * Plans the user may pay for now: any plan above the current one; the current one too during its
 * trial (the paid month then starts when the trial ends) or in the renewal window before it ends.
 */
export function purchasablePlans(subscription: SubscriptionState | null | undefined, now = new Date()): PlanType[] {
  const current = effectivePlanType(subscription, now);
  const expiresAt = subscription?.premiumExpiresAt;
  const renewable =
    current !== 'free' && expiresAt != null && (subscription?.status === 'trialing' || expiresAt.getTime() - now.getTime() <= renewalWindowDays * dayMs);
  return planOrder.filter((plan) => plan !== 'free' && (planOrder.indexOf(plan) > planOrder.indexOf(current) || (renewable && plan === current)));
}

export function assertPurchasable(subscription: SubscriptionState | null | undefined, planType: PlanType, now = new Date()): void {
  if (!purchasablePlans(subscription, now).includes(planType)) throw new ConflictError('error.planNotAvailable', 'planType');
}

/**
 * Starts the 7-day Pro trial: once per account, and only from the free plan. One conditional
 * UPDATE, so concurrent calls start it once.
 */
export async function startTrial(userId: number, now = new Date()): Promise<void> {
  const started = await prisma.subscription.updateMany({
    where: { userId, trialUsed: false, OR: [{ planType: 'free' }, { status: 'expired' }, { premiumExpiresAt: { lte: now } }] },
    data: { planType: 'pro', status: 'trialing', premiumExpiresAt: new Date(now.getTime() + trialDays * dayMs), cancelAtPeriodEnd: false, trialUsed: true },
  });
  if (started.count === 1) return;
  const subscription = await prisma.subscription.findUnique({ where: { userId }, select: { planType: true, status: true, premiumExpiresAt: true } });
  const paid = effectivePlanType(subscription, now) !== 'free' && subscription?.status !== 'trialing';
  throw new ConflictError(paid ? 'error.trialOnPaidPlan' : 'error.trialUsed');
}

/**
 * Cancels at the end of the period: the plan stays until premiumExpiresAt, then the renewal check
 * moves the account to free. Cancelling again changes nothing.
 */
export async function cancelSubscription(userId: number, now = new Date()): Promise<void> {
  const cancelled = await prisma.subscription.updateMany({
    where: { userId, planType: { not: 'free' }, status: { not: 'expired' }, premiumExpiresAt: { gt: now } },
    data: { status: 'cancelled', cancelAtPeriodEnd: true },
  });
  if (cancelled.count === 0) throw new ConflictError('error.nothingToCancel');
}

export interface RenewalCheck {
  /** Paid plans and trials ending within the renewal window. */
  renewalsChecked: number;
  /** Plans whose period had ended, moved to free now. */
  deactivated: number;
  timestamp: Date;
}

/**
 * Moves every plan whose period has ended to free and counts those ending within the renewal
 * window. Each is one statement, so two checks running at once deactivate each plan once.
 * Data is never deleted: saved prompts above the free limit stay (new saves are refused).
 * Also drops the expired rows of the login and analysis rate limits.
 */
export async function checkRenewals(now = new Date()): Promise<RenewalCheck> {
  const deactivated = await prisma.subscription.updateMany({
    where: { planType: { not: 'free' }, premiumExpiresAt: { lte: now } },
    data: { planType: 'free', status: 'expired', cancelAtPeriodEnd: false },
  });
  const renewalsChecked = await prisma.subscription.count({
    where: { planType: { not: 'free' }, premiumExpiresAt: { gt: now, lte: new Date(now.getTime() + renewalWindowDays * dayMs) } },
  });
  await prisma.rateLimit.deleteMany({ where: { expire: { lt: now } } });
  return { renewalsChecked, deactivated: deactivated.count, timestamp: now };
}
