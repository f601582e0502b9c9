// OAuth 2 access tokens for FCM from a Google service account, without a Google library: a JWT
// (RS256, signed with the account's private key through node:crypto) naming the FCM scope is posted to
// the account's token_uri (grant type jwt-bearer, RFC 7523), which answers an access token for about
// an hour. The token is kept until a minute before it expires, one request at a time fetches a new one,
// and a token FCM refused (401) is dropped so that the next call fetches a fresh one.
import { sign } from 'node:crypto';
import type { ServiceAccount } from '../../config/index.ts';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

const ASSERTION_LIFETIME_SECONDS = 3600;
/** A token this close to its expiry is renewed rather than used. */
const RENEW_BEFORE_MS = 60_000;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed JWT that asks `account.tokenUri` for an FCM access token. */
export function serviceAccountAssertion(account: ServiceAccount, now: Date): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const iat = Math.floor(now.getTime() / 1000);
  const claims = { iss: account.clientEmail, scope: FCM_SCOPE, aud: account.tokenUri, iat, exp: iat + ASSERTION_LIFETIME_SECONDS };
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), account.privateKey).toString('base64url')}`;
}

/** The token endpoint refused or could not be reached; nothing can be sent until it answers. */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
}

export interface AccessTokenOptions {
  timeoutMs?: number;
  now?: () => Date;
}

export class AccessTokens {
  #cached: { token: string; expiresAt: number } | null = null;
  #pending: Promise<string> | null = null;
  /** Tokens fetched so far (tests check the cache). */
  fetched = 0;

  constructor(
    private readonly account: ServiceAccount,
    private readonly options: AccessTokenOptions = {},
  ) {}

  /** A valid access token: the cached one, or a new one (one request however many callers wait). */
  get(): Promise<string> {
    const now = this.#now().getTime();
    if (this.#cached && this.#cached.expiresAt - RENEW_BEFORE_MS > now) return Promise.resolve(this.#cached.token);
    this.#pending ??= this.#fetch().finally(() => (this.#pending = null));
    return this.#pending;
  }

  /** Forgets `token` if it is the cached one (FCM answered 401 with it). */
  invalidate(token: string): void {
    if (this.#cached?.token === token) this.#cached = null;
  }

  #now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async #fetch(): Promise<string> {
    const now = this.#now();
    let response: Response;
    try {
      response = await fetch(this.account.tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion: serviceAccountAssertion(this.account, now) }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new AccessTokenError(`the token endpoint could not be reached: ${(error as Error).message}`, { cause: error });
    }
    const json = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown; error?: unknown } | null;
    if (!response.ok || typeof json?.access_token !== 'string') {
      throw new AccessTokenError(`the token endpoint answered ${response.status}${json?.error ? ` (${String(json.error)})` : ''} without an access token`);
    }
    const seconds = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : 3600;
    this.#cached = { token: json.access_token, expiresAt: now.getTime() + seconds * 1000 };
    this.fetched += 1;
    return json.access_token;
  }
}
