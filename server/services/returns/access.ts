// The guest's access to their request, without an account: the link of the acknowledgement mail,
// `/retur/cerere/{id}?cheie={token}`. The token is an HMAC, with the server's signing key (prefixed
// so it is never confused with another of its uses), of the request's statement id: the mail job
// makes it again when it runs, so no job or row holds it in clear; the request keeps its SHA-256, and
// a token is compared with that in constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export async function accessToken(signingKey: () => Promise<Uint8Array>, statementId: string): Promise<string> {
  return createHmac('sha256', await signingKey()).update(`return-access:${statementId}`).digest('base64url');
}

export const accessTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash the request keeps. */
export function accessTokenValid(token: string, storedHash: string): boolean {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const given = Buffer.from(accessTokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const guestReturnUrl = (publicUrl: string, id: number, token: string) => `${publicUrl}/retur/cerere/${id}?cheie=${token}`;
