// A local stand-in for NETOPIA Payments API v2: exactly the calls NetopiaGateway makes (POST
// /payment/card/start, /operation/status, /operation/credit), for the adapter's contract tests and as a
// plain local server for end-to-end runs. Its wire format is the one providers/netopia/gateway.ts's header cites:
// `Authorization: <API key>` (a wrong key: HTTP 401 with a flat {code, message}), the hosted page's
// start answer (error 101, payment {ntpID, status 1, paymentURL}), an orderID used again (the same
// ntpID while unpaid, error 56 "Order closed" once paid, 99 with another amount), status answers with
// payment and order, credits answering status 8 and "00". It has its own RSA key pair (made at start)
// (made at the first start in the process) and signs notifications as NETOPIA does: header Verification-token, an RS512 JWT with iss "NETOPIA
// Payments", aud [posSignature], sub = base64 SHA-512 of the raw body. The stand-in's own choices
// where NETOPIA documents nothing: an unknown ntpID answers 404 {code, message}; a refused start body
// answers 400 {code "400", message}; a credit over what is left answers 400 {code "400", message}.
// Misbehaviour (slow, 5xx, hang) through the base server's misbehave().
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from '../carrier-stand-ins/stand-in-server.ts';

export const NETOPIA_STAND_IN = { API_KEY: 'ntp-stand-in-api-key', POS_SIGNATURE: 'STND-INPO-SSIG-NATU-RE01' } as const;

/** How the customer's attempt on the hosted page ends, with NETOPIA's status and error code. */
export const PAY_OUTCOMES = {
  approved: { status: 3, code: '00', message: 'Approved' },
  confirmed: { status: 5, code: '00', message: 'Approved' },
  expired_card: { status: 12, code: '19', message: 'Expired card' },
  insufficient_funds: { status: 12, code: '20', message: 'Insufficient funds' },
  invalid_cvv: { status: 12, code: '21', message: 'Invalid CVV' },
  not_allowed: { status: 12, code: '34', message: 'Transaction not allowed' },
  error: { status: 11, code: '99', message: 'Bank error' },
} as const;

export type PayOutcome = keyof typeof PAY_OUTCOMES;

export interface NetopiaStandInPayment {
  ntpID: string;
  orderID: string;
  /** Lei, as sent. */
  amount: number;
  currency: string;
  status: number;
  code: string;
  message: string;
  /** Lei credited so far. */
  credited: number;
  panMasked: string | null;
  /** The start request as received. */
  start: Record<string, unknown>;
}

export interface SignOptions {
  /** Another audience than our posSignature. */
  audience?: string | string[];
  issuer?: string;
  /** Another key (a forger's). */
  privateKey?: KeyObject;
  /** Seconds from now (default 300); negative: already expired. */
  expiresIn?: number;
  /** Write iat/exp in milliseconds instead of seconds. */
  milliseconds?: boolean;
}

export interface NetopiaStandIn extends StandInServer {
  readonly payments: Map<string, NetopiaStandInPayment>;
  /** NETOPIA's public key for the IPN token (SPKI PEM). */
  readonly publicKeyPem: string;
  /** The customer finishes on the hosted page (test side). */
  pay(ntpID: string, outcome: PayOutcome, panMasked?: string): NetopiaStandInPayment;
  /** Puts a payment in any status (with an error code). */
  setStatus(ntpID: string, status: number, code?: string, message?: string): NetopiaStandInPayment;
  /** The notification NETOPIA would POST for this payment now (or with `status`). */
  ipn(ntpID: string, status?: number, options?: SignOptions): { rawBody: string; headers: Record<string, string> };
  /** The Verification-token of a raw body. */
  sign(rawBody: string, options?: SignOptions): string;
}

const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

/** Made at the first start, then shared by the stand-ins of this process (2048-bit keys take a moment). */
let keyPair: { publicKey: KeyObject; privateKey: KeyObject } | undefined;

