// API latency under load: a fixed number of requests at fixed concurrency against loopback only.
import { measure } from './lib.mjs';

export async function loadTest(url, { requests = 2000, concurrency = 32, method = 'GET', body } = {}) {
  const headers = body ? { 'content-type': 'application/json', 'x-client-type': 'app' } : { 'x-client-type': 'app' };
  const once = async () => {
    const res = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
    await res.arrayBuffer();
    if (res.status >= 500) throw new Error(`${url} answered ${res.status}`);
  };
  return measure(once, requests, concurrency);
}
