// The card processor: the test one (default), Stripe Checkout or NETOPIA, and their keys.
import { readFileSync } from 'node:fs';
import type { EnvKit } from './env.ts';

/**
 * The card processor (services/payments/create-gateway.ts): PAYMENT_GATEWAY=test (default: the local
 * test processor's hosted page), stripe (Stripe Checkout) or netopia (NETOPIA Payments API v2).
 */
export interface PaymentsConfig {
  readonly gateway: 'test' | 'stripe' | 'netopia';
  /** HMAC key of the test processor's notifications; null: generated once, kept in server_secrets. */
  readonly webhookSecret: string | null;
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string; readonly apiBase: string | null } | null;
  readonly netopia: { readonly apiKey: string; readonly posSignature: string; readonly publicKeyPem: string; readonly baseUrl: string } | null;
}

export const NETOPIA_BASE_URLS = { sandbox: 'https://secure.sandbox.netopia-payments.com', live: 'https://secure.netopia-payments.com' } as const;

// A remote gateway needs its API key and the webhook secret; a short secret makes signatures guessable.
export function readPayments(kit: EnvKit): PaymentsConfig {
  const { read, url, required, problems } = kit;
  const gateway = read('PAYMENT_GATEWAY') ?? 'test';
  const webhookSecret = kit.secret('PAYMENT_WEBHOOK_SECRET', 32);
  if (read('PAYMENT_GATEWAY_URL') !== undefined) problems.push('PAYMENT_GATEWAY_URL is no longer read: set PAYMENT_GATEWAY=stripe or netopia and its variables (README, Payments)');
  if (gateway === 'stripe') {
    const secretKey = required('STRIPE_SECRET_KEY', 'PAYMENT_GATEWAY=stripe needs the secret API key (sk_live_… or sk_test_…)');
    if (secretKey && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)');
    const hook = required('STRIPE_WEBHOOK_SECRET', 'PAYMENT_GATEWAY=stripe needs the signing secret of its webhook endpoint (whsec_…)');
    if (hook && !hook.startsWith('whsec_')) problems.push('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_…)');
    const apiBase = url('STRIPE_API_BASE', ['http:', 'https:'], 'an http:// or https:// URL');
    return Object.freeze({ gateway: 'stripe' as const, webhookSecret, stripe: Object.freeze({ secretKey, webhookSecret: hook, apiBase }), netopia: null });
  }
  if (gateway === 'netopia') {
    const apiKey = required('NETOPIA_API_KEY', 'PAYMENT_GATEWAY=netopia needs the API key (NETOPIA admin, Securitate)');
    const posSignature = required('NETOPIA_POS_SIGNATURE', 'PAYMENT_GATEWAY=netopia needs the point of sale signature (XXXX-XXXX-XXXX-XXXX-XXXX)');
    const publicKeyPem = readPem(required('NETOPIA_PUBLIC_KEY', "PAYMENT_GATEWAY=netopia needs NETOPIA's public key (PEM text or the path of its file) to check its notifications"), problems);
    const environment = read('NETOPIA_ENVIRONMENT') ?? 'sandbox';
    if (environment !== 'sandbox' && environment !== 'live') problems.push(`NETOPIA_ENVIRONMENT must be sandbox or live, got ${JSON.stringify(environment)}`);
    const baseUrl = url('NETOPIA_BASE_URL', ['http:', 'https:'], 'an http:// or https:// URL') ?? NETOPIA_BASE_URLS[environment === 'live' ? 'live' : 'sandbox'];
    return Object.freeze({ gateway: 'netopia' as const, webhookSecret, stripe: null, netopia: Object.freeze({ apiKey, posSignature, publicKeyPem, baseUrl }) });
  }
  if (gateway !== 'test') problems.push(`PAYMENT_GATEWAY must be one of test|stripe|netopia, got ${JSON.stringify(gateway)}`);
  return Object.freeze({ gateway: 'test', webhookSecret, stripe: null, netopia: null });
}

// A PEM given inline, or the path of a file holding one.
function readPem(raw: string, problems: string[]): string {
  if (!raw) return '';
  let text = raw.replace(/\\n/g, '\n');
  if (!text.includes('-----BEGIN')) {
    try {
      text = readFileSync(raw, 'utf8');
    } catch {
      problems.push(`NETOPIA_PUBLIC_KEY must be a PEM public key or the path of its file; ${JSON.stringify(raw)} could not be read`);
      return '';
    }
  }
  if (!/-----BEGIN (PUBLIC KEY|CERTIFICATE)-----/.test(text)) problems.push('NETOPIA_PUBLIC_KEY must hold a PEM public key or certificate (-----BEGIN PUBLIC KEY-----)');
  return text;
}
