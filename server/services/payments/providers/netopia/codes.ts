// NETOPIA Payments API v2: what its payment status codes (`payment.status`) and its error codes
// (`error.code` of an answer, `payment.code` of a notification) mean for us. Sources, each entry says which:
//   [doc]  doc.netopia-payments.com, repository netopiapayments/doc.netopia-payments.com:
//          docs/payment-api/v2.x/start/start-Error.md ("Errors & Statuses") and the "Status & Error
//          Codes" part of docs/payment-api/v2.x/intro.md (statuses 3, 5, 12, 15; errors 0, 19, 20,
//          21, 22, 34, 56, 99, 100); docs/payment-api/v2.x/start/Resources/error-codes.md (a later
//          wording: 56 "Order closed (duplicate or already completed)", 100 "Requires 3-D Secure").
//   [sdk]  the full status list of NETOPIA's own SDKs, identical in all of them: npm netopia-payment2
//          0.1.7 dist/esm/constants.js, netopiapayments/sdk-php lib/ipn.php (with a comment per code),
//          netopiapayments/go-sdk ipn.go, netopiapayments/python-sdk netopia_sdk/constants.py;
//          101 "Redirect user to payment page" from the netopia-payment2 readme (start's answer).
//   [seen] not in NETOPIA's lists, seen on NETOPIA's sandbox by a third-party integration (a
//          Romanian shop platform's notes): 17 "Invalid card number" as the code of a status 12.
// UNCERTAIN (no NETOPIA text says it): what a status means for our flow where the SDK comment is
// only a name (2, 6, 7, 9, 10, 13, 16-22): chosen below so that nothing is marked paid that is not
// (3, 5) and nothing refused that may still be paid; each choice is commented.
import { failureMessage, type FailureCode } from '../../card.ts';
import type { GatewayStatus } from '../../gateway.ts';

export interface NetopiaStatus {
  /** NETOPIA's own name of the code (the SDKs' STATUS_* constants). */
  name: string;
  status: GatewayStatus;
  /** Our failure code when `status` is 'failed' (unless the error code says more: failureOf()). */
  failureCode: FailureCode | 'cancelled' | null;
  /** Whether a notification with this status is an event for us (false: answered OK and ignored). */
  event: boolean;
}

/** NETOPIA's payment statuses (`payment.status`), 1-23. */
export const NETOPIA_STATUSES: Readonly<Record<number, NetopiaStatus>> = {
  // [sdk] "new purchase status"; start answers it with the payment page (netopia-payment2 readme): the customer is on NETOPIA's page.
  1: { name: 'STATUS_NEW', status: 'requires_action', failureCode: null, event: true },
  // [sdk] "after preauthorization": authorized, not captured. We never capture by API, so not paid yet.
  2: { name: 'STATUS_OPENED', status: 'requires_action', failureCode: null, event: true },
  // [doc] "is paid"; [sdk] "capturate (card)".
  3: { name: 'STATUS_PAID', status: 'succeeded', failureCode: null, event: true },
  // [sdk] "void"; "payment was cancelled; do not deliver goods".
  4: { name: 'STATUS_CANCELED', status: 'failed', failureCode: 'cancelled', event: true },
  // [doc] "is confirmed"; [sdk] "confirmed status (after IPN)".
  5: { name: 'STATUS_CONFIRMED', status: 'succeeded', failureCode: null, event: true },
  // [sdk] "pending status".
  6: { name: 'STATUS_PENDING', status: 'requires_action', failureCode: null, event: true },
  // [sdk] "scheduled status, specific to ... Sms": not a card status; waiting, if ever seen.
  7: { name: 'STATUS_SCHEDULED', status: 'requires_action', failureCode: null, event: true },
  // [sdk] "specific status to a capture & refund state": the answer to /operation/credit and its notification carry 8.
  8: { name: 'STATUS_CREDIT', status: 'refunded', failureCode: null, event: true },
  // [sdk] "chargeback initialization": still paid until the chargeback is accepted; we do not track disputes.
  9: { name: 'STATUS_CHARGEBACK_INIT', status: 'succeeded', failureCode: null, event: false },
  // [sdk] "chargeback has been accepted": the money went back to the card.
  10: { name: 'STATUS_CHARGEBACK_ACCEPT', status: 'refunded', failureCode: null, event: true },
  // [sdk] "error status".
  11: { name: 'STATUS_ERROR', status: 'failed', failureCode: 'processing_error', event: true },
  // [doc] "Invalid Account"; [sdk] "declined status": refused by the bank (the error code says why).
  12: { name: 'STATUS_DECLINED', status: 'failed', failureCode: 'card_declined', event: true },
  // [sdk] "fraud status" ("payment in reviewing"): not refused, not paid; under NETOPIA's review.
  13: { name: 'STATUS_FRAUD', status: 'requires_action', failureCode: null, event: true },
  // [sdk] "authorization pending, awaiting acceptance (verify)".
  14: { name: 'STATUS_PENDING_AUTH', status: 'requires_action', failureCode: null, event: true },
  // [doc] "need authorize" / "3-D Secure authentication required".
  15: { name: 'STATUS_3D_AUTH', status: 'requires_action', failureCode: null, event: true },
  // [sdk] chargeback representment: still disputed; we do not track disputes.
  16: { name: 'STATUS_CHARGEBACK_REPRESENTMENT', status: 'succeeded', failureCode: null, event: false },
  // [sdk] "reversed status": the authorization was reversed, no money stays taken. As 'refunded' it
  // records the money back on a paid payment and changes nothing on an open one (which then expires).
  17: { name: 'STATUS_REVERSED', status: 'refunded', failureCode: null, event: true },
  // [sdk] "dummy status".
  18: { name: 'STATUS_PENDING_ANY', status: 'requires_action', failureCode: null, event: true },
  // [sdk] recurring and SMS statuses (19-22): not ours; waiting, or cancelled (20), if ever seen.
  19: { name: 'STATUS_PROGRAMMED_RECURRENT_PAYMENT', status: 'requires_action', failureCode: null, event: true },
  20: { name: 'STATUS_CANCELED_PROGRAMMED_RECURRENT_PAYMENT', status: 'failed', failureCode: 'cancelled', event: true },
  21: { name: 'STATUS_TRIAL_PENDING', status: 'requires_action', failureCode: null, event: true },
  22: { name: 'STATUS_TRIAL', status: 'requires_action', failureCode: null, event: true },
  // [sdk] "cancel a not payed purchase".
  23: { name: 'STATUS_EXPIRED', status: 'failed', failureCode: 'expired', event: true },
};

