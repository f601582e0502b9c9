// NETOPIA Payments (API v2, JSON) behind our PaymentGateway: the customer pays on NETOPIA's hosted
// page, we never see the card. Plain fetch; `jose` checks the signature of NETOPIA's notification.
// Its parts: http.ts (the calls, the API key), wire.ts (the JSON, both ways), signature.ts (the IPN's
// token and answer), codes.ts (statuses and error codes).
//
// Where each fact comes from ([doc] = repository netopiapayments/doc.netopia-payments.com, the source
// of doc.netopia-payments.com; [sdk-js] = NETOPIA's npm package netopia-payment2 0.1.7, dist/esm/
// netopia.js, ipn.js, constants.js and its readme; [sdk-php] = netopiapayments/sdk-php lib/*.php and
// netopiapayments/composer src/*.php; [sdk-go] = netopiapayments/go-sdk payment.go, ipn.go,
// requests/types.go, responses/responses.go; [sdk-py] = netopiapayments/python-sdk netopia_sdk/*;
// [woo] = netopiapayments/WooCommerce netopia-payments-payment-gateway/v2/, NETOPIA's own plugin;
// [third] = other people's integrations, measured on NETOPIA's sandbox, named where used):
//   base URLs  sandbox https://secure.sandbox.netopia-payments.com, live https://secure.mobilpay.ro/pay
//              ([doc] docs/payment-api/v2.x/intro.md "Endpoints"; [woo] v2/lib/start.php). NETOPIA's SDKs
//              use secure-sandbox.netopia-payments.com and secure.netopia-payments.com/api/ instead
//              ([sdk-js], [sdk-go] client.go, composer BaseHttpClient.php): `baseUrl` is the caller's.
//   auth       http.ts: the raw API key in `Authorization`; a refused key is NetopiaCredentialsRejected.
//   start      POST {base}/payment/card/start {config{emailTemplate, notifyUrl, redirectUrl, cancelUrl,
//              language}, payment{options{installments, bonus}}, order{ntpID "", posSignature, dateTime,
//              description, orderID, amount (lei, float), currency, billing{email, phone, firstName,
//              lastName, city, country (ISO 3166-1 numeric, 642), state, postalCode, details}}}
//              ([doc] start/start-strc.md, v2.x/start/start-payment.md, "Set it as Empty string for start
//              request"; cancelUrl: [sdk-js] readme, [woo] request.php sets it to the return URL).
//              `payment.instrument` is left out so the card is typed on NETOPIA's page ([woo] sends only
//              `instrument.type`, [sdk-js]'s sample app an empty card: UNCERTAIN whether NETOPIA wants
//              `instrument: {type: 'card'}` here; their docs show only the direct-card form).
//              The answer for the hosted page: error {code "101", message "Redirect user to payment
//              page"}, payment {ntpID, status 1, amount, currency, paymentURL} ([sdk-js] readme; [woo]
//              redirects to `payment.paymentURL`).
//   orderID    our payment id (= the reference). NETOPIA has no idempotency key: the orderID is it.
//              A start repeated with an orderID already used: error 56 "duplicated Order ID" / "Order
//              closed (duplicate or already completed)" with the existing payment's ntpID and status, or
//              99 "There is another order with a different price" ([doc] start-Error.md, sample-response
//              "Error ex.": 56 with status 5). [third] (a shop platform's sandbox notes) saw the same ntpID
//              come back for a new start of an unpaid order. So a start is never retried by us; a caller's
//              retry with the same reference finds the same payment (UNCERTAIN beyond these two facts).
//              `expiresAt` has no field at NETOPIA: its page does not close at our expiry.
//   status     POST {base}/operation/status {posID: posSignature, ntpID} ([sdk-js] getStatus; [sdk-go],
//              [sdk-py] and [sdk-php] also send orderID, which a gateway id alone does not give us, so it
//              is left out as [sdk-js] does). Answer: {error{code, message}, payment{ntpID, status,
//              amount, currency, instrument{panMasked}, ...}, order{orderID, amount, ...}} ([sdk-js]
//              readme; [sdk-go] responses.go). A read: retried once after `backoffMs`.
//   lookup     NETOPIA has no search by orderID: the status call needs the ntpID (every SDK sends it;
//              [sdk-php] Status::validateParam requires it). So lookup() answers null without a call:
//              a start whose answer we lost never sent its page to anyone, and the customer's retry with
//              the same reference finds the same payment again (see orderID).
//   expire     no documented call closes an unpaid payment: the OpenAPI spec lists /operation/expire,
//              /void, /fail "available at a future date" ([third]: the spec as read and quoted by the
//              same shop platform; not in [doc]). expire() only answers status(); a payment paid after
//              our expiry is refunded (orders/payment-settlement.ts).
//   refund     POST {base}/operation/credit {ntpID, amount (lei)}: approved = error.code "00" and
//              payment.status 8 (STATUS_CREDIT); the answer carries the same ntpID, and a notification
//              with status 8 follows ([third]: measured on the sandbox by that shop platform, and a CS-Cart
//              module's RefundService; NOT in [doc]; UNCERTAIN: whether several partial credits are
//              accepted, and what a refused credit answers). No idempotency key exists, so a credit is
//              never retried blindly: a full refund looks at the status first (already 8: done), and a
//              key already refunded in this process is answered from memory.
//   IPN        signature.ts: the `Verification-token` JWT and its claims; the JSON answer NETOPIA reads.
//   statuses   codes.ts. One notification per outcome; a status 12 (refused) may be followed by
//              a 3 under the same ntpID when the customer tries again ([third]). Event id: ntpID:status.
// Official Node SDK: netopia-payment2 (npm, 0.1.7, NETOPIA's GitHub netopiapayments/javascript-sdk, axios
// + jsonwebtoken); not used: its IPN check takes the algorithm from the token's header, it has no
// refund, no timeouts, and swallows network errors into {code: 0}.
import type { KeyObject } from 'node:crypto';
import {
  GatewayUnavailable,
  WebhookRejected,
  type CreatePaymentInput,
  type GatewayPayment,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type WebhookAcknowledgement,
  type WebhookEvent,
} from '../../gateway.ts';
import { netopiaStatus } from './codes.ts';
import { NetopiaCredentialsRejected, NetopiaHttp } from './http.ts';
import { loadPublicKey, NETOPIA_IPN_OK, verifyIpnToken } from './signature.ts';
import { num, obj, paymentView, refusedPayment, startRequest, str, toLei, type Json } from './wire.ts';

