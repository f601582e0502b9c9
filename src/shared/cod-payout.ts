// When the cash collected on delivery (ramburs) reaches the customer's bank account, in one wording
// for every page: the server groups the delivered repayments into one transfer per IBAN in a daily
// batch (server/services/repayments/payouts.ts, PAYOUT_INTERVAL_SECONDS, default 86 400 s).

/** "… virat în IBAN-ul tău {COD_PAYOUT_WHEN}." */
export const COD_PAYOUT_WHEN = 'o dată pe zi, în virarea zilnică de după livrare';

/** A short form for lists and meta descriptions. */
export const COD_PAYOUT_SHORT = 'virat zilnic după livrare';
