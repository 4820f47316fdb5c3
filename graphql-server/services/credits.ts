import { prisma } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Plan } from './plans.ts';

/**
 * Optimization credits. Each limited plan counts the successful optimizations of the current period in
 * one CreditUsage row per (user, period): "2026-11" for the free plan's calendar month, "2026-11-23" for
 * basic's calendar day, both in UTC. A new period is a new row, so credits reset without a job and
 * never roll over.
 */

/** The period a credit spent now counts against; null when the plan is unlimited. */
export function creditPeriod(plan: Plan, now: Date): string | null {
  if (plan.optimizationsLimit === null || plan.optimizationsPeriod === null) return null;
  const day = now.toISOString().slice(0, 10);
  return plan.optimizationsPeriod === 'month' ? day.slice(0, 7) : day;
}

/** Credits left in the current period; null when the plan is unlimited. */
export async function creditsLeft(userId: number, plan: Plan, now: Date): Promise<number | null> {
  const period = creditPeriod(plan, now);
  if (period === null || plan.optimizationsLimit === null) return null;
  const usage = await prisma.creditUsage.findUnique({ where: { userId_period: { userId, period } }, select: { used: true } });
  return Math.max(0, plan.optimizationsLimit - (usage?.used ?? 0));
}

/**
 * Spends one credit inside the caller's transaction, atomically: the row is created or incremented
 * only while under the limit, in one statement, so concurrent spenders (in any process) can never
 * pass it. Returns the credits left after spending, null when unlimited, or 'exhausted'.
 */
export async function spendCredit(tx: Prisma.TransactionClient, userId: number, plan: Plan, now: Date): Promise<number | null | 'exhausted'> {
  const period = creditPeriod(plan, now);
  const limit = plan.optimizationsLimit;
  if (period === null || limit === null) return null;
  const rows = await tx.$queryRaw<{ used: number }[]>`
    INSERT INTO "CreditUsage" ("userId", "period", "used", "updatedAt") VALUES (${userId}, ${period}, 1, ${now})
    ON CONFLICT ("userId", "period") DO UPDATE SET "used" = "CreditUsage"."used" + 1, "updatedAt" = ${now}
      WHERE "CreditUsage"."used" < ${limit}
    RETURNING "used"`;
  if (rows.length === 0 || rows[0].used > limit) return 'exhausted';
  return limit - rows[0].used;
}
