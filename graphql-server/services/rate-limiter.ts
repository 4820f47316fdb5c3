import { RateLimitedError } from './errors.ts';

/**
 * Counts attempts per key in a fixed window. In memory: enough for one process; a multi-instance
 * deployment would move this to the database or a shared store.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws RateLimitedError when the key has used up its attempts in the current window. */
  check(key: string): void {
    const entry = this.attempts.get(key);
    if (entry && entry.resetAt > this.now() && entry.count >= this.maxAttempts) {
      throw new RateLimitedError(Math.ceil((entry.resetAt - this.now()) / 1000));
    }
  }

  record(key: string): void {
    const now = this.now();
    const entry = this.attempts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.attempts.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.attempts.size > 10_000) this.pruneExpired();
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private pruneExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.attempts) if (entry.resetAt <= now) this.attempts.delete(key);
  }
}
