import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatTimeAgo, relativeTimeParts } from './relativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const es = createIntl({ locale: 'es', defaultLocale: 'es' });
const en = createIntl({ locale: 'en', defaultLocale: 'es' });

describe('recent activity times', () => {
  it('picks the largest unit that reads as a whole number', () => {
    expect(relativeTimeParts(ago(20), now)).toEqual({ value: -20, unit: 'second' });
    expect(relativeTimeParts(ago(5 * 60), now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTimeParts(ago(59 * 60 + 50), now)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTimeParts(ago(3 * 3600), now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTimeParts(ago(3 * 86400), now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTimeParts(ago(14 * 86400), now)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTimeParts(ago(70 * 86400), now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTimeParts(ago(800 * 86400), now)).toEqual({ value: -2, unit: 'year' });
  });

  it('reads a date a little in the future (clock skew) as now', () => {
    expect(relativeTimeParts(ago(-30), now)).toEqual({ value: 0, unit: 'second' });
  });

  it('says it in Spanish and in English through Intl.RelativeTimeFormat', () => {
    expect(formatTimeAgo(es, ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(formatTimeAgo(en, ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(es, ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(formatTimeAgo(es, ago(86400), now)).toBe('ayer');
    expect(formatTimeAgo(en, ago(86400), now)).toBe('yesterday');
    expect(formatTimeAgo(es, ago(3 * 86400), now)).toBe('hace 3 días');
    expect(formatTimeAgo(en, ago(3 * 86400), now)).toBe('3 days ago');
    expect(formatTimeAgo(es, ago(2), now)).toBe('hace 2 segundos');
    expect(formatTimeAgo(en, ago(0), now)).toBe('now');
  });
});
