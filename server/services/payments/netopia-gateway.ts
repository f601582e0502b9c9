// NETOPIA Payments (API v2, JSON) behind our PaymentGateway: the customer pays on NETOPIA's hosted
// page, we never see the card. Plain fetch; `jose` checks the signature of NETOPIA's notification.
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
//   auth       header `Authorization: <API key>`, the raw key, no "Bearer" ([doc] start/sample-request.md;
//              [sdk-js]). A wrong key answers HTTP 401 with a flat {code, message} ([woo]
//              wc-netopiapayments-gateway.php tests `code == 401` and shows `message`): our
//              NetopiaCredentialsRejected (a GatewayUnavailable: nothing happened at NETOPIA).
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
//              our expiry is refunded by payments.ts settle().
//   refund     POST {base}/operation/credit {ntpID, amount (lei)}: approved = error.code "00" and
//              payment.status 8 (STATUS_CREDIT); the answer carries the same ntpID, and a notification
//              with status 8 follows ([third]: measured on the sandbox by that shop platform, and a CS-Cart
//              module's RefundService; NOT in [doc]; UNCERTAIN: whether several partial credits are
//              accepted, and what a refused credit answers). No idempotency key exists, so a credit is
//              never retried blindly: a full refund looks at the status first (already 8: done), and a
//              key already refunded in this process is answered from memory.
//   IPN        NETOPIA POSTs JSON {payment{ntpID, status, code, message, amount, currency, instrument},
//              order{orderID, ntpID, amount, ...}} to notifyUrl with header `Verification-token`: a JWT
//              signed by NETOPIA (RS512: [sdk-php] example/ipn.php and [sdk-js] sample set alg 'RS512'),
//              checked with NETOPIA's public key (PEM "PUBLIC KEY" in [sdk-js]'s sample .env; an X.509
//              "CERTIFICATE" in [sdk-go] ipn.go: both accepted). Claims ([sdk-js] ipn.js, [sdk-php]
//              lib/ipn.php, [sdk-go] ipn.go, [sdk-py] ipn.py, [woo] v2/lib/ipn.php): iss "NETOPIA
//              Payments"; aud an array (or a string) holding our posSignature; sub = base64 (standard, with
//              padding) of the SHA-512 of the raw body. exp/nbf checked when present, with 5 minutes'
//              leeway, in seconds or, if the number is that large, milliseconds (UNCERTAIN which NETOPIA
//              uses: [sdk-php] compares against time()*1000). Payment codes in the body: payment.code /
//              message ([third]: "21 Invalid CVV", "17 Invalid card number").
//   answer     NETOPIA reads a JSON {errorType, errorCode, errorMessage}; errorType 0 (ERROR_TYPE_NONE)
//              with errorCode null is "received OK"; 1 temporary (NETOPIA sends it again), 2 permanent
//              ([sdk-php] lib/ipn.php verifyIPN and example/ipn.php; [sdk-js] constants.js).
//   statuses   netopia-codes.ts. One notification per outcome; a status 12 (refused) may be followed by
//              a 3 under the same ntpID when the customer tries again ([third]). Event id: ntpID:status.
// Official Node SDK: netopia-payment2 (npm, 0.1.7, NETOPIA's GitHub netopiapayments/javascript-sdk, axios
// + jsonwebtoken); not used: its IPN check takes the algorithm from the token's header, it has no
// refund, no timeouts, and swallows network errors into {code: 0}.
import { createHash, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { compactVerify } from 'jose';
import { cardBrand } from './card.ts';
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
} from './gateway.ts';
import { failureOf, netopiaStatus } from './netopia-codes.ts';

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

/** NETOPIA refused our API key (HTTP 401/403) or POS signature: nothing happened there; the configuration is wrong. */
export class NetopiaCredentialsRejected extends GatewayUnavailable {
  override name = 'NetopiaCredentialsRejected';
}

/** The answer NETOPIA reads as "received OK" ([sdk-php] lib/ipn.php: ERROR_TYPE_NONE). */
export const NETOPIA_IPN_OK = { errorType: 0, errorCode: null, errorMessage: '' } as const;

/** The answer to a notification we refuse (bad token): ERROR_TYPE_PERMANENT, E_VERIFICATION_FAILED_GENERAL. */
export function netopiaIpnRejection(message: string) {
  return { errorType: 2, errorCode: 0x10000101, errorMessage: message };
}

