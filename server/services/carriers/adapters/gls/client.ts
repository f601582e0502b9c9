// One MyGLS account's connection (carrier-apis.md section 5, "Authentication"): JSON POSTed to
// {base}/{Method}, every body carrying Username, Password (the SHA-512 digest as byte values, computed
// once) and WebshopEngine; there is no token. Errors come back inside the answer's error list (errors.ts);
// the doc also names HTTP 401 for refused credentials.
import { CARRIER_MESSAGES, CarrierError, type CarrierHttp } from '../../carrier-http.ts';
import { errorsOf, GLS, glsError } from './errors.ts';
import { glsPassword, type GlsCredentials, type GlsErrorInfo } from './wire.ts';

/** Who we are to GLS (WebshopEngine is required on PrintLabels since 2025-02-12). */
export const WEBSHOP_ENGINE = 'Curiero';

export class GlsClient {
  readonly #credentials: GlsCredentials;

  constructor(
    readonly http: CarrierHttp,
    credentials: { username: string; password: string },
  ) {
    this.#credentials = { Username: credentials.username, Password: glsPassword(credentials.password), WebshopEngine: WEBSHOP_ENGINE };
  }

  /**
   * Calls `method` with `body` and answers its result; `errorsKey` names the answer's error list,
   * `tolerate` the error codes the caller reads itself (e.g. an unknown parcel). `idempotent`: reads only.
   */
  async call<T extends object>(method: string, body: Record<string, unknown>, options: { errorsKey: keyof T & string; idempotent?: boolean; tolerate?: number[] }): Promise<{ answer: T; errors: GlsErrorInfo[] }> {
    const response = await this.http.request({ method: 'POST', path: method, json: { ...this.#credentials, ...body }, idempotent: options.idempotent });
    if (response.status === 401 || response.status === 403) {
      throw new CarrierError('auth', CARRIER_MESSAGES.auth(GLS), GLS, { status: response.status, carrierMessage: response.text().slice(0, 500) });
    }
    if (response.status >= 300) throw new CarrierError('refused', CARRIER_MESSAGES.refused(GLS, `cerere respinsă (cod HTTP ${response.status}).`), GLS, { status: response.status, carrierMessage: response.text().slice(0, 500) });
    const answer = response.json<T>();
    if (!answer || typeof answer !== 'object') throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(GLS), GLS, { carrierMessage: response.text().slice(0, 500) });
    const errors = errorsOf((answer as Record<string, unknown>)[options.errorsKey] as GlsErrorInfo[] | null);
    const unexpected = errors.filter((e) => !options.tolerate?.includes(e.ErrorCode));
    if (unexpected.length) throw glsError(unexpected);
    return { answer, errors };
  }
}
