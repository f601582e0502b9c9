// The VAT tools' arithmetic: parsing Romanian amounts and rates, computing in integer bani (BigInt
// inside, so no float ever reaches a result), formatting back to "1.234,56 lei", and the formula
// text shown under the results. Pure functions, no DOM, no storage: the page and the tests use the
// same code.
//
// Amounts ("parseAmount"):
// - optional spaces anywhere around the number, an optional "lei" or "RON" suffix (any case);
// - a comma is the decimal separator, followed by at most 2 digits ("1234,5", "1.234,56");
// - a dot is a thousands separator ("1.234" = 1234, "1.234.567" = 1234567), EXCEPT when it is the
//   only separator in the number and is followed by 1-2 digits at the end: then it is read as the
//   decimal point ("1234.56", "12.5" = 12,50). So "1.234" is one thousand two hundred thirty-four,
//   "1.23" is one leu and 23 bani, and "1.2345" is rejected;
// - a space may also group thousands ("1 234,56", "1 234.56");
// - groups of thousands must have exactly 3 digits after the first group of 1-3 ("12.34.567" and
//   "1,234.56" are rejected); one kind of grouping separator per number;
// - a trailing separator with no digits after it ("12," or "12.") is accepted as a whole number, so
//   the field is not in error halfway through typing;
// - everything else (letters, signs, a missing whole part like ",5", 3+ decimals) is rejected.
//
// Rounding: every line is rounded to whole bani half away from zero (amounts are never negative
// here, so half up), as Romanian invoices do:
// - net -> gross: VAT = round(net × rate), gross = net + VAT;
// - gross -> net: net = round(gross ÷ (1 + rate)), VAT = gross − net (so net + VAT = gross exactly);
// - extractor: VAT = round(gross × rate ÷ (100 + rate)), net = gross − VAT.
// Totals of several lines are sums of the rounded lines, never a rounding of the sum.
import { formatNumber } from '../../lib/format.ts';

/** Whole bani. Amounts up to MAX_BANI stay exact as a JavaScript number (far below 2^53). */
export type Bani = number;

/** Rates are kept in hundredths of a percent: 21% = 2100, 5,5% = 550, 100% = 10000. */
export type RateBp = number;

export type AmountError = 'empty' | 'format' | 'decimals' | 'negative' | 'too-large';
export type RateError = 'empty' | 'format' | 'decimals' | 'range';

export type Parsed<E> = { ok: true; value: number } | { ok: false; error: E };

/** 999.999.999.999,99 lei: 12 digits of lei, well within exact integer arithmetic. */
export const MAX_BANI: Bani = 99_999_999_999_999;
export const MAX_RATE_BP: RateBp = 10_000;

const SPACES = /[\s\u00a0\u202f]/;
const SPACES_ALL = /[\s\u00a0\u202f]+/g;

/** A whole part: plain digits, or 1-3 digits followed by groups of exactly 3 with one separator. */
function parseWholePart(text: string): bigint | null {
  if (/^\d+$/.test(text)) return BigInt(text);
  const grouped = /^\d{1,3}(?:([. ])\d{3})(?:\1\d{3})*$/.exec(text);
  if (!grouped) return null;
  return BigInt(text.replace(/[. ]/g, ''));
}

/**
 * A Romanian amount of money -> whole bani. See the rules at the top of this file.
 * "1.234,56" -> 123456; "1.234" -> 123400; "1234.5" -> 123450; "100 lei" -> 10000.
 */
