// Comparing a signature sent as base64url text with the one computed, in constant time. The text is
// compared, not its decoded bytes: base64url ignores the spare bits of the last character, so two
// different texts can decode to the same bytes, and a link with a changed last character would pass.
import { timingSafeEqual } from 'node:crypto';

export function sameSignature(given: string, expected: Buffer): boolean {
  const want = Buffer.from(expected.toString('base64url'));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
}
