// Signed links (labels, guest orders, payout reports) compare the signature's text: a text whose
// last character differs only in base64url's spare bits decodes to the same bytes, and must not pass.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameSignature } from '../../server/services/signature-text.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('sameSignature', () => {
  it('accepts the signature and refuses a twin text that decodes to the same bytes', () => {
    for (let i = 0; i < 50; i++) {
      const mac = createHmac('sha256', 'k').update(String(i)).digest();
      const text = mac.toString('base64url');
      expect(sameSignature(text, mac)).toBe(true);
      // 32 bytes = 43 characters: the last one carries 2 bits of data and 4 spare bits.
      const last = ALPHABET.indexOf(text.at(-1)!);
      const twin = text.slice(0, -1) + ALPHABET[last ^ 1];
      expect(Buffer.from(twin, 'base64url').equals(mac)).toBe(true);
      expect(sameSignature(twin, mac)).toBe(false);
      expect(sameSignature(text.slice(0, -1), mac)).toBe(false);
    }
  });
});
