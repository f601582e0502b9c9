// Amounts set with VAT included (a wallet top-up, a refund of part of a payment) split into the net
// and VAT a document states, by ONE rounding rule for invoices and credit notes alike:
//   - a document's VAT is computed at document level: for each VAT rate, the sum of its lines' nets
//     times the rate, rounded half-up to the ban (EN 16931 BR-CO-17 / BR-S-09, exactly, no tolerance);
//   - an amount G with VAT included is stated as net = round(G x 100 / (100 + rate)), VAT = round(net x
//     rate); when net + VAT misses G by a ban (about 17% of amounts at 21%: no net gives exactly G),
//     that ban is the document's rounding amount (BT-114, PayableRoundingAmount), so the document
//     still adds up to exactly the money that moved (BR-CO-16: payable = total - paid + rounding).
// Credit notes of one invoice, summed, never exceed and, once the whole payment is refunded, exactly
// reach the invoice's net, VAT and rounding: each partial refund takes a share whose VAT is exact on
// its own AND leaves a remainder whose VAT is exact on its own (remaining VAT = round(remaining net x
// rate)), so the last refund takes the remainder and still obeys the rule (tests/server/invoices-rounding).
import { netOfGross, vatOf } from './invoice-model.ts';

export interface Share {
  net: number;
  vat: number;
  /** BT-114: what the money differs from net + VAT by, one ban at most (either way) on any document. */
  rounding: number;
}

/**
 * The most a credit note's rounding amount (BT-114) may be, in bani, either way. An invoice's is one ban
 * at most; a credit note of a small part of a payment may need up to three (a refund of 0,13 lei out of
 * 0,21 lei: no share of it has its own VAT exact and leaves a remainder with its VAT exact too).
 */
export const MAX_ROUNDING_BANI = 3;

/** The most a document's rounding amount may be: MAX_ROUNDING_BANI, per order on a batch's (invoice-model.ts orderCount). */
export function roundingLimitOf(invoice: { orderCount?: number }): number {
  return MAX_ROUNDING_BANI * Math.max(1, Math.floor(invoice.orderCount ?? 1));
}

/** An amount with VAT included, split by the rule above. */
export function splitGross(grossBani: number, ratePercent: number): Share {
  const net = netOfGross(grossBani, ratePercent);
  const vat = vatOf(net, ratePercent);
  return { net, vat, rounding: grossBani - net - vat };
}

/**
 * The share of `remaining` (what the invoice stated, less the credit notes already issued) that a
 * refund of `amountBani` (VAT included) reverses. The whole remainder when the refund takes all that is
 * left; otherwise the net nearest to the amount's own split whose VAT is exact, whose rounding is at most
 * a ban, and which leaves a remainder that can still be reversed by the same rule.
 */
export function creditShare(remaining: Share, amountBani: number, ratePercent: number, restLimit = MAX_ROUNDING_BANI): Share {
  const left = remaining.net + remaining.vat + remaining.rounding;
  if (amountBani >= left) return { ...remaining };
  const own = netOfGross(amountBani, ratePercent);
  let best: Share | null = null;
  let bestCost = Infinity;
  for (let delta = -8; delta <= 8; delta++) {
    const net = own + delta;
    if (net < 0 || net > remaining.net) continue;
    const vat = vatOf(net, ratePercent);
    const rounding = amountBani - net - vat;
    const rest = { net: remaining.net - net, vat: remaining.vat - vat, rounding: remaining.rounding - rounding };
    if (Math.abs(rounding) > MAX_ROUNDING_BANI || Math.abs(rest.rounding) > restLimit) continue;
    if (vat > remaining.vat || rest.vat !== vatOf(rest.net, ratePercent)) continue;
    if (rest.net + rest.vat + rest.rounding <= 0) continue;
    // Prefer no rounding, then a remainder without rounding, then a net closest to the amount's own split.
    // A remainder whose exact VAT is near a whole ban leaves the most choice to the next refund.
    const slack = Math.abs(rest.net * ratePercent - rest.vat * 100) / 100;
    const cost = (rounding * rounding + rest.rounding * rest.rounding) * 100 + slack * 60 + Math.abs(delta);
    if (cost < bestCost) [best, bestCost] = [{ net, vat, rounding }, cost];
  }
  if (!best) throw new Error(`no credit share of ${amountBani} bani in ${JSON.stringify(remaining)}`);
  return best;
}
