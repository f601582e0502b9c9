// Security headers on every response (API, static files, 404s and errors alike): added in onSend,
// which runs for all of them. The CSP is built once from the configuration. JSON answers get a
// policy of their own (API_CSP): a policy only acts on documents and workers, and a JSON answer
// opened as a page should load nothing.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.ts';
import { shellScriptHashes } from './inline-scripts.ts';

// Firebase Messaging talks to these from the page when push is enabled.
const FIREBASE_ORIGINS = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcm.googleapis.com',
];

export function buildCsp(config: Pick<Config, 'chatWidgetUrl'>, scriptHashes: readonly string[] = []): string {
  const chat = config.chatWidgetUrl ? [new URL(config.chatWidgetUrl).origin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...chat]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...FIREBASE_ORIGINS, ...chat]],
    ['frame-src', chat.length ? chat : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The policy of JSON answers (the API's, errors included; the OWASP REST advice). Also shorter: the
 * page policy with its script hashes is about 600 bytes, and writing it on every API answer cost
 * about a tenth of the price-calculation throughput.
 */
export const API_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const common: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

/** The security headers of a JSON answer (also set by hand where no onSend hook runs: errors.ts). */
export const JSON_SECURITY_HEADERS: Readonly<Record<string, string>> = { 'content-security-policy': API_CSP, ...common };

export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const hashes = config.serveStatic ? shellScriptHashes(config.staticDir) : [];
  // Pages, scripts (the service worker's policy is the one its script arrives with) and the rest.
  const pageHeaders = { 'content-security-policy': buildCsp(config, hashes), ...common };
  const jsonHeaders = JSON_SECURITY_HEADERS;
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : pageHeaders);
    // HSTS only means something over HTTPS; request.protocol honours X-Forwarded-Proto with TRUST_PROXY.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
