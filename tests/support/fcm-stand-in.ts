// A local stand-in for Google's side of FCM HTTP v1, for tests (server and end-to-end): a node:http
// server on 127.0.0.1 that plays
//   POST /token                                   Google's OAuth token endpoint: checks the service
//                                                 account's RS256 JWT assertion (signature, issuer,
//                                                 audience, scope, lifetime) and answers an access token
//   POST /v1/projects/{project}/messages:send     FCM: checks the bearer and the message, records it,
//                                                 answers { name }, or FCM's real error bodies
// It generates its own RSA key pair: `serviceAccountJson` (for FCM_SERVICE_ACCOUNT) carries the private
// key and a token_uri pointing here, `apiUrl` is FCM_API_URL. Dependency-free.
import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** An FCM v1 message as the stand-in received it (the `message` of the request body). */
export interface FcmMessage {
  token: string;
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
  webpush?: { notification?: Record<string, unknown>; fcm_options?: { link?: string } };
  [key: string]: unknown;
}

export interface FcmStandInOptions {
  /** The service account's project (default 'curiero-test'): match FIREBASE_PROJECT_ID when that is set. */
  projectId?: string;
  /** Tokens answered with FCM's 404 UNREGISTERED (more can be added with unregister()). */
  unregisteredTokens?: Iterable<string>;
  /** Appends each accepted message as one JSON line (the FcmMessage) to this file. */
  recordFile?: string;
  /** Lifetime of the access tokens it issues (default 3600 s). */
  tokenTtlSeconds?: number;
  /** Default 0 (any free port). */
  port?: number;
}

export interface SendRequest {
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The status the stand-in answered. */
  status: number;
}

export interface FcmStandIn {
  /** For FCM_API_URL, e.g. http://127.0.0.1:41234. */
  readonly apiUrl: string;
  /** For FCM_SERVICE_ACCOUNT: a service-account key file's JSON, token_uri pointing at the stand-in. */
  readonly serviceAccountJson: string;
  readonly projectId: string;
  /** Messages accepted (answered 200), in order. */
  readonly messages: FcmMessage[];
  /** Every messages:send request, whatever the answer. */
  readonly sendRequests: SendRequest[];
  /** The verified claims of each JWT assertion exchanged at the token endpoint. */
  readonly assertions: Record<string, unknown>[];
  /** The next `count` (Infinity: all) messages:send requests answer `status` with FCM's error body (and Retry-After). */
  failNext(count: number, status: 429 | 500 | 503, retryAfterSeconds?: number): void;
  /** Forgets the failures failNext() still had in store. */
  clearFailures(): void;
  /** From now on, `token` answers 404 UNREGISTERED, or with 'invalid' FCM's 400 for a malformed token. */
  unregister(token: string, how?: 'unregistered' | 'invalid'): void;
  /** Access tokens issued so far stop working (the next send gets a 401). */
  revokeAccessTokens(): void;
  /** Resolves with `messages` once at least `count` were accepted. */
  waitForMessages(count: number, timeoutMs?: number): Promise<FcmMessage[]>;
  close(): Promise<void>;
}

const googleError = (code: number, status: string, message: string, errorCode?: string) => ({
  error: {
    code,
    message,
    status,
    ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
  },
});

