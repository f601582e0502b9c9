// How we talk to DPD Romania (carrier-apis.md section 3, "Authentication", "Errors and limits"): no
// token, every call is a POST whose JSON body carries userName and password. DPD answers its errors
// with HTTP 200 and `{error:{code, message, context, component}}` (Appendix 3 codes): each becomes a
// CarrierError with a Romanian reason for the customer and DPD's own text in details. Every call goes
// through CarrierHttp (timeouts, retries of safe calls only, the breaker).
import { CARRIER_MESSAGES, CarrierError, CarrierHttp, type CarrierResponse, type FetchLike } from '../../carrier-http.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import type { DpdAnswer, DpdError } from './wire.ts';

export const DPD = 'DPD';

export interface DpdClientOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

/** Romanian reasons by Appendix 3 error code. */
const REASONS: Record<number, string> = {
  100: 'datele expeditorului sau ale destinatarului nu sunt valide.',
  120: 'adresa destinatarului nu este validă.',
  160: 'oficiul sau lockerul de predare ales nu este valid.',
  180: 'oficiul sau lockerul de livrare ales nu este valid.',
  400: 'serviciul de curierat nu este disponibil pentru această destinație.',
  410: 'rambursul nu este acceptat pentru această expediție.',
  415: 'valoarea declarată nu este acceptată.',
  420: 'deschiderea coletului la livrare nu este acceptată.',
  500: 'data de ridicare nu este validă.',
  520: 'livrarea sâmbăta nu este disponibilă pentru această destinație.',
  600: 'descrierea conținutului nu este acceptată.',
  605: 'ambalajul nu este acceptat.',
  620: 'greutatea coletelor nu este acceptată.',
  630: 'numărul sau dimensiunile coletelor nu sunt acceptate.',
  700: 'plătitorul expediției nu este valid.',
  800: 'referința comenzii nu este acceptată.',
};

/**
 * A wrong user or password comes back as the general code 1 with a localized message [?: observed by
 * third-party clients, not in the doc]: recognised by its words.
 */
const BAD_LOGIN = /user|password|parol|utilizator|autentific|authenticat|login|credential|access denied/i;

export function dpdError(error: DpdError, status?: number): CarrierError {
  const carrierMessage = [error.message, error.component].filter(Boolean).join(' ');
  if (error.code === 1 && BAD_LOGIN.test(`${error.message} ${error.context ?? ''}`)) {
    return new CarrierError('auth', CARRIER_MESSAGES.auth(DPD), DPD, { status, carrierMessage });
  }
  const reason = REASONS[error.code] ?? 'cererea nu a fost acceptată.';
  return new CarrierError('refused', CARRIER_MESSAGES.refused(DPD, reason), DPD, { status, carrierMessage, ...(error.component ? { fields: { [error.component]: error.message } } : {}) });
}

export class DpdClient {
  readonly http: CarrierHttp;
  readonly #credentials: { userName: string; password: string; language: string };

  constructor(account: CarrierAccount, options: DpdClientOptions = {}) {
    this.http = new CarrierHttp({ carrier: DPD, baseUrl: account.baseUrl, fetch: options.fetch, timeouts: options.timeouts, backoffMs: options.backoffMs });
    // English answers: DPD's words are kept for us (details), the customer reads our Romanian reason.
    this.#credentials = { userName: account.values.USERNAME ?? '', password: account.values.PASSWORD ?? '', language: 'EN' };
  }

  /** The raw answer of `path` (print answers PDF or ZPL bytes); a 4xx is a refusal, 401/403 bad credentials. */
  async raw(path: string, body: object, options: { purpose?: 'quote'; idempotent?: boolean } = {}): Promise<CarrierResponse> {
    const response = await this.http.request({ method: 'POST', path, json: { ...this.#credentials, ...body }, ...options });
    if (response.status === 401 || response.status === 403) {
      throw new CarrierError('auth', CARRIER_MESSAGES.auth(DPD), DPD, { status: response.status, carrierMessage: response.text().slice(0, 500) });
    }
    if (response.status >= 400) {
      const parsed = (() => {
        try {
          return response.json<DpdAnswer>().error ?? null;
        } catch {
          return null;
        }
      })();
      if (parsed) throw dpdError(parsed, response.status);
      throw new CarrierError('refused', CARRIER_MESSAGES.refused(DPD, 'cererea nu a fost acceptată.'), DPD, { status: response.status, carrierMessage: response.text().slice(0, 500) });
    }
    return response;
  }

  /** A JSON call; its `error` (HTTP 200) thrown as CarrierError. */
  async call<T extends DpdAnswer>(path: string, body: object, options: { purpose?: 'quote'; idempotent?: boolean } = {}): Promise<T> {
    const answer = (await this.raw(path, body, options)).json<T>();
    if (!answer || typeof answer !== 'object') throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(DPD), DPD);
    if (answer.error) throw dpdError(answer.error);
    return answer;
  }
}
