import { describe, expect, it } from 'vitest';
import { formatAge } from '../../src/features/tracking/tracking-format.ts';
import { formatWeekdayDay } from '../../src/lib/format.ts';

const at = (text: string) => new Date(text).getTime();
const NOW = at('2026-11-24T15:00:00');
const MIN = 60_000;

describe('age wording', () => {
  it('says seconds, minutes and hours the Romanian way', () => {
    expect(formatAge(NOW - 20_000, NOW)).toBe('acum câteva secunde');
    expect(formatAge(NOW - MIN, NOW)).toBe('acum un minut');
    expect(formatAge(NOW - 3 * MIN, NOW)).toBe('acum 3 minute');
    expect(formatAge(NOW - 12 * MIN, NOW)).toBe('acum 12 minute');
    expect(formatAge(NOW - 20 * MIN, NOW)).toBe('acum 20 de minute');
    expect(formatAge(NOW - 59 * MIN, NOW)).toBe('acum 59 de minute');
    expect(formatAge(NOW - 60 * MIN, NOW)).toBe('acum o oră');
    expect(formatAge(NOW - 125 * MIN, NOW)).toBe('acum 2 ore');
  });

  it('says "ieri" for the day before, unless it was only a few hours ago', () => {
    expect(formatAge(at('2026-11-23T10:00:00'), NOW)).toBe('ieri');
    expect(formatAge(at('2026-11-23T23:30:00'), at('2026-11-24T01:00:00'))).toBe('acum o oră');
    expect(formatAge(at('2026-11-23T18:00:00'), at('2026-11-24T08:00:00'))).toBe('ieri');
  });

  it('counts days within a week, then gives the date', () => {
    expect(formatAge(at('2026-11-21T09:00:00'), NOW)).toBe('acum 3 zile');
    expect(formatAge(at('2026-11-02T09:00:00'), NOW)).toBe('pe 2 noiembrie 2026');
  });

  it('never speaks of the future (a clock a little ahead)', () => {
    expect(formatAge(NOW + 5000, NOW)).toBe('acum câteva secunde');
  });
});

describe('estimated delivery day', () => {
  it('names the weekday and the month in Romanian, with the year only when it differs', () => {
    expect(formatWeekdayDay('2026-11-23', NOW)).toBe('luni, 23 noiembrie');
    expect(formatWeekdayDay('2026-11-24', NOW)).toBe('marți, 24 noiembrie');
    expect(formatWeekdayDay('2027-01-04', NOW)).toBe('luni, 4 ianuarie 2027');
  });

  it('uses comma-below letters only', () => {
    expect(formatWeekdayDay('2026-11-24', NOW)).not.toMatch(/[ţş]/);
  });
});
