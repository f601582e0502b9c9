// How we talk to Cargus (carrier-apis.md section 2, "Authentication", "Errors and limits"): every call
// carries the Azure API Management subscription key (Ocp-Apim-Subscription-Key); `POST LoginUser`
// answers the token as a bare JSON string, sent as Bearer on every other call. The token is kept 20 h
// (Cargus says 24 h; the official Magento module renews at 20 h) and renewed once when Cargus answers
// 401. Errors arrive as a non-2xx status with a body that is a JSON string, `{message}` or `{Error}`;
// 204 is an empty answer. Every call goes through CarrierHttp (timeouts, retries of safe calls only,
// the breaker).
import { CARRIER_MESSAGES, CarrierError, CarrierHttp, type CarrierRequest, type CarrierResponse, type FetchLike } from '../../carrier-http.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { TokenCache } from '../../token-cache.ts';

export const CARGUS = 'Cargus';

export interface CargusClientOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

const TOKEN_TTL_MS = 20 * 60 * 60 * 1000;

/** The carrier's own words in an error body: a JSON string, {message}, {Message} or {Error}. */
export function carrierText(response: CarrierResponse): string {
  const raw = response.text().trim();
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>;
      const found = [o.message, o.Message, o.Error, o.error].find((v) => typeof v === 'string');
      if (typeof found === 'string') return found;
    }
  } catch {
    // not JSON: the text itself
  }
  return raw.slice(0, 500);
}

/** A Romanian reason for the customer, from what Cargus said (its texts are Romanian without diacritics or English). */
export function refusalReason(text: string): string {
  if (/ship ?& ?go|pudo/i.test(text)) return 'punctul Ship & Go ales nu este disponibil.';
  if (/localit|judet|county|locality/i.test(text)) return 'localitatea sau județul destinatarului nu sunt recunoscute.';
  if (/telefon|phone/i.test(text)) return 'numărul de telefon al destinatarului nu este valid.';
  if (/greutat|weight|kg/i.test(text)) return 'greutatea coletelor nu este acceptată pentru acest serviciu.';
  if (/ramburs|repayment/i.test(text)) return 'valoarea rambursului nu este acceptată.';
  if (/barcode|awb/i.test(text)) return 'AWB-ul nu este cunoscut.';
  return 'datele expediției nu au fost acceptate.';
}

export class CargusClient {
  readonly http: CarrierHttp;
  readonly #tokens: TokenCache;
  readonly #key: string;

  constructor(
    private readonly account: CarrierAccount,
    options: CargusClientOptions = {},
  ) {
    this.http = new CarrierHttp({ carrier: CARGUS, baseUrl: account.baseUrl, fetch: options.fetch, timeouts: options.timeouts, backoffMs: options.backoffMs });
    this.#key = account.values.SUBSCRIPTION_KEY ?? '';
    this.#tokens = new TokenCache(() => this.#login(), { fallbackTtlMs: TOKEN_TTL_MS });
  }

  async #login(): Promise<{ value: string; expiresAt: null }> {
    const response = await this.http.request({
      method: 'POST',
      path: 'LoginUser',
      headers: { 'Ocp-Apim-Subscription-Key': this.#key },
      json: { UserName: this.account.values.USERNAME, Password: this.account.values.PASSWORD },
      idempotent: true,
    });
    if (response.status >= 400) {
      throw new CarrierError('auth', CARRIER_MESSAGES.auth(CARGUS), CARGUS, { status: response.status, carrierMessage: carrierText(response) });
    }
    const token = response.json<unknown>();
    if (typeof token !== 'string' || !token) throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(CARGUS), CARGUS, { carrierMessage: response.text().slice(0, 200) });
    return { value: token, expiresAt: null };
  }

  /**
   * One authenticated call: the answer when it is 2xx (204 included); 401 -> one new login and once
   * more, then CarrierError 'auth'; any other 4xx -> CarrierError 'refused' with Cargus's words.
   */
  async call(request: CarrierRequest): Promise<CarrierResponse> {
    return this.#tokens.withToken(
      async (token) => {
        const response = await this.http.request({ ...request, headers: { ...request.headers, 'Ocp-Apim-Subscription-Key': this.#key, Authorization: `Bearer ${token}` } });
        if (response.status === 401 || response.status === 403) {
          throw new CarrierError('auth', CARRIER_MESSAGES.auth(CARGUS), CARGUS, { status: response.status, carrierMessage: carrierText(response) });
        }
        if (response.status >= 400) {
          const text = carrierText(response);
          throw new CarrierError('refused', CARRIER_MESSAGES.refused(CARGUS, refusalReason(text)), CARGUS, { status: response.status, carrierMessage: text });
        }
        return response;
      },
      (error) => error instanceof CarrierError && error.kind === 'auth' && error.details.status === 401,
    );
  }

  /** A call whose answer is JSON (null for 204 or an empty body). */
  async json<T>(request: CarrierRequest): Promise<T | null> {
    const response = await this.call(request);
    if (response.status === 204 || response.body.length === 0) return null;
    return response.json<T>();
  }
}
