import { prisma, queuedTransaction } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Plan } from './plans.ts';

/**
 * Optimization credits. Each limited plan counts the successful optimizations of the current period in
 * one CreditUsage row per (user, period): "2026-11" for the free plan's calendar month, "2026-11-23" for
 * basic's calendar day, both in UTC. A new period is a new row, so credits reset without a job and
 * never roll over.
 *
 * Before an engine runs, the optimization is reserved: an OptimizationRun row holds one of the
 * period's credits and one of the user's places in flight. A success spends the credit and deletes
 * its run in one transaction; a failure deletes the run; a run nobody deleted (its process died)
 * stops counting at its expiresAt. So model calls are bounded by credits, not only successes.
 */

/** Optimizations one user may have in flight at once, on every plan (unlimited ones included). */
export const optimizationsInFlightLimit = 2;

/** What a refused run is told to wait before trying again: a typical optimization takes a few seconds. */
export const inFlightRetryAfterSeconds = 5;

/** The period a credit spent now counts against; null when the plan is unlimited. */
export function creditPeriod(plan: Plan, now: Date): string | null {
  if (plan.optimizationsLimit === null || plan.optimizationsPeriod === null) return null;
  const day = now.toISOString().slice(0, 10);
  return plan.optimizationsPeriod === 'month' ? day.slice(0, 7) : day;
}

/** Credits left in the current period (runs in flight still count theirs as left); null when the plan is unlimited. */
export async function creditsLeft(userId: number, plan: Plan, now: Date): Promise<number | null> {
  const period = creditPeriod(plan, now);
  if (period === null || plan.optimizationsLimit === null) return null;
  const usage = await prisma.creditUsage.findUnique({ where: { userId_period: { userId, period } }, select: { used: true } });
  return Math.max(0, plan.optimizationsLimit - (usage?.used ?? 0));
}

/**
 * Reserves one optimization for the user: a credit of the period (limited plans) and a place in
 * flight, until `expiresAt`. Under the user's row lock, so concurrent reservations in any process
 * are counted one after another. Returns the run's id, 'exhausted' when every credit is spent or
 * held by runs in flight, or 'busy' when optimizationsInFlightLimit runs are in flight.
 */
export async function reserveOptimization(userId: number, plan: Plan, now: Date, expiresAt: Date): Promise<number | 'exhausted' | 'busy'> {
  const period = creditPeriod(plan, now);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    // Runs past their expiry belong to processes that died: they count no more.
    await tx.optimizationRun.deleteMany({ where: { userId, expiresAt: { lte: now } } });
    const inFlight = await tx.optimizationRun.findMany({ where: { userId }, select: { period: true } });
    if (period !== null && plan.optimizationsLimit !== null) {
      const usage = await tx.creditUsage.findUnique({ where: { userId_period: { userId, period } }, select: { used: true } });
      const held = inFlight.filter((run) => run.period === period).length;
      if ((usage?.used ?? 0) + held >= plan.optimizationsLimit) return 'exhausted';
    }
    if (inFlight.length >= optimizationsInFlightLimit) return 'busy';
    const run = await tx.optimizationRun.create({ data: { userId, period, expiresAt, createdAt: now }, select: { id: true } });
    return run.id;
  }, queuedTransaction);
}

/** Gives a reserved run back (its engine failed, timed out or was cut off): its credit and place are free again. */
export async function releaseOptimization(runId: number): Promise<void> {
  await prisma.optimizationRun.deleteMany({ where: { id: runId } });
}

/**
 * Spends the reserved run's credit inside the caller's transaction and ends the run. The spend is
 * one conditional upsert, so even a run that outlived its expiry can never pass the limit. Returns
 * the credits left after spending, null when unlimited, or 'exhausted'.
 */
export async function spendReservedCredit(tx: Prisma.TransactionClient, runId: number, userId: number, plan: Plan, now: Date): Promise<number | null | 'exhausted'> {
  await tx.optimizationRun.deleteMany({ where: { id: runId } });
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