export function parseAmount(raw: string): Parsed<AmountError> {
  let text = raw.trim();
  if (text === '') return { ok: false, error: 'empty' };
  text = text.replace(/[\s\u00a0\u202f]*(?:lei|ron)$/i, '').trim();
  if (/^[-−–]/.test(text)) return { ok: false, error: 'negative' };
  // Spaces inside the number only ever group thousands: normalise every run of them to one space.
  text = text.replace(SPACES_ALL, ' ');
  if (text === '' || !/^[\d., ]+$/.test(text) || !/^\d/.test(text)) return { ok: false, error: 'format' };

  let whole: string;
  let fraction = '';
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas > 1) return { ok: false, error: 'format' };
  if (commas === 1) {
    [whole = '', fraction = ''] = text.split(',');
    if (/^\d{3,}$/.test(fraction)) return { ok: false, error: 'decimals' };
    if (!/^\d{0,2}$/.test(fraction)) return { ok: false, error: 'format' };
  } else if (dots === 1 && /\.\d{0,2}$/.test(text)) {
    // The single dot, followed by 0-2 digits at the end: a decimal point.
    [whole = '', fraction = ''] = text.split('.');
  } else {
    whole = text;
  }
  if (SPACES.test(whole) && whole.includes('.')) return { ok: false, error: 'format' }; // mixed grouping
  const lei = parseWholePart(whole.trim());
  if (lei === null) return { ok: false, error: 'format' };
  const bani = lei * 100n + BigInt(fraction.padEnd(2, '0'));
  if (bani > BigInt(MAX_BANI)) return { ok: false, error: 'too-large' };
  return { ok: true, value: Number(bani) };
}

/**
 * A VAT rate in percent -> hundredths of a percent. Accepts "5,5", "5.5", "5,5 %", "21"; at most two
 * decimals; from 0 to 100. A dot is always a decimal point here (rates have no thousands).
 */
