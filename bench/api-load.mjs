// API latency under load: a fixed number of requests at fixed concurrency against loopback only.
// Each load has keep-alive connections of its own (node:http, as the other bench clients): a global
// fetch() pool could hand it a connection left idle during the Lighthouse runs, which the server
// closes after its keep-alive timeout, and count the race as the server's error.
import { Agent } from 'node:http';
import { measure, send } from './lib.mjs';

export async function loadTest(url, { requests = 2000, concurrency = 32, method = 'GET', body } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const payload = body === undefined ? undefined : JSON.stringify(body);
  // What went wrong, by message, so that an error figure can be told apart (server answer or client).
  const failures = new Map();
  const once = async () => {
    try {
      const res = await send(agent, url, method, payload);
      if (res.status >= 500) throw new Error(`answered ${res.status}`);
    } catch (error) {
      const message = `${error.message}${error.code ? ` (${error.code})` : ''}`;
      failures.set(message, (failures.get(message) ?? 0) + 1);
      throw error;
    }
  };
  try {
    return { ...(await measure(once, requests, concurrency)), failures: Object.fromEntries(failures) };
  } finally {
    agent.destroy();
  }
}
