// The link that confirms a new e-mail address (issue #30), without a table: a token signed with the
// access-token key (HMAC, a key derived for this use only) that names the customer, the current
// address, the new one, the session that asked, the moment the current address was last confirmed
// and an expiry (24 h). It travels in the mail to the new address and opens
// /verify-email/{id}/{token}?email={new address}, like the verification link (a path parameter holds
// at most 100 characters, so the new address rides in the query and is sent back with the token).
// Only the expiry and the session are in the token in clear; the addresses and the stamp are checked
// through the signature against the account as it is when the link is opened. So a link is single
// use: once the address changed (or was confirmed again), the signature no longer matches, and a
// change back to the old address does not revive it (it sets a new confirmation moment).
import { createHmac } from 'node:crypto';
import { sameSignature } from '../signature-text.ts';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

/** What the signature covers. */
export interface EmailChangeClaims {
  customerId: number;
  /** The account's address when the change was asked (normalised). */
  from: string;
  /** The new address (normalised). */
  to: string;
  /** The session that asked (a UUID): it stays signed in, the others end. */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const compactUuid = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
const fullUuid = (compact: string) => {
  const hex = Buffer.from(compact, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The token of the link: `e1.{expires}.{session, 22 characters}.{signature}` (80 characters). */
export async function emailChangeToken(signingKey: KeySource, claims: EmailChangeClaims): Promise<string> {
  if (!UUID.test(claims.sessionId)) throw new Error('an e-mail change link names a session by its UUID');
  const signature = (await mac(signingKey, claims)).toString('base64url');
  return ['e1', claims.expires, compactUuid(claims.sessionId), signature].join('.');
}

/** Whether a link token is an e-mail change one (the verification tokens have no dots). */
export function isEmailChangeToken(token: string): boolean {
  return token.startsWith('e1.');
}

export interface ParsedEmailChange {
  sessionId: string;
  expires: number;
  signature: string;
}

export function parseEmailChangeToken(token: string): ParsedEmailChange | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'e1') return null;
  const [, expires, session, signature] = parts as [string, string, string, string];
  if (!/^\d{1,12}$/.test(expires) || !/^[\w-]{22}$/.test(session) || !/^[\w-]{43}$/.test(signature)) return null;
  return { sessionId: fullUuid(session), expires: Number(expires), signature };
}

/** Whether the link is unexpired and was signed for this change of this account as it stands now. */
export async function emailChangeValid(
  signingKey: KeySource,
  parsed: ParsedEmailChange,
  change: { customerId: number; from: string; to: string; stamp: number },
  now = Date.now(),
): Promise<boolean> {
  if (parsed.expires * 1000 <= now) return false;
  const expected = await mac(signingKey, { ...change, sessionId: parsed.sessionId, expires: parsed.expires });
  return sameSignature(parsed.signature, expected);
}
