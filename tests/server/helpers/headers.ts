import { expect } from 'vitest';
import { API_CSP } from '../../../server/http/security-headers.ts';

/** The headers every response must carry (API, static, 404, errors); JSON answers have the API's own policy. */
export function expectSecurityHeaders(headers: Record<string, unknown>) {
  if (String(headers['content-type']).startsWith('application/json')) {
    expect(headers['content-security-policy']).toBe(API_CSP);
  } else {
    expect(headers['content-security-policy']).toContain("object-src 'none'");
  }
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self), payment=(self)');
}
