// NETOPIA's HTTP calls (gateway.ts): a JSON POST to `baseUrl` + path with the API key, a timeout, and
// what an answer means before its body is read:
//   auth       header `Authorization: <API key>`, the raw key, no "Bearer" ([doc] start/sample-request.md;
//              [sdk-js]). A wrong key answers HTTP 401 with a flat {code, message} ([woo]
//              wc-netopiapayments-gateway.php tests `code == 401` and shows `message`): our
//              NetopiaCredentialsRejected (a GatewayUnavailable: nothing happened at NETOPIA).
//   5xx, unreachable, timeout: GatewayUnavailable (nothing is known); 200 that is not JSON: the same.
// A read (status) is retried once after `backoffMs`; a write (start, credit) never (gateway.ts).
import { GatewayUnavailable } from '../../gateway.ts';
import { obj, str, type Json } from './wire.ts';

/** NETOPIA refused our API key (HTTP 401/403) or POS signature: nothing happened there; the configuration is wrong. */
export class NetopiaCredentialsRejected extends GatewayUnavailable {
  override name = 'NetopiaCredentialsRejected';
}

export interface Answer {
  status: number;
  json: Record<string, unknown> | null;
}

export interface NetopiaHttpOptions {
  apiKey: string;
  /** Per HTTP call (default 15 s). */
  timeoutMs?: number;
  /** Before the one retry of a read (default 500 ms). */
  backoffMs?: number;
}

export class NetopiaHttp {
  readonly #o: NetopiaHttpOptions;
  readonly #base: string;

  /** `base` without its trailing slash. */
  constructor(options: NetopiaHttpOptions, base: string) {
    this.#o = options;
    this.#base = base;
  }

  /** A read: retried once after a pause when NETOPIA could not be reached or answered 5xx. */
  async read(path: string, body: unknown): Promise<Answer> {
    try {
      return await this.call(path, body);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable) || error instanceof NetopiaCredentialsRejected) throw error;
      await new Promise((resolve) => setTimeout(resolve, this.#o.backoffMs ?? 500));
      return this.call(path, body);
    }
  }

  async call(path: string, body: unknown): Promise<Answer> {
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
