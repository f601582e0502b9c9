// One Sameday account's connection (carrier-apis.md section 4, "Authentication"): POST
// /api/authenticate with the X-Auth-Username / X-Auth-Password headers answers a token and when it
// expires ('Y-m-d H:i', Romanian time); every other call carries it as X-AUTH-TOKEN. The token is
// kept until then (TokenCache); a 401/403 on a call logs in again once, as the official SDK does.
// Answers: 2xx and 404 are handed to the caller (a 404 means different things: an unknown AWB to
// tracking, nothing to cancel); any other 4xx is a refusal (errors.ts).
import { fromBucharestWall } from '../../bucharest-time.ts';
import type { CarrierHttp} from '../../carrier-http.ts';
import { CARRIER_MESSAGES, CarrierError, type CarrierRequest, type CarrierResponse } from '../../carrier-http.ts';
import { TokenCache, type Token } from '../../token-cache.ts';
import { SAMEDAY, samedayRefusal } from './errors.ts';
import type { SamedayErrorBody, SamedayPage, SamedayToken } from './wire.ts';

/** 'Y-m-d H:i' read as Europe/Bucharest wall time, right around a clock change too (null if it is not in that form). */
export function bucharestTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return fromBucharestWall(Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0));
}

const readBody = (response: CarrierResponse): SamedayErrorBody | null => {
  try {
    return JSON.parse(response.text()) as SamedayErrorBody;
  } catch {
    return null;
  }
};

export class SamedayClient {
  readonly tokens: TokenCache;

  constructor(
    readonly http: CarrierHttp,
    private readonly credentials: { username: string; password: string },
  ) {
    this.tokens = new TokenCache(() => this.#login(), { fallbackTtlMs: 60 * 60 * 1000 });
  }

  async #login(): Promise<Token> {
    const response = await this.http.request({
      method: 'POST',
      path: 'api/authenticate',
      headers: { 'X-Auth-Username': this.credentials.username, 'X-Auth-Password': this.credentials.password },
      form: { remember_me: 1 },
      idempotent: true,
    });
    if (response.status === 401 || response.status === 403 || response.status === 400) {
      throw new CarrierError('auth', CARRIER_MESSAGES.auth(SAMEDAY), SAMEDAY, { status: response.status, carrierMessage: response.text().slice(0, 500) });
    }
    if (response.status >= 300) throw samedayRefusal(response.status, readBody(response), response.text());
    const body = response.json<Partial<SamedayToken>>();
    if (typeof body.token !== 'string' || !body.token) throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(SAMEDAY), SAMEDAY, { carrierMessage: response.text().slice(0, 500) });
    return { value: body.token, expiresAt: body.expire_at ? bucharestTime(body.expire_at) : null };
  }

  /** A call with the token; 2xx and 404 answered, a refusal thrown. */
  async request(request: CarrierRequest): Promise<CarrierResponse> {
    const response = await this.tokens.withToken(
      async (token) => {
        const answer = await this.http.request({ ...request, headers: { ...request.headers, 'X-AUTH-TOKEN': token } });
        if (answer.status === 401 || answer.status === 403) {
          throw new CarrierError('auth', CARRIER_MESSAGES.auth(SAMEDAY), SAMEDAY, { status: answer.status, carrierMessage: answer.text().slice(0, 500) });
        }
        return answer;
      },
      (error) => error instanceof CarrierError && error.kind === 'auth',
    );
    if (response.status >= 300 && response.status !== 404) throw samedayRefusal(response.status, readBody(response), response.text());
    return response;
  }

  /** Every item of a paginated list (`page` from 1, `countPerPage`). */
  async all<T>(path: string, query: Record<string, string | number> = {}, countPerPage = 500): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const response = await this.request({ method: 'GET', path, query: { ...query, page, countPerPage }, idempotent: true });
      if (response.status === 404) return items;
      const body = response.json<SamedayPage<T>>();
      items.push(...(body.data ?? []));
      if (!body.pages || page >= body.pages || !body.data?.length) return items;
    }
  }
}
