// Device tokens (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"). After a successful
// password login (or a registration) the browser gets a token the server signed for that account, in
// an HttpOnly, Secure, SameSite=Strict cookie sent only to /api/private/auth. A login or a
// forgot-password request that presents a valid token for the e-mail it names is counted against that
// device's own allowance, not against the limits a stranger can fill for the account, so someone
// guessing passwords (or asking for reset mails) from elsewhere never keeps the owner out of a browser
// they have signed in with. The token names the account through an HMAC of its e-mail: nothing in
// clear in the cookie, no table. One browser keeps the tokens of up to 5 accounts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from './context.ts';

export const DEVICE_COOKIE = 'curiero_device';
/** The cookie goes only with the account calls (login, register, forgot-password...). */
export const DEVICE_COOKIE_PATH = '/api/private/auth';
export const DEVICE_TOKEN_DAYS = 180;
const MAX_TOKENS = 5;
/** issued-at (seconds, base 36) . nonce (16 bytes) . HMAC-SHA256, base64url. */
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const keys = new WeakMap<AuthContext, Promise<Buffer>>();

/** A key of its own, derived from the access-token key (so every process shares it). */
function deviceKey(ctx: AuthContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = ctx.signingKey().then((signing) => createHmac('sha256', signing).update('curiero device token v1').digest());
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}

function sign(key: Buffer, email: string, issuedAt: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${email}\u0000${issuedAt}\u0000${nonce}`).digest();
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function parts(token: string): { issuedAt: string; nonce: string; mac: string; fresh: boolean } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, issuedAt = '', nonce = '', mac = ''] = match;
  const age = nowSeconds() - Number.parseInt(issuedAt, 36);
  return { issuedAt, nonce, mac, fresh: age >= -300 && age <= DEVICE_TOKEN_DAYS * 86_400 };
}

/** The device tokens of the request's Cookie header (well-formed ones, at most 5). */
export function deviceTokensOf(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    return pair
      .slice(eq + 1)
      .trim()
      .split('~')
      .filter((token) => TOKEN.test(token))
      .slice(0, MAX_TOKENS);
  }
  return [];
}

/**
 * The device (its token's nonce) when one of `tokens` is a valid, unexpired token for `email` (already
 * normalised), else null: a token of another account, forged, altered or too old is no device.
 */
export async function recognisedDevice(ctx: AuthContext, email: string, tokens: readonly string[]): Promise<string | null> {
  if (tokens.length === 0) return null;
  const key = await deviceKey(ctx);
  for (const token of tokens) {
    const parsed = parts(token);
    if (!parsed?.fresh) continue;
    const expected = sign(key, email, parsed.issuedAt, parsed.nonce);
    const given = Buffer.from(parsed.mac, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return parsed.nonce;
  }
  return null;
}

/**
 * The Set-Cookie value after `email` (normalised) signed in on this device: a new token for it (a new
 * one at every sign-in), first, then the other accounts' tokens the browser sent, unexpired, up to 5.
 */
export async function deviceCookie(ctx: AuthContext, email: string, tokens: readonly string[]): Promise<string> {
  const key = await deviceKey(ctx);
  const issuedAt = nowSeconds().toString(36);
  const nonce = randomBytes(16).toString('base64url');
  const token = `${issuedAt}.${nonce}.${sign(key, email, issuedAt, nonce).toString('base64url')}`;
  const others: string[] = [];
  for (const other of tokens) {
    if (parts(other)?.fresh && !(await recognisedDevice(ctx, email, [other]))) others.push(other);
  }
  const value = [token, ...others].slice(0, MAX_TOKENS).join('~');
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_TOKEN_DAYS * 86_400}; HttpOnly; Secure; SameSite=Strict`;
}
