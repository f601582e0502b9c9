// A local webhook receiver for the tests (node:http on 127.0.0.1): it records every request (path,
// headers, body) and answers the statuses it is told, in order (then 200), after an optional delay.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: (path?: string) => string;
  received: Received[];
  /** Statuses of the next answers, in order (then 200). */
  statuses: number[];
  delayMs: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const state = { statuses: [] as number[], delayMs: 0 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers as Record<string, string>, body });
      const status = state.statuses.shift() ?? 200;
      setTimeout(() => {
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    get statuses() {
      return state.statuses;
    },
    set statuses(value) {
      state.statuses = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
