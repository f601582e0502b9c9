// One rounding rule for invoices and credit notes (services/invoices/vat-included.ts): a document's VAT
// is its net x 21% rounded half-up, exactly; an amount with VAT included is split into such a net and
// VAT, the ban it may miss by being the rounding amount (BT-114). Proved over every amount from 0,01 to
// 5.000,00 lei (an advance invoice of each, built, totalled and read back) and, with fast-check, random
// splits of a payment into refunds: each credit note has its VAT exact and adds up to its refund, and
// the credit notes of one invoice never exceed it and, once all is refunded, reverse exactly its net,
// its VAT and its rounding. Sampled documents are checked as XML too (CIUS-RO and EN 16931 arithmetic).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvoice } from '../../server/services/invoices/ciusro-checks.ts';
import { computeTotals, vatOf, type Invoice, type Party } from '../../server/services/invoices/invoice-model.ts';
import { invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { creditShare, MAX_ROUNDING_BANI, splitGross, type Share } from '../../server/services/invoices/vat-included.ts';

const SELLER: Party = {
  name: 'Curiero Logistică S.R.L.', cui: 'RO12345674', isCompany: true, vatPayer: true,
  address: { street: 'Str. Memorandumului nr. 28', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', country: 'RO' },
};
const BUYER: Party = { name: 'Ana Popescu', isCompany: false, vatPayer: false, address: { street: 'Str. Lăpușneanu 12', city: 'Iași', county: 'Iași', countyCode: 'RO-IS', country: 'RO' } };
const MAX = 500_000;

/** A document of one line of `net` at 21%, paid (or refunded) `paid`, with a rounding amount. */
function document(kind: Invoice['kind'], share: Share, paid: number): Invoice {
  return {
    kind, series: 'CUR', number: 1, id: 'CUR-000001', issueDate: '2026-11-28', currency: 'RON', seller: SELLER, buyer: BUYER,
    lines: [{ name: kind === 'invoice' ? 'Avans' : 'Rambursare', quantity: 1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: 21, vatCategory: 'S' }],
    paymentMeans: 'card', paid, ...(share.rounding ? { roundingBani: share.rounding } : {}),
    references: kind === 'credit_note' ? [{ id: 'CUR-000000', issueDate: '2026-11-27' }] : [],
  };
}

/** `total` cut at the given fractions into 1..n positive amounts (tiny ones too), adding up to it. */
function split(total: number, cuts: number[]): number[] {
  const points = [...new Set(cuts.map((c) => Math.floor(c * total)).filter((p) => p > 0 && p < total))].sort((a, b) => a - b);
  return [...points, total].map((p, i, all) => p - (i === 0 ? 0 : all[i - 1]!));
}

const ORDER = (net: number): Share => ({ net, vat: vatOf(net, 21), rounding: 0 });

describe('the rounding rule', () => {
  it('every amount from 0,01 to 5.000,00 lei is invoiced as an advance at exactly that amount, its VAT exactly net x 21%', () => {
    for (let gross = 1; gross <= MAX; gross++) {
      const share = splitGross(gross, 21);
      const totals = computeTotals(document('invoice', share, gross));
      const vat = totals.vat[0]!.vatBani;
      if (vat !== vatOf(totals.taxExclusive, 21) || totals.taxInclusive + totals.rounding !== gross || Math.abs(totals.rounding) > 1 || totals.payable !== 0) {
        throw new Error(`${gross} bani: net ${totals.taxExclusive}, VAT ${vat}, rounding ${totals.rounding}`);
      }
    }
    // The cases of the issue: 10,00 lei is 8,26 + 1,73 + 0,01 rounding (no more 1,74 of VAT on 8,26).
    expect(splitGross(1000, 21)).toEqual({ net: 826, vat: 173, rounding: 1 });
    expect(splitGross(2501, 21)).toEqual({ net: 2067, vat: 434, rounding: 0 });
  });

  it('0,03 + 24,98 lei refunded of a 25,01 lei order reverse exactly its net 20,67 and VAT 4,34', () => {
    const invoice = ORDER(2067);
    const first = creditShare(invoice, 3, 21);
    const rest = creditShare({ net: 2067 - first.net, vat: 434 - first.vat, rounding: -first.rounding }, 2498, 21);
    expect([first.net + rest.net, first.vat + rest.vat, first.rounding + rest.rounding]).toEqual([2067, 434, 0]);
    for (const [share, amount] of [[first, 3], [rest, 2498]] as const) {
      expect(share.vat).toBe(vatOf(share.net, 21));
      expect(share.net + share.vat + share.rounding).toBe(amount);
    }
  });

  it('credit notes of random refunds of any payment: each exact, never more than the invoice, all of it once all is refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX }),
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        fc.boolean(),
        (amount, advance, cuts, whole) => {
          // An advance of `amount` paid by card, or an order whose services' net is `amount`.
          const invoiced = advance ? splitGross(amount, 21) : ORDER(amount);
          const paid = invoiced.net + invoiced.vat + invoiced.rounding;
          const parts = split(paid, cuts);
          const refunds = whole ? parts : parts.slice(0, -1);
          const left = { ...invoiced };
          for (const refund of refunds) {
            const share = creditShare(left, refund, 21);
            const totals = computeTotals(document('credit_note', share, refund));
            expect(totals.tax).toBe(vatOf(totals.taxExclusive, 21));
            expect(totals.taxInclusive + totals.rounding).toBe(refund);
            expect(Math.abs(share.rounding)).toBeLessThanOrEqual(MAX_ROUNDING_BANI);
            left.net -= share.net;
            left.vat -= share.vat;
            left.rounding -= share.rounding;
            expect(left.net).toBeGreaterThanOrEqual(0);
            expect(left.vat).toBeGreaterThanOrEqual(0);
          }
          if (whole) expect(left).toEqual({ net: 0, vat: 0, rounding: 0 });
          else expect(left.net + left.vat + left.rounding).toBe(parts.at(-1));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('the documents pass the CIUS-RO checks and the EN 16931 arithmetic of their XML', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }), (amount, cuts) => {
        const invoiced = splitGross(amount, 21);
        const advance = document('invoice', invoiced, amount);
        expect(checkInvoice(advance, invoiceXml(advance))).toEqual([]);
        const left = { ...invoiced };
        for (const refund of split(amount, cuts)) {
          const share = creditShare(left, refund, 21);
          const note = document('credit_note', share, refund);
          expect(checkInvoice(note, invoiceXml(note))).toEqual([]);
          left.net -= share.net;
          left.vat -= share.vat;
          left.rounding -= share.rounding;
        }
      }),
      { numRuns: 600 },
    );
  });
});
