// Money arithmetic of the pricing engine. Every amount is an integer number of bani (1 RON = 100
// bani); percentages are applied with exact integer arithmetic and rounded once, half away from
// zero, as Romanian VAT practice asks (domain.md). VAT is computed once on the exact net total of
// an offer, never summed from rounded parts, so the lines, the net, the VAT and the total always agree.

/** Integer division n / d rounded half away from zero (d > 0; n, d safe integers). */
export function divRound(n: number, d: number): number {
  const q = Math.trunc(n / d);
  const r = n - q * d;
  if (2 * Math.abs(r) >= d) return q + Math.sign(n);
  return q;
}

/** Rounds a decimal number half away from zero to an integer (for values already scaled). */
export function roundHalfAway(value: number): number {
  // Snap to 6 decimals first: 1.005 * 100 is 100.49999999999999 in binary, 100.5 in decimal.
  const clean = Math.round(Math.abs(value) * 1e6) / 1e6;
  return Math.sign(value) * Math.round(clean);
}

/** Percentages are kept as millionths of the whole (1.1 % -> 11,000), exact for up to 4 decimals. */
const PERCENT_SCALE = 10_000;

export function percentToMicros(percent: number): number {
  return roundHalfAway(percent * PERCENT_SCALE);
}

/** `percent` % of `bani`, rounded once to a ban. */
export function percentOf(bani: number, percent: number): number {
  return divRound(bani * percentToMicros(percent), 100 * PERCENT_SCALE);
}

/** A RON amount of the API (at most 2 decimals) in bani. */
export function ronToBani(ron: number): number {
  return roundHalfAway(ron * 100);
}

/** Bani as the API's decimal RON with 2 decimals. */
export function baniToRon(bani: number): number {
  return bani / 100;
}

/** True when a RON amount has at most 2 decimals (e.g. 12.5, 12.05; not 12.005). */
export function hasAtMostTwoDecimals(ron: number): boolean {
  return Math.abs(ron * 100 - roundHalfAway(ron * 100)) < 1e-6;
}

/** VAT of an exact net amount in bani at `ratePercent`, rounded once. */
export function vatOf(netBani: number, ratePercent: number): number {
  return percentOf(netBani, ratePercent);
}

/** 7000 -> '7.000' (Romanian thousands separator), without depending on the ICU data of Node. */
export function formatThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