/** ISO 3166-1 alpha-2 to the numeric code NETOPIA wants (billing.country); Romania and its usual neighbours. */
const COUNTRY_NUMERIC: Readonly<Record<string, number>> = {
  RO: 642, MD: 498, BG: 100, HU: 348, RS: 688, UA: 804, AT: 40, BE: 56, HR: 191, CY: 196, CZ: 203, DK: 208,
  EE: 233, FI: 246, FR: 250, DE: 276, GR: 300, IE: 372, IT: 380, LV: 428, LT: 440, LU: 442, MT: 470, NL: 528,
  PL: 616, PT: 620, SK: 703, SI: 705, ES: 724, SE: 752, GB: 826, CH: 756, NO: 578, TR: 792, US: 840,
};

const IPN_ISSUER = 'NETOPIA Payments';
const IPN_LEEWAY_S = 300;
/** RS512 is what NETOPIA signs with; the other RSA PKCS#1 v1.5 algorithms are as safe and accepted. */
const IPN_ALGORITHMS = ['RS512', 'RS384', 'RS256'];

interface Answer {
  status: number;
  json: Record<string, unknown> | null;
}

type Json = Record<string, unknown>;

const obj = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};
const toBani = (lei: number): number => Math.round(lei * 100);
const toLei = (bani: number): number => Math.round(bani) / 100;

function loadPublicKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  } catch (error) {
    throw new Error(`NETOPIA public key: not a PEM public key or certificate (${(error as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`NETOPIA public key: an RSA key is expected, got ${key.asymmetricKeyType ?? 'none'}`);
  // jose (like jsonwebtoken 9 in NETOPIA's own Node SDK) refuses RSA keys under 2048 bits: said now, not at every IPN.
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new Error(`NETOPIA public key: ${bits} bits, under the 2048 that RS512 verification accepts`);
  return key;
}

function header(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() || null;
  }
  return null;
}

/** A JWT time claim in seconds, whether NETOPIA wrote seconds or milliseconds. */
const seconds = (value: number): number => (value > 1e11 ? value / 1000 : value);

export class NetopiaGateway implements PaymentGateway {
  readonly name = 'netopia';
  readonly #o: NetopiaGatewayOptions;
  readonly #base: string;
  readonly #key: KeyObject;
  readonly #now: () => Date;
  /** Refunds that succeeded in this process, by idempotency key (NETOPIA has no such key). */
  readonly #refunded = new Map<string, RefundResult>();

  constructor(options: NetopiaGatewayOptions) {
    if (!options.apiKey || !options.posSignature) throw new Error('NETOPIA: apiKey and posSignature are required');
    this.#o = options;
    this.#base = options.baseUrl.replace(/\/+$/, '');
    this.#key = loadPublicKey(options.publicKeyPem);
    this.#now = options.now ?? (() => new Date());
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const { payer } = input;
    const body = {
      config: { emailTemplate: '', notifyUrl: input.notifyUrl, redirectUrl: input.returnUrl, cancelUrl: input.returnUrl, language: 'ro' },
      // No `instrument`: the customer types the card on NETOPIA's page.
      payment: { options: { installments: 1, bonus: 0 } },
      order: {
        ntpID: '',
        posSignature: this.#o.posSignature,
        dateTime: this.#now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
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
    // Never retried: a second start is NETOPIA's to judge by the orderID (see the header).
    const answer = await this.#call('/payment/card/start', body);
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
      return this.#refused(input, str(payment?.ntpID) ?? '', code === '99' ? '99' : null);
    }
    if (answer.status !== 200 || !payment) throw new GatewayUnavailable(`NETOPIA answered ${answer.status} to start without a payment (${code ?? '-'} ${message})`.trim());
    const view = this.#view(payment, null, { orderID: input.reference }, code);
    if (view.status === 'requires_action' && !view.redirectUrl) {
      throw new GatewayUnavailable(`NETOPIA answered start without a payment page (code ${code ?? '-'}, status ${str(payment.status) ?? '-'})`);
    }
    return { ...view, reference: input.reference, amountBani: view.amountBani || input.amountBani, currency: view.currency ?? input.currency };
  }

  async status(gatewayId: string): Promise<GatewayPayment> {
    const answer = await this.#read('/operation/status', { posID: this.#o.posSignature, ntpID: gatewayId });
    const payment = obj(answer.json?.payment);
    if (answer.status !== 200 || !payment || num(payment.status) === null) {
      const error = obj(answer.json?.error);
      const said = str(error?.message) ?? str(answer.json?.message) ?? '';
      throw new GatewayUnavailable(`NETOPIA answered ${answer.status} without a payment for ntpID ${gatewayId} ${said}`.trim());
    }
    const error = obj(answer.json?.error);
    return this.#view({ ntpID: gatewayId, ...payment }, obj(answer.json?.order), null, str(payment.code) ?? str(error?.code));
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
    const answer = await this.#call('/operation/credit', { ntpID: gatewayId, amount: toLei(amountBani) });
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
    const token = header(headers, 'verification-token');
    if (!token) throw new WebhookRejected('NETOPIA notification without a Verification-token header');
    let claims: Json | null;
    try {
      const { payload } = await compactVerify(token, this.#key, { algorithms: IPN_ALGORITHMS });
      claims = obj(JSON.parse(new TextDecoder().decode(payload)));
    } catch (error) {
      throw new WebhookRejected(`NETOPIA notification token not valid: ${(error as Error).message}`);
    }
    if (!claims) throw new WebhookRejected('NETOPIA notification token without claims');
    if (claims.iss !== IPN_ISSUER) throw new WebhookRejected(`NETOPIA notification token issuer is not "${IPN_ISSUER}"`);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audience.includes(this.#o.posSignature)) throw new WebhookRejected('NETOPIA notification token is not for our point of sale (aud)');
    const bodyHash = createHash('sha512').update(rawBody, 'utf8').digest('base64');
    if (claims.sub !== bodyHash) throw new WebhookRejected('NETOPIA notification body differs from the one signed (sub)');
    const now = this.#now().getTime() / 1000;
    const exp = num(claims.exp);
    if (exp !== null && seconds(exp) < now - IPN_LEEWAY_S) throw new WebhookRejected('NETOPIA notification token expired');
    const nbf = num(claims.nbf);
    if (nbf !== null && seconds(nbf) > now + IPN_LEEWAY_S) throw new WebhookRejected('NETOPIA notification token not valid yet');

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
    const view = this.#view({ ...payment, ntpID }, order, null, str(payment.code) ?? str(error?.code));
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

  #refused(input: CreatePaymentInput, ntpID: string, code: string | null): GatewayPayment {
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
  #view(payment: Json, order: Json | null, extra: { orderID: string } | null, errorCode: string | null): GatewayPayment {
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
      // partial refund of ours as a whole one. Our own refunds are recorded by orders/refunds.ts; a
      // credit made in NETOPIA's admin is not seen here (README, Payments).
      refundedBani: 0,
    };
  }

  /** A read: retried once after a pause when NETOPIA could not be reached or answered 5xx. */
  async #read(path: string, body: unknown): Promise<Answer> {
    try {
      return await this.#call(path, body);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable) || error instanceof NetopiaCredentialsRejected) throw error;
      await new Promise((resolve) => setTimeout(resolve, this.#o.backoffMs ?? 500));
      return this.#call(path, body);
    }
  }

  async #call(path: string, body: unknown): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.#base}${path}`, {
        method: 'POST',
        headers: { authorization: this.#o.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#o.timeoutMs ?? 15_000),
      });
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        throw new GatewayUnavailable(`NETOPIA answered ${response.status} to ${path}`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw error;
      throw new GatewayUnavailable(`NETOPIA could not be reached (${path}): ${(error as Error).message}`, { cause: error });
    }
    let json: Json | null = null;
    try {
      json = obj(JSON.parse(text));
    } catch {
      json = null;
    }
    if (response.status === 401 || response.status === 403) {
      const said = str(json?.message) ?? str(obj(json?.error)?.message) ?? text.slice(0, 200);
      throw new NetopiaCredentialsRejected(
        `NETOPIA refused our API key (HTTP ${response.status} on ${path}: ${said}): check the API key, and that it is the ${/sandbox/.test(this.#base) ? 'sandbox' : 'live'} one`,
      );
    }
    if (response.status === 200 && !json) throw new GatewayUnavailable(`NETOPIA answered ${path} with something that is not JSON`);
    return { status: response.status, json };
  }
}

/** What may be kept of the card: NETOPIA's masked number ("9900****5098") gives the brand and last four. */
function cardOf(instrument: Json | null): GatewayPayment['card'] {
  const masked = str(instrument?.panMasked);
  const last4 = masked?.match(/(\d{4})$/)?.[1];
  if (!masked || !last4) return null;
  const prefix = masked.match(/^\d+/)?.[0] ?? '';
  return { brand: prefix ? cardBrand(prefix) : 'unknown', last4 };
}