/** A status code NETOPIA's lists do not have: nothing moves (a notification with it is ignored). */
const UNKNOWN_STATUS: NetopiaStatus = { name: 'UNKNOWN', status: 'requires_action', failureCode: null, event: false };

export function netopiaStatus(code: number): NetopiaStatus {
  return NETOPIA_STATUSES[code] ?? UNKNOWN_STATUS;
}

export interface NetopiaError {
  meaning: string;
  /** Our failure code when a payment was refused with this code; null: not a refusal. */
  failureCode: FailureCode | null;
}

/** NETOPIA's error codes (`error.code` in an answer, `payment.code` in a notification), as strings. */
export const NETOPIA_ERRORS: Readonly<Record<string, NetopiaError>> = {
  '00': { meaning: 'Approved', failureCode: null }, // [doc] start's "Success ex."
  '0': { meaning: 'Card has no 3DS (approved)', failureCode: null }, // [doc]
  '100': { meaning: 'Requires 3-D Secure authentication', failureCode: null }, // [doc]
  '101': { meaning: 'Redirect user to payment page', failureCode: null }, // [sdk] netopia-payment2 readme
  '56': { meaning: 'Order closed (duplicate or already completed)', failureCode: null }, // [doc]: our orderID was used before
  '99': { meaning: 'There is another order with a different price', failureCode: 'processing_error' }, // [doc]
  '19': { meaning: 'Expired card', failureCode: 'expired_card' }, // [doc]
  '20': { meaning: 'Insufficient funds', failureCode: 'insufficient_funds' }, // [doc]
  '21': { meaning: 'CVV error', failureCode: 'incorrect_cvc' }, // [doc]
  '22': { meaning: 'CVV error', failureCode: 'incorrect_cvc' }, // [doc]
  '34': { meaning: 'Transaction not allowed for this card', failureCode: 'card_declined' }, // [doc]
  '17': { meaning: 'Invalid card number', failureCode: 'invalid_number' }, // [seen]
};

/** Why a payment in NETOPIA status `status` failed, given NETOPIA's error code; null when it did not fail. */
export function failureOf(status: number, errorCode: string | null | undefined): { failureCode: string; failureMessage: string } | null {
  const known = netopiaStatus(status);
  if (known.status !== 'failed' || !known.failureCode) return null;
  // A refusal's or an error's own code says more than the status (12 + '20': insufficient funds); a
  // cancelled or expired payment keeps its status's reason whatever the code.
  const byCode = errorCode ? NETOPIA_ERRORS[errorCode]?.failureCode : null;
  const failureCode = (status === 11 || status === 12) && byCode ? byCode : known.failureCode;
  return { failureCode, failureMessage: failureMessage(failureCode) };
}
