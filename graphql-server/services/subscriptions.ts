import { prisma } from '../db/client.ts';
import { sendPlanNotices, type MailSetup } from './account-mail.ts';
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
 * moves the account to free. Cancelling again changes nothing. The status it replaces (active or
 * trialing) is kept for resumeSubscription.
 */
export async function cancelSubscription(userId: number, now = new Date()): Promise<void> {
  const cancelled = await prisma.$executeRaw`
    UPDATE "Subscription"
    SET "statusBeforeCancel" = CASE WHEN status = 'cancelled' THEN "statusBeforeCancel" ELSE status END,
        status = 'cancelled', "cancelAtPeriodEnd" = true, "updatedAt" = ${now}
    WHERE "userId" = ${userId} AND "planType" <> 'free' AND status <> 'expired' AND "premiumExpiresAt" > ${now}`;
  if (cancelled === 0) throw new ConflictError('error.nothingToCancel');
}

/**
 * Undoes a cancel while the period runs: the plan is back in the state it was (active, or its
 * trial) with nothing paid; it still ends at premiumExpiresAt unless another month is paid.
 * ConflictError when nothing is cancelled or the period has ended.
 */
export async function resumeSubscription(userId: number, now = new Date()): Promise<void> {
  const resumed = await prisma.$executeRaw`
    UPDATE "Subscription"
    SET status = COALESCE("statusBeforeCancel", 'active'), "statusBeforeCancel" = NULL, "cancelAtPeriodEnd" = false, "updatedAt" = ${now}
    WHERE "userId" = ${userId} AND status = 'cancelled' AND "planType" <> 'free' AND "premiumExpiresAt" > ${now}`;
  if (resumed === 0) throw new ConflictError('error.nothingToResume');
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
 * E-mails the people it moved to free, and those whose plan ends within the window once per period
 * (Subscription.endingNoticeFor records it), so a second run the same day sends nothing.
 * Data is never deleted: saved prompts above the free limit stay (new saves are refused).
 * Also drops the expired rows of the login and analysis rate limits.
 */
export async function checkRenewals(mail: MailSetup, now = new Date()): Promise<RenewalCheck> {
  const windowEnd = new Date(now.getTime() + renewalWindowDays * dayMs);
  // The CTE reads each plan as it was before this UPDATE (RETURNING shows the new row: free).
  const ended = await prisma.$queryRaw<{ userId: number; planType: PlanType; premiumExpiresAt: Date }[]>`
    WITH ended AS (
      SELECT id, "planType", "premiumExpiresAt" FROM "Subscription"
      WHERE "planType" <> 'free' AND "premiumExpiresAt" <= ${now}
      FOR UPDATE
    )
    UPDATE "Subscription" AS s
    SET "planType" = 'free', status = 'expired', "cancelAtPeriodEnd" = false, "statusBeforeCancel" = NULL, "updatedAt" = ${now}
    FROM ended
    WHERE s.id = ended.id AND s."planType" <> 'free' AND s."premiumExpiresAt" <= ${now}
    RETURNING s."userId", ended."planType"::text AS "planType", ended."premiumExpiresAt"`;
  const ending = await prisma.$queryRaw<{ userId: number; planType: PlanType; premiumExpiresAt: Date }[]>`
    UPDATE "Subscription"
    SET "endingNoticeFor" = "premiumExpiresAt"
    WHERE "planType" <> 'free' AND status <> 'expired' AND "premiumExpiresAt" > ${now} AND "premiumExpiresAt" <= ${windowEnd}
      AND "endingNoticeFor" IS DISTINCT FROM "premiumExpiresAt"
    RETURNING "userId", "planType"::text AS "planType", "premiumExpiresAt"`;
  const renewalsChecked = await prisma.subscription.count({
    where: { planType: { not: 'free' }, premiumExpiresAt: { gt: now, lte: windowEnd } },
  });
  await prisma.rateLimit.deleteMany({ where: { expire: { lt: now } } });
  sendPlanNotices(
    [
      ...ended.map((row) => ({ userId: row.userId, kind: 'ended' as const, planType: row.planType, date: row.premiumExpiresAt })),
      ...ending.map((row) => ({ userId: row.userId, kind: 'ending' as const, planType: row.planType, date: row.premiumExpiresAt })),
    ],
    mail,
  );
  return { renewalsChecked, deactivated: ended.length, timestamp: now };
}
