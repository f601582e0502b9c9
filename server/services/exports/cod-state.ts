// The cash on delivery of an order as the exports and the bulk tracking say it: the amount the
// recipient pays the courier, whether the courier collected it (a repayment is recorded when the
// parcel is delivered: services/repayments/record.ts) and whether we paid it out to the shop (its
// payout sent). Plain data, so a render thread can write it into a file.

export const COD_STATES = ['none', 'awaiting', 'collected', 'paid_out', 'not_collected'] as const;
export type CodStateName = (typeof COD_STATES)[number];

export const COD_STATE_LABELS: Record<CodStateName, string> = {
  none: 'Fără ramburs',
  awaiting: 'De încasat la livrare',
  collected: 'Încasat de curier, în curs de plată',
  paid_out: 'Plătit în contul tău',
  not_collected: 'Neîncasat: coletul nu a fost livrat',
};

export interface CodState {
  state: CodStateName;
  amountBani: number;
  /** When the courier collected it (the delivery), null while not collected. */
  collectedAt: Date | null;
  /** When its payout reached the bank, null while not paid out. */
  paidOutAt: Date | null;
}

export interface CodFacts {
  codBani: number;
  orderStatus: string;
  repaymentStatus: 'pending' | 'paid' | 'cancelled' | null;
  deliveredAt: Date | null;
  payoutPaidAt: Date | null;
}

/** The order's cash on delivery from its amount, its order's status and its repayment (if any). */
export function codStateOf(facts: CodFacts): CodState {
  const base = { amountBani: facts.codBani, collectedAt: null, paidOutAt: null };
  if (facts.codBani <= 0) return { ...base, amountBani: 0, state: 'none' };
  if (facts.repaymentStatus === 'paid') return { ...base, state: 'paid_out', collectedAt: facts.deliveredAt, paidOutAt: facts.payoutPaidAt };
  if (facts.repaymentStatus === 'pending') return { ...base, state: 'collected', collectedAt: facts.deliveredAt };
  if (facts.repaymentStatus === 'cancelled' || ['cancelled', 'returned', 'booking_failed', 'payment_failed'].includes(facts.orderStatus)) {
    return { ...base, state: 'not_collected' };
  }
  return { ...base, state: 'awaiting' };
}
