// How the section writes money, IBANs and states: lei in Romanian (1.234,50 lei, grouped by hand so
// that the ICU data of the browser does not matter), IBANs in groups of four, and one state per
// repayment as a shop reads it (collected, waiting for an IBAN, being paid, paid, cancelled).
import { pickPlural } from '../../lib/format.ts';
import { fillRepayments, roRepayments } from '../../i18n/ro-repayments.ts';
import type { PayoutStatus, RepaymentDto } from './repayments-api.ts';

const t = roRepayments;

/** 123450 -> "1.234,50 lei" (a no-break space before "lei"). */
export function formatLei(bani: number): string {
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(Math.round(bani));
  const lei = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${lei},${String(abs % 100).padStart(2, '0')}\u00a0lei`;
}

/** "RO49AAAA1B31007593840000" -> "RO49 AAAA 1B31 0075 9384 0000" */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export function parcelsText(n: number): string {
  return fillRepayments(pickPlural(n, t.parcels), { n });
}

/** "3 colete", or "3 colete, 1 rambursare de retur scăzută" when returns' refunds were taken off the payout (as its report says). */
export function payoutCountText(parcels: number, refunds: number): string {
  return parcelsText(parcels) + (refunds > 0 ? `, ${fillRepayments(pickPlural(refunds, t.refundsDeducted), { n: refunds })}` : '');
}

export type RepaymentState = keyof typeof roRepayments.repaymentStatus;

const IN_PAYOUT: readonly (PayoutStatus | null)[] = ['pending', 'processing', 'failed'];

export function repaymentState(r: Pick<RepaymentDto, 'status' | 'awaiting_iban' | 'payout_status'>): RepaymentState {
  if (r.status !== 'pending') return r.status;
  if (r.awaiting_iban) return 'awaitingIban';
  return IN_PAYOUT.includes(r.payout_status) ? 'inPayout' : 'pending';
}
