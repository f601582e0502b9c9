// The base of every carrier stand-in (tests/support/carrier-stand-ins/<carrier>.ts): a node:http
// server on 127.0.0.1 that reads each request (method, path, query, headers, raw body, parsed JSON or
// form body), hands it to the carrier's own route handler, and records it. Besides the carrier's
// documented answers, any call can be made to misbehave on purpose, as real APIs do: answer slowly,
// answer a 5xx, or never answer (a timeout). Dependency-free.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  /** Without the query string, decoded. */
  path: string;
  /** Every value of each key, in order (`awb[]` keeps its brackets). */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body as JSON (null if it is not JSON). */
  json: unknown;
  /** The body as form fields (a form-urlencoded request; empty otherwise). */
  form: URLSearchParams;
}

export interface StandInReply {
  status?: number;
  headers?: Record<string, string>;
  /** An object or array is sent as JSON; a string or bytes as they are. */
  body?: unknown;
}

/** What to do to the next matching calls instead of answering normally. */
export type Misbehaviour =
  /** Answer normally, but only after `ms`. */
  | { kind: 'slow'; ms: number }
  /** Answer this status (500, 502, 503) with a short text. */
  | { kind: 'error'; status: number }
  /** Never answer (the client's timeout must fire); the socket is closed when the server stops. */
  | { kind: 'hang' };

export type RouteHandler = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

export interface StandInServer {
  /** e.g. http://127.0.0.1:41234/ (with the trailing slash). */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: StandInRequest[];
  /** The next `count` requests whose path contains `pathPart` (or every path: '') misbehave. */
  misbehave(misbehaviour: Misbehaviour, count?: number, pathPart?: string): void;
  close(): Promise<void>;
}

interface Pending {
  misbehaviour: Misbehaviour;
  remaining: number;
  pathPart: string;
}

function send(res: ServerResponse, reply: StandInReply): void {
  const { status = 200, headers = {}, body } = reply;
  let payload: string | Uint8Array = '';
  const out: Record<string, string> = { ...headers };
  if (body instanceof Uint8Array || typeof body === 'string') payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    out['content-type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(status, out);
  res.end(payload);
}

/** Starts a stand-in that answers with `handle` (a thrown error answers 500). */
export async function startStandInServer(handle: RouteHandler, options: { port?: number } = {}): Promise<StandInServer> {
  const requests: StandInRequest[] = [];
  const pending: Pending[] = [];
  const hanging = new Set<ServerResponse>();

  const take = (path: string): Misbehaviour | null => {
    const found = pending.find((p) => p.remaining > 0 && path.includes(p.pathPart));
    if (!found) return null;
    found.remaining -= 1;
    return found.misbehaviour;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = rawBody ? JSON.parse(rawBody) : null;
        } catch {
          json = null;
        }
        const isForm = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
        const request: StandInRequest = {
          method: req.method ?? 'GET',
          path: decodeURIComponent(url.pathname),
          query: url.searchParams,
          headers: req.headers,
          rawBody,
          json,
          form: new URLSearchParams(isForm ? rawBody : ''),
        };
        requests.push(request);
        const trouble = take(request.path);
        if (trouble?.kind === 'hang') {
          hanging.add(res);
          return;
        }
        if (trouble?.kind === 'error') return send(res, { status: trouble.status, body: `Stand-in: ${trouble.status} on purpose` });
        if (trouble?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, trouble.ms));
        try {
          send(res, await handle(request));
        } catch (error) {
          send(res, { status: 500, body: `Stand-in error: ${(error as Error).message}` });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    misbehave(misbehaviour, count = 1, pathPart = '') {
      pending.push({ misbehaviour, remaining: count, pathPart });
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