export function parseRate(raw: string): Parsed<RateError> {
  const text = raw.replace(SPACES_ALL, '').replace(/%$/, '');
  if (text === '') return { ok: false, error: 'empty' };
  if (/^[-−–]/.test(text)) return { ok: false, error: 'range' };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return { ok: false, error: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const bp = BigInt(match[1] ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (bp > BigInt(MAX_RATE_BP)) return { ok: false, error: 'range' };
  return { ok: true, value: Number(bp) };
}

/** numerator ÷ denominator rounded to the nearest integer, halves away from zero (denominator > 0). */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

export interface VatAmounts {
  net: Bani;
  vat: Bani;
  gross: Bani;
  rateBp: RateBp;
}

const HUNDRED_PERCENT = 10_000n;

/** Net -> gross: VAT = round(net × rate), gross = net + VAT. */
export function addVat(net: Bani, rateBp: RateBp): VatAmounts {
  const vat = Number(roundDiv(BigInt(net) * BigInt(rateBp), HUNDRED_PERCENT));
  return { net, vat, gross: net + vat, rateBp };
}

/** Gross -> net: net = round(gross ÷ (1 + rate)), VAT = gross − net. */
export function removeVat(gross: Bani, rateBp: RateBp): VatAmounts {
  const net = Number(roundDiv(BigInt(gross) * HUNDRED_PERCENT, HUNDRED_PERCENT + BigInt(rateBp)));
  return { net, vat: gross - net, gross, rateBp };
}

/** The VAT inside a gross amount: VAT = round(gross × rate ÷ (100 + rate)), net = gross − VAT. */
export function extractVat(gross: Bani, rateBp: RateBp): VatAmounts {
  const vat = Number(roundDiv(BigInt(gross) * BigInt(rateBp), HUNDRED_PERCENT + BigInt(rateBp)));
  return { net: gross - vat, vat, gross, rateBp };
}

/** What the amount typed in means: a net to add VAT to, a gross to take it out of, or a gross to extract from. */
export type VatOperation = 'add' | 'remove' | 'extract';

export function computeVat(operation: VatOperation, amount: Bani, rateBp: RateBp): VatAmounts {
  if (operation === 'add') return addVat(amount, rateBp);
  if (operation === 'remove') return removeVat(amount, rateBp);
  return extractVat(amount, rateBp);
}

export interface VatTotals {
  net: Bani;
  vat: Bani;
  gross: Bani;
  /** One row per distinct rate, highest rate first (an invoice's VAT breakdown). */
  byRate: VatAmounts[];
}

/** Sums of the rounded lines, as on an invoice, with the breakdown per rate. */
export function sumLines(lines: readonly VatAmounts[]): VatTotals {
  const byRate = new Map<RateBp, VatAmounts>();
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const line of lines) {
    net += line.net;
    vat += line.vat;
    gross += line.gross;
    const row = byRate.get(line.rateBp) ?? { net: 0, vat: 0, gross: 0, rateBp: line.rateBp };
    row.net += line.net;
    row.vat += line.vat;
    row.gross += line.gross;
    byRate.set(line.rateBp, row);
  }
  return { net, vat, gross, byRate: [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp) };
}

// ---------------------------------------------------------------------------------------------
// Formatting

/** 123456 -> "1.234,56" (Intl ro-RO groups the lei; the bani are always two digits). */
export function formatBani(bani: Bani): string {
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(bani);
  const lei = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${formatNumber(lei)},${cents}`;
}

/** 123456 -> "1.234,56 lei" */
export function formatLei(bani: Bani): string {
  return `${formatBani(bani)} lei`;
}

/** A fixed-point value with `scale` decimals -> "5,5" / "21" / "1,055" (no trailing zeros). */
function fixedToText(value: number, scale: number): string {
  const divisor = 10 ** scale;
  const whole = Math.trunc(value / divisor);
  const fraction = String(value % divisor).padStart(scale, '0').replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : String(whole);
}

/** 2100 -> "21", 550 -> "5,5", 1225 -> "12,25" */
export function formatRateNumber(rateBp: RateBp): string {
  return fixedToText(rateBp, 2);
}

/** 2100 -> "21%", 550 -> "5,5%" */
export function formatRate(rateBp: RateBp): string {
  return `${formatRateNumber(rateBp)}%`;
}

/** The divisor of gross -> net: 2100 -> "1,21", 550 -> "1,055", 0 -> "1". */
export function formatFactor(rateBp: RateBp): string {
  return fixedToText(10_000 + rateBp, 4);
}

const TIMES = '×';
const DIVIDED = '÷';
const MINUS = '−';

/**
 * The formula lines with the numbers filled in, e.g. for net -> gross at 21%:
 * "TVA = 100,00 × 21% = 21,00 lei", "Brut = 100,00 + 21,00 = 121,00 lei".
 */
export function formulaLines(operation: VatOperation, result: VatAmounts): [string, string] {
  const { net, vat, gross, rateBp } = result;
  if (operation === 'add') {
    return [
      `TVA = ${formatBani(net)} ${TIMES} ${formatRate(rateBp)} = ${formatLei(vat)}`,
      `Brut = ${formatBani(net)} + ${formatBani(vat)} = ${formatLei(gross)}`,
    ];
  }
  if (operation === 'remove') {
    return [
      `Net = ${formatBani(gross)} ${DIVIDED} ${formatFactor(rateBp)} = ${formatLei(net)}`,
      `TVA = ${formatBani(gross)} ${MINUS} ${formatBani(net)} = ${formatLei(vat)}`,
    ];
  }
  return [
    `TVA = ${formatBani(gross)} ${TIMES} ${formatRateNumber(rateBp)} ${DIVIDED} ${formatRateNumber(rateBp + 10_000)} = ${formatLei(vat)}`,
    `Net = ${formatBani(gross)} ${MINUS} ${formatBani(vat)} = ${formatLei(net)}`,
  ];
}

/** The same formulas in words, shown before anything is typed (same number of lines: no shift). */
export function formulaTemplate(operation: VatOperation, rateBp: RateBp | null): [string, string] {
  const rate = rateBp === null ? 'cotă' : formatRate(rateBp);
  const factor = rateBp === null ? '(1 + cotă)' : formatFactor(rateBp);
  if (operation === 'add') return [`TVA = net ${TIMES} ${rate}`, 'Brut = net + TVA'];
  if (operation === 'remove') return [`Net = brut ${DIVIDED} ${factor}`, `TVA = brut ${MINUS} net`];
  const r = rateBp === null ? 'cotă' : formatRateNumber(rateBp);
  const hundredPlus = rateBp === null ? '(100 + cotă)' : formatRateNumber(rateBp + 10_000);
  return [`TVA = brut ${TIMES} ${r} ${DIVIDED} ${hundredPlus}`, `Net = brut ${MINUS} TVA`];
}

/** "Total TVA = 21,00 + 11,00 = 32,00 lei"; past `maxTerms` lines the terms are summarised. */
export function sumFormula(label: string, values: readonly Bani[], total: Bani, maxTerms = 8): string {
  const terms = values.length <= maxTerms ? values.map(formatBani).join(' + ') : `suma celor ${values.length} linii`;
  return `${label} = ${terms} = ${formatLei(total)}`;
}
