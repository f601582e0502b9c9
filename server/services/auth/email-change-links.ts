// The link that confirms a new e-mail address (issue #30), without a table: a token signed with the
// access-token key (HMAC, a key derived for this use only) that names the customer, the current
// address, the new one, the session that asked, the moment the current address was last confirmed
// and an expiry (24 h). It travels in the mail to the new address and opens
// /verify-email/{id}/{token}, like the verification link. Only the new address and the expiry are in
// clear; the current address, the stamp and the session are checked through the signature against
// the account as it is when the link is opened. So a link is single use: once the address changed
// (or was confirmed again), the signature no longer matches, and a change back to the old address
// does not revive it (it sets a new confirmation moment).
import { createHmac } from 'node:crypto';
import { sameSignature } from '../signature-text.ts';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

/** What the signature covers (the new address and the expiry also travel in clear). */
export interface EmailChangeClaims {
  customerId: number;
  /** The account's address when the change was asked (normalised). */
  from: string;
  /** The new address (normalised). */
  to: string;
  /** The session that asked: it stays signed in, the others end. */
  sessionId: string;
  /** When the current address was confirmed (ms since the epoch), 0 if never. */
  stamp: number;
  /** Seconds since the epoch. */
  expires: number;
}

/** When the current address was confirmed, as the links sign it (0: never). */
export const confirmedStamp = (customer: { emailVerifiedAt: Date | null }): number => customer.emailVerifiedAt?.getTime() ?? 0;

type KeySource = () => Promise<Uint8Array | string>;

async function mac(signingKey: KeySource, c: EmailChangeClaims): Promise<Buffer> {
  const key = createHmac('sha256', await signingKey()).update('curiero email change link v1').digest();
  return createHmac('sha256', key)
    .update([c.customerId, c.from, c.to, c.sessionId, c.stamp, c.expires].join('\u0000'))
    .digest();
}

/** The token of the link: `e1.{expires}.{stamp}.{sessionId}.{base64url(to)}.{signature}`. */
export async function emailChangeToken(signingKey: KeySource, claims: EmailChangeClaims): Promise<string> {
  const to = Buffer.from(claims.to, 'utf8').toString('base64url');
  const signature = (await mac(signingKey, claims)).toString('base64url');
  return ['e1', claims.expires, claims.stamp, claims.sessionId, to, signature].join('.');
}

/** Whether a link token is an e-mail change one (the verification tokens have no dots). */
export function isEmailChangeToken(token: string): boolean {
  return token.startsWith('e1.');
}

export interface ParsedEmailChange {
  to: string;
  sessionId: string;
  stamp: number;
  expires: number;
  signature: string;
}

export function parseEmailChangeToken(token: string): ParsedEmailChange | null {
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== 'e1') return null;
  const [, expires, stamp, sessionId, to, signature] = parts as [string, string, string, string, string, string];
  if (!/^\d{1,12}$/.test(expires) || !/^\d{1,15}$/.test(stamp) || !/^[\w-]{1,64}$/.test(sessionId)) return null;
  if (!/^[\w-]{1,400}$/.test(to) || !/^[\w-]{43}$/.test(signature)) return null;
  return { to: Buffer.from(to, 'base64url').toString('utf8'), sessionId, stamp: Number(stamp), expires: Number(expires), signature };
}

/** Whether the parsed link is unexpired and was signed for this customer as the account stands now. */
export async function emailChangeValid(
  signingKey: KeySource,
  parsed: ParsedEmailChange,
  account: { customerId: number; from: string; stamp: number },
  now = Date.now(),
): Promise<boolean> {
  if (parsed.expires * 1000 <= now) return false;
  const expected = await mac(signingKey, { ...account, to: parsed.to, sessionId: parsed.sessionId, expires: parsed.expires });
  return parsed.stamp === account.stamp && sameSignature(parsed.signature, expected);
}
