// API latency under load: a fixed number of requests at fixed concurrency against loopback only.
import { percentile } from './lib.mjs';

export async function loadTest(url, { requests = 2000, concurrency = 32, method = 'GET', body } = {}) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      try {
        const res = await fetch(url, {
          method,
          headers: body ? { 'content-type': 'application/json', 'x-client-type': 'app' } : { 'x-client-type': 'app' },
          body: body ? JSON.stringify(body) : undefined,
        });
        await res.arrayBuffer();
        if (res.status >= 500) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