export interface NetopiaGatewayOptions {
  /** NETOPIA admin > Profile > Security (sandbox and live keys differ). */
  apiKey: string;
  /** The point of sale's signature, "XXXX-XXXX-XXXX-XXXX-XXXX" (the IPN token's audience). */
  posSignature: string;
  /** NETOPIA's public key for the IPN token: a PEM public key or X.509 certificate. */
  publicKeyPem: string;
  /** Sandbox https://secure.sandbox.netopia-payments.com, live https://secure.mobilpay.ro/pay. */
  baseUrl: string;
  /** Per HTTP call (default 15 s). */
  timeoutMs?: number;
  now?: () => Date;
  /** Before the one retry of a read (default 500 ms). */
  backoffMs?: number;
}

export class NetopiaGateway implements PaymentGateway {
  readonly name = 'netopia';
  readonly #o: NetopiaGatewayOptions;
  readonly #http: NetopiaHttp;
  readonly #key: KeyObject;
  readonly #now: () => Date;
  /** Refunds that succeeded in this process, by idempotency key (NETOPIA has no such key). */
  readonly #refunded = new Map<string, RefundResult>();

  constructor(options: NetopiaGatewayOptions) {
    if (!options.apiKey || !options.posSignature) throw new Error('NETOPIA: apiKey and posSignature are required');
    this.#o = options;
    this.#http = new NetopiaHttp(options, options.baseUrl.replace(/\/+$/, ''));
    this.#key = loadPublicKey(options.publicKeyPem);
    this.#now = options.now ?? (() => new Date());
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const body = startRequest(input, this.#o.posSignature, this.#now());
    // Never retried: a second start is NETOPIA's to judge by the orderID (see the header).
    const answer = await this.#http.call('/payment/card/start', body);
    const error = obj(answer.json?.error);
    const code = str(error?.code) ?? str(answer.json?.code);
    const message = str(error?.message) ?? str(answer.json?.message) ?? '';
    const payment = obj(answer.json?.payment);
    if (answer.status === 400 && code === '99') {
      // [woo] reads HTTP 400 with code 99 as a point-of-sale signature NETOPIA does not know: configuration.
      throw new NetopiaCredentialsRejected(`NETOPIA refused our point of sale signature (HTTP 400, code 99: ${message}): check the posSignature`);
    }
    if (answer.status === 400 || (answer.status === 200 && code === '99')) {
      // NETOPIA refused the order itself (a field it does not take, the orderID used with another amount).
      return refusedPayment(input, str(payment?.ntpID) ?? '', code === '99' ? '99' : null);
    }
    if (answer.status !== 200 || !payment) throw new GatewayUnavailable(`NETOPIA answered ${answer.status} to start without a payment (${code ?? '-'} ${message})`.trim());
    const view = paymentView(payment, null, { orderID: input.reference }, code);
    if (view.status === 'requires_action' && !view.redirectUrl) {
      throw new GatewayUnavailable(`NETOPIA answered start without a payment page (code ${code ?? '-'}, status ${str(payment.status) ?? '-'})`);
    }
    return { ...view, reference: input.reference, amountBani: view.amountBani || input.amountBani, currency: view.currency ?? input.currency };
  }

  async status(gatewayId: string): Promise<GatewayPayment> {
    const answer = await this.#http.read('/operation/status', { posID: this.#o.posSignature, ntpID: gatewayId });
    const payment = obj(answer.json?.payment);
    if (answer.status !== 200 || !payment || num(payment.status) === null) {
      const error = obj(answer.json?.error);
      const said = str(error?.message) ?? str(answer.json?.message) ?? '';
      throw new GatewayUnavailable(`NETOPIA answered ${answer.status} without a payment for ntpID ${gatewayId} ${said}`.trim());
    }
    const error = obj(answer.json?.error);
    return paymentView({ ntpID: gatewayId, ...payment }, obj(answer.json?.order), null, str(payment.code) ?? str(error?.code));
  }

  /** NETOPIA cannot be asked by our reference alone (see the header): null, without a call. */
  lookup(_reference: string): Promise<GatewayPayment | null> {
    return Promise.resolve(null);
  }

  /** NETOPIA has no call that closes an unpaid payment (see the header): the payment as it stands. */
  expire(gatewayId: string): Promise<GatewayPayment> {
    return this.status(gatewayId);
  }

  async refund({ gatewayId, amountBani, idempotencyKey }: RefundInput): Promise<RefundResult> {
    const done = this.#refunded.get(idempotencyKey);
    if (done) return done;
    if (!Number.isInteger(amountBani) || amountBani <= 0) return { id: gatewayId, status: 'failed', failureMessage: 'Suma de rambursat nu este validă.' };
    const before = await this.status(gatewayId);
    if (before.status === 'refunded' && amountBani >= before.amountBani) {
      // The whole amount was credited already: this is the same refund asked again (an answer lost).
      return this.#remember(idempotencyKey, { id: gatewayId, status: 'succeeded', failureMessage: null });
    }
    if (before.status !== 'succeeded' && before.status !== 'refunded') {
      return { id: gatewayId, status: 'failed', failureMessage: 'Plata nu poate fi rambursată: NETOPIA nu o are ca încasată.' };
    }
    // Never retried: a credit sent twice pays out twice.
    const answer = await this.#http.call('/operation/credit', { ntpID: gatewayId, amount: toLei(amountBani) });
    const error = obj(answer.json?.error);
    const code = str(error?.code) ?? str(answer.json?.code);
    const payment = obj(answer.json?.payment);
    const status = num(payment?.status);
    if (answer.status === 200 && (code === '00' || code === '0') && (status === null || status === 8)) {
      return this.#remember(idempotencyKey, { id: str(payment?.ntpID) ?? gatewayId, status: 'succeeded', failureMessage: null });
    }
    if (answer.status !== 200 && answer.status !== 400) throw new GatewayUnavailable(`NETOPIA answered ${answer.status} to credit (${code ?? '-'})`);
    return { id: gatewayId, status: 'failed', failureMessage: `NETOPIA a refuzat rambursarea (cod ${code ?? answer.status}).` };
  }

  async parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent | null> {
    await verifyIpnToken(rawBody, headers, this.#key, this.#o.posSignature, this.#now);

    let body: Json | null;
    try {
      body = obj(JSON.parse(rawBody));
    } catch {
      body = null;
    }
    const payment = obj(body?.payment);
    const order = obj(body?.order);
    const ntpID = str(payment?.ntpID) ?? str(order?.ntpID);
    const code = num(payment?.status);
    if (!payment || !ntpID || code === null) throw new WebhookRejected('NETOPIA notification without payment.ntpID and payment.status');
    if (!netopiaStatus(code).event) return null;
    const error = obj(payment.error);
    const view = paymentView({ ...payment, ntpID }, order, null, str(payment.code) ?? str(error?.code));
    return { id: `${ntpID}:${code}`, type: `payment.${view.status}`, payment: view };
  }

  acknowledge(_outcome: 'applied' | 'duplicate' | 'ignored'): WebhookAcknowledgement {
    return { status: 200, body: { ...NETOPIA_IPN_OK } };
  }

  // ---------------------------------------------------------------- internals

  #remember(key: string, result: RefundResult): RefundResult {
    this.#refunded.set(key, result);
    if (this.#refunded.size > 1000) this.#refunded.delete(this.#refunded.keys().next().value as string);
    return result;
  }
}
