import { describe, expect, it } from 'vitest';
import { formatDate, formatIsoDay, formatKg, formatNumber, formatRon } from '../../../src/lib/format.ts';

// Intl output may use non-breaking spaces; compare with ordinary ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('format (ro-RO)', () => {
  it('formats money in RON with Romanian separators', () => {
    expect(plain(formatRon(1234.5))).toBe('1.234,50 RON');
  });

  it('formats numbers and weights', () => {
    expect(formatNumber(2.5)).toBe('2,5');
    expect(plain(formatKg(31))).toBe('31 kg');
  });

  it('formats dates day first', () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('05.03.2026');
  });

  it('formats a calendar date as that same day', () => {
    expect(formatIsoDay('2026-11-24')).toBe('24.11.2026');
    expect(formatIsoDay('2026-12-01')).toBe('01.12.2026');
  });
});
