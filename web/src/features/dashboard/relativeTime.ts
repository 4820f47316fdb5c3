import type { IntlShape } from 'react-intl';

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Each unit and how many of it make the next one (a month is 52/12 weeks). */
const units: [Unit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 52 / 12],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago `date` was, in the largest unit that reads as a whole number (a future date counts as now). */
export function relativeTimeParts(date: Date, now: Date): { value: number; unit: Unit } {
  let amount = Math.min(0, (date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of units) {
    if (Math.round(Math.abs(amount)) < size) return { value: Math.round(amount) || 0, unit };
    amount /= size;
  }
  throw new Error('unreachable: the last unit has no upper bound');
}

/** 'hace 5 minutos', 'ayer', '3 days ago'…: Intl.RelativeTimeFormat in the interface's language. */
export function formatTimeAgo(intl: IntlShape, date: Date, now: Date = new Date()): string {
  const { value, unit } = relativeTimeParts(date, now);
  return intl.formatRelativeTime(value, unit, { numeric: 'auto' });
}
