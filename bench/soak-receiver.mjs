// The shops' webhook receiver of the soak (bench/soak.mjs): node:http on 127.0.0.1 answering 200 at
// once, counting each delivery by event type and its `webhook-id` (a message received twice is a
// duplicate: the queue sends a succeeded delivery once). A delivery without the Standard Webhooks
// headers counts as malformed.
import { createServer } from 'node:http';

export async function startReceiver() {
  const state = { received: 0, byType: {}, ids: new Set(), duplicates: 0, malformed: 0 };
  /** onDelivery(at): set by the soak to count deliveries by minute. */
  const receiver = { state, onDelivery: null };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      const id = request.headers['webhook-id'];
      let type = null;
      try {
        type = JSON.parse(body).type;
      } catch { /* counted below */ }
      if (!id || !request.headers['webhook-signature'] || !type) {
        state.malformed++;
        return;
      }
      state.received++;
      receiver.onDelivery?.(Date.now());
      state.byType[type] = (state.byType[type] ?? 0) + 1;
      if (state.ids.has(id)) state.duplicates++;
      else state.ids.add(id);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return Object.assign(receiver, {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  });
}
