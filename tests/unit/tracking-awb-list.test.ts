import { describe, expect, it } from 'vitest';
import { MAX_AWBS, awbCount, awbCountText, awbListError, parseAwbList } from '../../src/features/tracking/awb-list.ts';

describe('AWB list parsing', () => {
  it('splits on newlines, commas, semicolons, spaces and tabs, in the order given', () => {
    const parsed = parseAwbList(' 2345678901234,\n SMD1234567890 ;80123456789012\t\tBK0000000001\r\n\n');
    expect(parsed).toEqual({ awbs: ['2345678901234', 'SMD1234567890', '80123456789012', 'BK0000000001'], invalid: [], duplicates: 0 });
  });

  it('ignores case and drops repeats, keeping the first', () => {
    const parsed = parseAwbList('smd1234567890, SMD1234567890\nSmd1234567890 2345678901234');
    expect(parsed.awbs).toEqual(['SMD1234567890', '2345678901234']);
    expect(parsed.duplicates).toBe(2);
    expect(awbCountText(parsed)).toBe('2 AWB-uri (am ignorat 2 repetate).');
    expect(awbCountText(parseAwbList('AAA111111 aaa111111'))).toBe('1 AWB (am ignorat un AWB repetat).');
    expect(awbCountText(parseAwbList(Array(21).fill('AAA111111').join(' ')))).toBe('1 AWB (am ignorat 20 de repetate).');
  });

  it('keeps malformed tokens apart, as typed: too short, too long, punctuation, diacritics', () => {
    const parsed = parseAwbList('12345 123456 123456789012345678901 AWB-123456 ȘTEFAN123');
    expect(parsed.awbs).toEqual(['123456']);
    expect(parsed.invalid).toEqual(['12345', '123456789012345678901', 'AWB-123456', 'ȘTEFAN123']);
    expect(awbListError(parsed)).toBe(
      'Acestea nu sunt AWB-uri valide: „12345”, „123456789012345678901”, „AWB-123456” și încă 1. Un AWB are între 6 și 20 de litere și cifre.',
    );
    expect(awbListError(parseAwbList('123456 abc'))).toBe('„abc” nu este un AWB valid: un AWB are între 6 și 20 de litere și cifre.');
  });

  it('accepts exactly 200 and refuses 201 with the count', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `AWB${String(i).padStart(6, '0')}`).join('\n');
    expect(awbListError(parseAwbList(list(MAX_AWBS)))).toBeNull();
    const over = parseAwbList(list(MAX_AWBS + 1));
    expect(over.awbs).toHaveLength(201);
    expect(awbListError(over)).toBe('Poți urmări cel mult 200 de AWB-uri odată. Ai introdus 201.');
  });

  it('asks for at least one AWB', () => {
    expect(awbListError(parseAwbList(' ,\n '))).toBe('Introdu cel puțin un număr AWB.');
    expect(awbCountText(parseAwbList(''))).toBe('Niciun AWB introdus.');
  });

  it('counts with Romanian plurals', () => {
    expect([1, 2, 19, 20, 101, 200].map(awbCount)).toEqual(['1 AWB', '2 AWB-uri', '19 AWB-uri', '20 de AWB-uri', '101 AWB-uri', '200 de AWB-uri']);
  });
});
