// A shop's webhook endpoint that accepts the connection, reads the request and never answers (a
// stand-in for the hanging endpoints of issue #32), on 127.0.0.1. It counts the requests by path and
// how many are open at once, per path and in all, so a test can see what reached it and how many
// deliveries it held at the same time.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HangingEndpoint {
  url: (path: string) => string;
  /** Requests received, by path. */
  readonly received: Map<string, number>;
  /** The most requests open at once, by path. */
  readonly mostOpen: Map<string, number>;
  /** Requests open now, in all. */
  open(): number;
  /** The most requests open at once, in all. */
  mostOpenInAll(): number;
  /** Resolves once `n` requests in all have been received. */
  receivedAtLeast(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startHangingEndpoint(): Promise<HangingEndpoint> {
  const received = new Map<string, number>();
  const mostOpen = new Map<string, number>();
  const openByPath = new Map<string, number>();
  let total = 0;
  let mostInAll = 0;
  const openNow = () => [...openByPath.values()].reduce((a, b) => a + b, 0);
  const waiters: { n: number; resolve: () => void }[] = [];
  const server: Server = createServer((request: IncomingMessage) => {
    const path = request.url ?? '';
    received.set(path, (received.get(path) ?? 0) + 1);
    total += 1;
    const now = (openByPath.get(path) ?? 0) + 1;
    openByPath.set(path, now);
    mostOpen.set(path, Math.max(mostOpen.get(path) ?? 0, now));
    mostInAll = Math.max(mostInAll, openNow());
    request.resume(); // read the body, answer nothing
    request.socket.once('close', () => openByPath.set(path, (openByPath.get(path) ?? 1) - 1));
    for (const waiter of waiters.filter((w) => total >= w.n)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  // Never time out a request on our side: the sender gives up, not the shop.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    mostOpen,
    open: openNow,
    mostOpenInAll: () => mostInAll,
    receivedAtLeast: (n) => (total >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
