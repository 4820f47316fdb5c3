/**
 * When spent optimizations come back (docs/behaviour.md, Plans and credits): a monthly allowance on the first day of the
 * next calendar month, a daily one at the next midnight, both in UTC.
 */
export function nextCreditReset(period: 'month' | 'day', now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return period === 'month' ? new Date(Date.UTC(year, month + 1, 1)) : new Date(Date.UTC(year, month, now.getUTCDate() + 1));
}