const FAILURES = {
  429: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for sending messages.', 'QUOTA_EXCEEDED'),
  500: googleError(500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL'),
  503: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'),
} as const;

const UNREGISTERED = googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
const INVALID_TOKEN = googleError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT');

function decodePart(part: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The claims of a valid assertion, or why it is not. */
function checkAssertion(assertion: string, publicKey: KeyObject, clientEmail: string, tokenUri: string): Record<string, unknown> | string {
  const [header, payload, signature] = assertion.split('.');
  if (!header || !payload || !signature) return 'malformed JWT';
  if (decodePart(header)?.alg !== 'RS256') return 'alg must be RS256';
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) return 'Invalid JWT Signature.';
  const claims = decodePart(payload);
  if (!claims) return 'malformed claims';
  const now = Math.floor(Date.now() / 1000);
  const { iss, aud, scope, iat, exp } = claims;
  if (iss !== clientEmail) return `iss must be ${clientEmail}`;
  if (aud !== tokenUri) return `aud must be ${tokenUri}`;
  if (typeof scope !== 'string' || !scope.split(' ').includes(FCM_SCOPE)) return 'scope must include firebase.messaging';
  if (typeof iat !== 'number' || typeof exp !== 'number' || iat > now + 60 || exp <= now || exp - iat > 3600) return 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.';
  return claims;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

/** What FCM would refuse with 400 INVALID_ARGUMENT in a message, or null. */
function invalidMessage(message: unknown): string | null {
  if (!message || typeof message !== 'object') return 'message is required';
  const m = message as FcmMessage;
  if (typeof m.token !== 'string' || !m.token) return 'message.token is required';
  for (const [key, value] of Object.entries(m.data ?? {})) if (typeof value !== 'string') return `Invalid value at 'message.data[${key}].value' (TYPE_STRING)`;
  const link = m.webpush?.fcm_options?.link;
  if (link !== undefined && !String(link).startsWith('https://')) return 'The link in webpush.fcm_options must be an absolute HTTPS URL.';
  return null;
}

export async function startFcmStandIn(options: FcmStandInOptions = {}): Promise<FcmStandIn> {
  const projectId = options.projectId ?? 'curiero-test';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `push-sender@${projectId}.iam.gserviceaccount.com`;
  const unregistered = new Set(options.unregisteredTokens ?? []);
  const malformed = new Set<string>();
  const accessTokens = new Set<string>();
  const messages: FcmMessage[] = [];
  const sendRequests: SendRequest[] = [];
  const assertions: Record<string, unknown>[] = [];
  const failures: { remaining: number; status: 429 | 500 | 503; retryAfterSeconds?: number }[] = [];
  const waiters = new Set<() => void>();
  let tokenUri = '';

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));

  const token = (raw: string, res: ServerResponse) => {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== JWT_BEARER_GRANT) return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
    const claims = checkAssertion(form.get('assertion') ?? '', publicKey, clientEmail, tokenUri);
    if (typeof claims === 'string') return send(res, 400, { error: 'invalid_grant', error_description: claims });
    assertions.push(claims);
    const accessToken = `ya29.stand-in-${randomBytes(16).toString('base64url')}`;
    accessTokens.add(accessToken);
    return send(res, 200, { access_token: accessToken, expires_in: options.tokenTtlSeconds ?? 3600, token_type: 'Bearer' });
  };

  const messagesSend = (req: IncomingMessage, raw: string, res: ServerResponse, project: string) => {
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // Answered below as an invalid argument.
    }
    const answer = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      sendRequests.push({ headers: req.headers, body, status });
      send(res, status, value, headers);
    };
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return answer(401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
    if (project !== projectId) return answer(403, googleError(403, 'PERMISSION_DENIED', `Permission denied on project ${project}.`));
    const message = (body as { message?: unknown } | null)?.message;
    const invalid = invalidMessage(message);
    if (invalid) return answer(400, googleError(400, 'INVALID_ARGUMENT', invalid, 'INVALID_ARGUMENT'));
    const failure = failures[0];
    if (failure && --failure.remaining <= 0) failures.shift();
    if (failure) return answer(failure.status, FAILURES[failure.status], failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) });
    const accepted = message as FcmMessage;
    if (unregistered.has(accepted.token)) return answer(404, UNREGISTERED);
    if (malformed.has(accepted.token)) return answer(400, INVALID_TOKEN);
    messages.push(accepted);
    if (options.recordFile) appendFileSync(options.recordFile, `${JSON.stringify(accepted)}\n`);
    answer(200, { name: `projects/${projectId}/messages/${randomBytes(8).toString('hex')}` });
    for (const wake of [...waiters]) wake();
  };

  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
        if (req.method === 'POST' && path === '/token') return token(raw, res);
        if (req.method === 'POST' && match) return messagesSend(req, raw, res, decodeURIComponent(match[1]!));
        return send(res, 404, googleError(404, 'NOT_FOUND', 'Not found.'));
      })
      // A bug of the stand-in shows as an answer, never as a hanging request.
      .catch((error: unknown) => send(res, 500, { error: { code: 500, status: 'INTERNAL', message: `stand-in failure: ${String(error)}` } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${apiUrl}/token`;

  const serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    client_id: '100000000000000000000',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: tokenUri,
  });

  return {
    apiUrl,
    serviceAccountJson,
    projectId,
    messages,
    sendRequests,
    assertions,
    failNext(count, status, retryAfterSeconds) {
      if (count > 0) failures.push({ remaining: count, status, retryAfterSeconds });
    },
    clearFailures() {
      failures.length = 0;
    },
    unregister(deadToken, how = 'unregistered') {
      (how === 'invalid' ? malformed : unregistered).add(deadToken);
    },
    revokeAccessTokens() {
      accessTokens.clear();
    },
    waitForMessages(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the FCM stand-in received ${messages.length} of ${count} messages in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