export async function startNetopiaStandIn(options: { port?: number } = {}): Promise<NetopiaStandIn> {
  const { publicKey, privateKey } = (keyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));
  const payments = new Map<string, NetopiaStandInPayment>();
  const byOrder = new Map<string, NetopiaStandInPayment>();
  let nextNtp = 3_022_500;
  let url = '';

  const unauthorized = (request: StandInRequest): StandInReply | null =>
    request.headers.authorization === NETOPIA_STAND_IN.API_KEY ? null : { status: 401, body: { code: 401, message: 'Unauthorized' } };
  const badRequest = (message: string): StandInReply => ({ status: 400, body: { code: '400', message } });

  const paymentUrl = (p: NetopiaStandInPayment) => `${url}ui/card?p=${b64url(`${p.ntpID}:${p.orderID}`)}`;
  const paymentJson = (p: NetopiaStandInPayment) => ({
    ntpID: p.ntpID,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    ...(p.status === 1 ? { paymentURL: paymentUrl(p) } : {}),
    ...(p.panMasked ? { instrument: { panMasked: p.panMasked, country: 642 } } : {}),
  });

  function start(request: StandInRequest): StandInReply {
    const body = (request.json ?? {}) as Record<string, Record<string, unknown>>;
    const order = body.order ?? {};
    const config = body.config ?? {};
    const billing = (order.billing ?? {}) as Record<string, unknown>;
    if (order.posSignature !== NETOPIA_STAND_IN.POS_SIGNATURE) return { status: 400, body: { code: '99', message: 'Invalid POS signature' } };
    if (typeof config.notifyUrl !== 'string' || typeof config.redirectUrl !== 'string') return badRequest('config.notifyUrl and config.redirectUrl are required');
    if (typeof order.orderID !== 'string' || order.orderID === '') return badRequest('order.orderID is required');
    if (typeof order.amount !== 'number' || !(order.amount > 0) || order.amount > 100_000) return badRequest('order.amount must be between 0 and 100000');
    if (order.currency !== 'RON') return badRequest('order.currency must be RON');
    for (const field of ['email', 'firstName', 'lastName']) if (typeof billing[field] !== 'string' || billing[field] === '') return badRequest(`order.billing.${field} is required`);
    if (typeof billing.country !== 'number') return badRequest('order.billing.country must be a number');
    const earlier = byOrder.get(order.orderID);
    if (earlier) {
      if (earlier.amount !== order.amount) return { body: { customerAction: {}, error: { code: '99', message: 'There is another order with a different price' }, payment: paymentJson(earlier) } };
      if (earlier.status !== 1) return { body: { customerAction: {}, error: { code: '56', message: 'Order closed' }, payment: paymentJson(earlier) } };
      return { body: { customerAction: {}, error: { code: '101', message: 'Redirect user to payment page' }, payment: paymentJson(earlier) } };
    }
    const payment: NetopiaStandInPayment = {
      ntpID: String(nextNtp++),
      orderID: order.orderID,
      amount: order.amount,
      currency: order.currency,
      status: 1,
      code: '101',
      message: 'Redirect user to payment page',
      credited: 0,
      panMasked: null,
      start: body,
    };
    payments.set(payment.ntpID, payment);
    byOrder.set(payment.orderID, payment);
    return { body: { customerAction: {}, error: { code: '101', message: 'Redirect user to payment page' }, payment: paymentJson(payment) } };
  }

  function status(request: StandInRequest): StandInReply {
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (body.posID !== NETOPIA_STAND_IN.POS_SIGNATURE) return badRequest('posID is not this merchant\'s');
    const payment = payments.get(String(body.ntpID ?? ''));
    if (!payment) return { status: 404, body: { code: '404', message: 'Payment not found' } };
    return {
      body: {
        customerAction: {},
        error: { code: payment.code, message: payment.message },
        payment: { ...paymentJson(payment), operationDate: '2025-03-10T09:05:00', options: { installments: 1, bonus: 0 } },
        order: {
          ntpID: payment.ntpID,
          orderID: payment.orderID,
          amount: payment.amount,
          currency: payment.currency,
          posSignature: NETOPIA_STAND_IN.POS_SIGNATURE,
          billing: (payment.start.order as Record<string, unknown> | undefined)?.billing,
        },
      },
    };
  }

  function credit(request: StandInRequest): StandInReply {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const payment = payments.get(String(body.ntpID ?? ''));
    if (!payment) return { status: 404, body: { code: '404', message: 'Payment not found' } };
    const amount = body.amount;
    if (typeof amount !== 'number' || !(amount > 0)) return badRequest('amount must be a positive number');
    if (![3, 5, 8].includes(payment.status)) return badRequest('The payment is not paid');
    const left = Math.round((payment.amount - payment.credited) * 100);
    if (Math.round(amount * 100) > left) return badRequest('Amount exceeds the amount left to credit');
    payment.credited = Math.round((payment.credited + amount) * 100) / 100;
    payment.status = 8;
    payment.code = '00';
    payment.message = 'Approved';
    return { body: { error: { code: '00', message: 'Approved' }, payment: { ntpID: payment.ntpID, status: 8, amount, currency: payment.currency } } };
  }

  const server = await startStandInServer((request) => {
    if (request.method !== 'POST') return { status: 405, body: { code: '405', message: 'Method not allowed' } };
    const denied = unauthorized(request);
    if (denied) return denied;
    switch (request.path) {
      case '/payment/card/start':
        return start(request);
      case '/operation/status':
        return status(request);
      case '/operation/credit':
        return credit(request);
      default:
        return { status: 404, body: { code: '404', message: 'Not found' } };
    }
  }, options);
  url = server.url;

  const required = (ntpID: string): NetopiaStandInPayment => {
    const payment = payments.get(ntpID);
    if (!payment) throw new Error(`NETOPIA stand-in: no payment ${ntpID}`);
    return payment;
  };

  const signToken = (rawBody: string, o: SignOptions = {}): string => {
    const nowS = Math.floor(Date.now() / 1000);
    const time = (s: number) => (o.milliseconds ? s * 1000 : s);
    const header = b64url(JSON.stringify({ typ: 'JWT', alg: 'RS512' }));
    const claims = b64url(
      JSON.stringify({
        iss: o.issuer ?? 'NETOPIA Payments',
        aud: o.audience ?? [NETOPIA_STAND_IN.POS_SIGNATURE],
        sub: createHash('sha512').update(rawBody, 'utf8').digest('base64'),
        iat: time(nowS),
        nbf: time(nowS),
        exp: time(nowS + (o.expiresIn ?? 300)),
      }),
    );
    const signature = sign('sha512', Buffer.from(`${header}.${claims}`), o.privateKey ?? privateKey);
    return `${header}.${claims}.${b64url(signature)}`;
  };

  return {
    ...server,
    payments,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    pay(ntpID, outcome, panMasked = '4556****5098') {
      const payment = required(ntpID);
      const { status: next, code, message } = PAY_OUTCOMES[outcome];
      Object.assign(payment, { status: next, code, message, panMasked });
      return payment;
    },
    setStatus(ntpID, next, code = '00', message = 'Approved') {
      return Object.assign(required(ntpID), { status: next, code, message });
    },
    ipn(ntpID, statusCode, signOptions) {
      const payment = required(ntpID);
      const current = statusCode ?? payment.status;
      const rawBody = JSON.stringify({
        payment: {
          ntpID: payment.ntpID,
          status: current,
          code: payment.code,
          message: payment.message,
          amount: payment.amount,
          currency: payment.currency,
          ...(payment.panMasked ? { instrument: { panMasked: payment.panMasked, country: 642 } } : {}),
        },
        order: { ntpID: payment.ntpID, orderID: payment.orderID, posSignature: NETOPIA_STAND_IN.POS_SIGNATURE, amount: payment.amount, currency: payment.currency },
      });
      return { rawBody, headers: { 'content-type': 'application/json', 'verification-token': signToken(rawBody, signOptions) } };
    },
    sign: signToken,
  };
}
