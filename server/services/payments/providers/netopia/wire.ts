// NETOPIA's JSON and ours (gateway.ts): the start request's body, a NETOPIA payment object (start,
// status or notification) read as our GatewayPayment, and the readers of its loosely typed fields
// (a number may come as a string). Amounts are lei (float) at NETOPIA, bani here.
import { cardBrand } from '../../card.ts';
import type { CreatePaymentInput, GatewayPayment } from '../../gateway.ts';
import { failureOf, netopiaStatus } from './codes.ts';

export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
export const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};
const toBani = (lei: number): number => Math.round(lei * 100);
export const toLei = (bani: number): number => Math.round(bani) / 100;

/** ISO 3166-1 alpha-2 to the numeric code NETOPIA wants (billing.country); Romania and its usual neighbours. */
const COUNTRY_NUMERIC: Readonly<Record<string, number>> = {
  RO: 642, MD: 498, BG: 100, HU: 348, RS: 688, UA: 804, AT: 40, BE: 56, HR: 191, CY: 196, CZ: 203, DK: 208,
  EE: 233, FI: 246, FR: 250, DE: 276, GR: 300, IE: 372, IT: 380, LV: 428, LT: 440, LU: 442, MT: 470, NL: 528,
  PL: 616, PT: 620, SK: 703, SI: 705, ES: 724, SE: 752, GB: 826, CH: 756, NO: 578, TR: 792, US: 840,
};

/** The body of POST /payment/card/start (gateway.ts says where each field comes from). */
export function startRequest(input: CreatePaymentInput, posSignature: string, now: Date) {
  const { payer } = input;
  return {
    config: { emailTemplate: '', notifyUrl: input.notifyUrl, redirectUrl: input.returnUrl, cancelUrl: input.returnUrl, language: 'ro' },
    // No `instrument`: the customer types the card on NETOPIA's page.
    payment: { options: { installments: 1, bonus: 0 } },
    order: {
      ntpID: '',
      posSignature,
      dateTime: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      description: input.description,
      orderID: input.reference,
      amount: toLei(input.amountBani),
      currency: input.currency,
      billing: {
        email: payer.email,
        phone: payer.phone ?? '',
        firstName: payer.firstName,
        lastName: payer.lastName,
        city: payer.city ?? '',
        country: COUNTRY_NUMERIC[payer.country.toUpperCase()] ?? 642,
        state: payer.county ?? '',
        postalCode: payer.postalCode ?? '',
        details: payer.address ?? '',
      },
    },
  };
}

/** The payment of a start NETOPIA refused (a field it does not take, the orderID used with another amount). */
export function refusedPayment(input: CreatePaymentInput, ntpID: string, code: string | null): GatewayPayment {
  const failure = failureOf(11, code);
  return {
    id: ntpID,
    reference: input.reference,
    status: 'failed',
    amountBani: input.amountBani,
    currency: input.currency,
    card: null,
    redirectUrl: null,
    failureCode: failure?.failureCode ?? 'processing_error',
    failureMessage: failure?.failureMessage ?? null,
    refundedBani: 0,
  };
}

/** A NETOPIA payment object (start, status or notification) as ours. */
export function paymentView(payment: Json, order: Json | null, extra: { orderID: string } | null, errorCode: string | null): GatewayPayment {
  const code = num(payment.status) ?? 0;
  const known = netopiaStatus(code);
  const lei = num(order?.amount) ?? num(payment.amount);
  const amountBani = lei === null ? 0 : toBani(lei);
  const failure = failureOf(code, errorCode);
  const paymentUrl = str(payment.paymentURL);
  return {
    id: str(payment.ntpID) ?? '',
    reference: str(order?.orderID) ?? extra?.orderID ?? null,
    status: known.status,
    amountBani,
    currency: (str(order?.currency) ?? str(payment.currency))?.toUpperCase() ?? null,
    card: cardOf(obj(payment.instrument)),
    redirectUrl: known.status === 'requires_action' && paymentUrl ? paymentUrl : null,
    failureCode: failure?.failureCode ?? null,
    failureMessage: failure?.failureMessage ?? null,
    // NETOPIA does not say how much of a credited payment went back: claiming all of it would book a
    // partial refund of ours as a whole one. Our own refunds are recorded by payments/refunds.ts; a
    // credit made in NETOPIA's admin is not seen here (README, Payments).
    refundedBani: 0,
  };
}

/** What may be kept of the card: NETOPIA's masked number ("9900****5098") gives the brand and last four. */
function cardOf(instrument: Json | null): GatewayPayment['card'] {
  const masked = str(instrument?.panMasked);
  const last4 = masked?.match(/(\d{4})$/)?.[1];
  if (!masked || !last4) return null;
  const prefix = masked.match(/^\d+/)?.[0] ?? '';
  return { brand: prefix ? cardBrand(prefix) : 'unknown', last4 };
}
