// One POST of a webhook delivery to a shop's endpoint (deliver.ts), with the timeouts a webhook
// needs: the connection (name lookup and TLS included) within `connectTimeoutMs`, then the answer's
// status within `answerTimeoutMs` (an endpoint that accepts the connection and never answers holds
// a deliveries' place that long at most). The host is resolved at each attempt and the connection
// goes to the checked address only (url-guard.ts). The answer's body is read and dropped.
import http from 'node:http';
import https from 'node:https';
import { BlockedAddressError, guardedLookup, URL_MESSAGES, type Resolver, type UrlPolicy } from './url-guard.ts';

export interface Answer {
  status: number;
  retryAfter: string | undefined;
}

export interface PostOptions {
  policy: UrlPolicy;
  resolver: Resolver;
  connectTimeoutMs: number;
  answerTimeoutMs: number;
  /** The process stopping. */
  signal: AbortSignal;
}

/** The attempt ran out of time: before the connection was made, or waiting for the answer. */
export class AttemptTimeout extends Error {
  constructor(
    readonly phase: 'connect' | 'answer',
    readonly ms: number,
  ) {
    super(`no ${phase} within ${ms} ms`);
  }
}

/** POSTs `body` to `url`, connecting only to addresses the policy allows; resolves with the answer's status. */
export function postWebhook(url: URL, body: string, headers: Record<string, string>, options: PostOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const tls = url.protocol === 'https:';
    let timer: NodeJS.Timeout | undefined;
    const request = (tls ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.policy, options.resolver) as unknown as http.RequestOptions['lookup'],
        agent: false,
        signal: options.signal,
      },
      (response) => {
        clearTimeout(timer);
        // The body is not used: read and dropped, within the same time again at most.
        timer = setTimeout(() => request.destroy(), options.answerTimeoutMs).unref();
        response.resume();
        response.on('error', () => undefined);
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter });
      },
    );
    const expire = (phase: AttemptTimeout['phase'], ms: number) => {
      timer = setTimeout(() => request.destroy(new AttemptTimeout(phase, ms)), ms);
    };
    expire('connect', options.connectTimeoutMs);
    request.on('socket', (socket) => {
      socket.once(tls ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer);
        expire('answer', options.answerTimeoutMs);
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('ro-RO');

/** A Romanian line for the dashboard about why an attempt failed before any answer. */
export function networkError(error: unknown): string {
  if (error instanceof AttemptTimeout) {
    return error.phase === 'answer' ? `Endpointul nu a răspuns în ${seconds(error.ms)} s.` : `Conexiunea nu s-a putut face în ${seconds(error.ms)} s.`;
  }
  if (error instanceof BlockedAddressError) return URL_MESSAGES.privateHost;
  const code = (error as { code?: string } | null)?.code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Numele serverului nu a putut fi găsit (DNS).';
  if (code === 'ECONNREFUSED') return 'Conexiunea a fost refuzată.';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'Conexiunea a fost întreruptă.';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Serverul nu poate fi contactat.';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || /certificate/i.test(message)) return `Certificatul TLS nu este valid (${code || message}).`;
  return `Eroare de rețea: ${code || message}`.slice(0, 300);
}

const MAX_RETRY_AFTER_MS = 4 * 60 * 60 * 1000;

/** The wait a 429 or 503 asks for (seconds or an HTTP date), at most 4 hours; 0 when none. */
export function retryAfterMs(header: string | undefined): number {
  if (!header) return 0;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : 0;
}
