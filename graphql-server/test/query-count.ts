/**
 * Counts the SQL statements Prisma sends, so tests can fail on an N+1. test/setup.ts wraps every
 * database connection with `countingConnection`; tests measure with `countQueries`.
 */
import type { SqlQuery } from '@prisma/driver-adapter-utils';

let queriesSent = 0;
/** Set by failNextQueryMatching. */
let failingPattern: RegExp | null = null;
// Transaction control is left out: adapter-pg sends COMMIT as a query and PGlite does not, and the
// counts should be the same on both databases.
const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

/** Counts the SQL statements sent through `queryable` and the transactions it starts. */
export function countingConnection<T extends object>(queryable: T): T {
  return new Proxy(queryable, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key === 'queryRaw' || key === 'executeRaw') {
        return (query: SqlQuery) => {
          if (!TRANSACTION_CONTROL.test(query.sql)) queriesSent += 1;
          if (failingPattern?.test(query.sql)) {
            failingPattern = null;
            return Promise.reject(new Error(`failed on purpose before: ${query.sql.slice(0, 80)}`));
          }
          return value.call(target, query);
        };
      }
      if (key === 'startTransaction') {
        return async (...args: unknown[]) => countingConnection(await value.apply(target, args));
      }
      return value.bind(target);
    },
  });
}

/**
 * Runs `fn` and counts the SQL statements Prisma sent meanwhile (transaction control excluded).
 * Everything sent during `fn` counts, so do not run other database work concurrently.
 */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = queriesSent;
  const result = await fn();
  return { result, queries: queriesSent - before };
}

/**
 * Makes the next SQL statement matching `pattern` fail, as if the process died there: the
 * transaction around it rolls back. For tests of recovery from a crash mid-operation.
 */
export function failNextQueryMatching(pattern: RegExp): void {
  failingPattern = pattern;
}
