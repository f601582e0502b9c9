import { describe, expect, it } from 'vitest';
import { RATE_EXPLANATIONS, RATES_INTRO, VAT_PAGE_COPY } from '../../../../src/features/vat/vat-copy.ts';
import { FIXED_RATES, resolveRate } from '../../../../src/features/vat/vat-rates.ts';
import { initialState, MAX_LINES, sanitizeState } from '../../../../src/features/vat/vat-state.ts';
import { roVat } from '../../../../src/i18n/ro-vat.ts';

const TOOLS = ['calculator', 'extractor'] as const;

describe('VAT page copy', () => {
  it.each(TOOLS)('%s has a 110-160 character description', (tool) => {
    const { description } = VAT_PAGE_COPY[tool];
    expect(description.length).toBeGreaterThanOrEqual(110);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('never repeats a heading, lead or description between the tools', () => {
    for (const field of ['h1', 'lead', 'description'] as const) {
      expect(VAT_PAGE_COPY.calculator[field]).not.toBe(VAT_PAGE_COPY.extractor[field]);
    }
  });

  it.each(TOOLS)('%s has an FAQ of plain text (it is also structured data)', (tool) => {
    const { faq } = VAT_PAGE_COPY[tool];
    expect(faq.length).toBeGreaterThanOrEqual(4);
    for (const { q, a } of faq) {
      expect(q.endsWith('?')).toBe(true);
      expect(`${q} ${a}`).not.toMatch(/[<>]|&\w+;|\*\*|\]\(/);
    }
    expect(new Set(faq.map((f) => f.q)).size).toBe(faq.length);
  });

  it('writes ș and ț with the comma below, never the cedilla', () => {
    const all = JSON.stringify([VAT_PAGE_COPY, RATE_EXPLANATIONS, RATES_INTRO, roVat, FIXED_RATES]);
    expect(all).not.toMatch(/[şţŞŢ]/);
    expect(all).toMatch(/[șț]/);
  });

  it('explains every rate with its dates and the legal basis', () => {
    const text = JSON.stringify(RATE_EXPLANATIONS) + RATES_INTRO;
    for (const rate of ['21%', '11%', '9%', '0%']) expect(RATE_EXPLANATIONS.some((r) => r.rate === rate)).toBe(true);
    expect(text).toContain('1 august 2025');
    expect(text).toContain('1 august 2026');
    expect(text).toContain('art. 291');
    expect(text).toContain('Legea 227/2015');
    expect(text).toContain('Legea 141/2025');
  });
});

describe('VAT rates', () => {
  it('resolves the fixed choices and parses the custom one', () => {
    expect(resolveRate('21', '')).toEqual({ ok: true, value: 2100 });
    expect(resolveRate('11', 'x')).toEqual({ ok: true, value: 1100 });
    expect(resolveRate('9', '')).toEqual({ ok: true, value: 900 });
    expect(resolveRate('0', '')).toEqual({ ok: true, value: 0 });
    expect(resolveRate('custom', '5,5')).toEqual({ ok: true, value: 550 });
    expect(resolveRate('custom', '')).toEqual({ ok: false, error: 'empty' });
  });
});

describe('stored VAT form state', () => {
  it('takes back a valid state', () => {
    const state = { ...initialState(), mode: 'lines', direction: 'remove', rate: 'custom', customRate: '5,5', amount: '12', lines: [{ id: 7, amount: '3', rate: '11' }] };
    expect(sanitizeState(state)).toEqual(state);
  });

  it('replaces anything unexpected by the neutral value', () => {
    expect(sanitizeState(null)).toBeNull();
    expect(sanitizeState('x')).toBeNull();
    const state = sanitizeState({ mode: 'x', direction: 1, rate: '19', customRate: 5, amount: 'x'.repeat(100), lines: [{ id: -1 }, { id: 2, amount: '1', rate: 'custom' }, { id: 2, amount: '9' }, 'x'] });
    expect(state).toEqual({ ...initialState(), lines: [{ id: 2, amount: '1', rate: 'same' }] });
    expect(sanitizeState({ lines: [] })?.lines).toEqual(initialState().lines);
    const many = Array.from({ length: MAX_LINES + 10 }, (_, i) => ({ id: i + 1, amount: '', rate: 'same' }));
    expect(sanitizeState({ lines: many })?.lines).toHaveLength(MAX_LINES);
  });
});
