// API latency under load: a fixed number of requests at fixed concurrency against loopback only.
import { measure } from './lib.mjs';

export async function loadTest(url, { requests = 2000, concurrency = 32, method = 'GET', body } = {}) {
  const headers = body ? { 'content-type': 'application/json', 'x-client-type': 'app' } : { 'x-client-type': 'app' };
  // What went wrong, by message, so that an error figure can be told apart (server answer or client).
  const failures = new Map();
  const once = async () => {
    try {
      const res = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`answered ${res.status}`);
    } catch (error) {
      const message = `${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`;
      failures.set(message, (failures.get(message) ?? 0) + 1);
      throw error;
    }
  };
  return { ...(await measure(once, requests, concurrency)), failures: Object.fromEntries(failures) };
}
