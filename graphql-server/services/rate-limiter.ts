import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { prisma } from '../db/client.ts';
import { RateLimitedError } from './errors.ts';

/**
 * Counts attempts per key in a fixed window, in the database (table RateLimit): every server process
 * on one PostgreSQL shares the counts. Each count is one atomic upsert, so an attempt is counted
 * before it is checked and concurrent attempts cannot slip past the limit.
 */
export class RateLimiter {
  private readonly limiter: RateLimiterPrisma;

  constructor(name: string, maxAttempts: number, windowSeconds: number) {
    this.limiter = new RateLimiterPrisma({ storeClient: prisma, tableName: 'rateLimit', keyPrefix: name, points: maxAttempts, duration: windowSeconds });
  }

  /** Counts one attempt; throws RateLimitedError when it is over the limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  }

  /** Counts one attempt without ever refusing it. */
  async count(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Attempts counted in the current window. */
  async attempts(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Gives one attempt back (e.g. one that succeeded). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
