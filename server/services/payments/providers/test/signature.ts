// Webhook signatures, the scheme common to card gateways: header `x-payment-signature:
// t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is inside the MAC and
// must be recent (5 minutes), so a captured webhook cannot be replayed later; comparison is
// constant-time. The same scheme serves the test gateway and the HTTP gateway.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from '../../gateway.ts';

export const SIGNATURE_HEADER = 'x-payment-signature';
export const TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, rawBody: string, now: Date = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

function headerValue(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const value = headers[SIGNATURE_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** Throws WebhookRejected unless the body is signed with `secret` within the tolerance. */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  now: Date = new Date(),
): void {
  const header = headerValue(headers);
  if (!header) throw new WebhookRejected('missing signature');
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookRejected('malformed signature');
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) throw new WebhookRejected('signature too old');
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookRejected('bad signature');
}
