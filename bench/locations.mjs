// Locality search latency against the 5 ms budget (server side): 500 searches with varied terms (short
// prefixes, full names, with and without diacritics, a county filter) at concurrency 8 over HTTP on
// loopback. Reports the HTTP round trip and the in-process time of each search, read from the
// `Server-Timing: search;dur=<ms>` header the route sets. `missed` lists every search whose
// in-process time went over the budget.
// Run alone: `node bench/locations.mjs [baseUrl]` (without a URL it starts a server on a fresh
// embedded database, loading the reference data first).
import { pathToFileURL } from 'node:url';
import { percentile, startServer } from './lib.mjs';

export const SEARCH_BUDGET_MS = 5;

const TERMS = [
  'iasi', 'Iași', 'bucuresti', 'București Sectorul 3', 'sector 6', 'cluj', 'cluj-napoca', 'napoca', 'targu mures',
  'Târgu Mureș', 'targu', 'constanta', 'timisoara', 'brasov', 'sibiu', 'oradea', 'craiova', 'galati', 'ploiesti',
  'pitesti', 'bacau', 'suceava', 'botosani', 'alba iulia', 'baia mare', 'piatra-neamt', 'ramnicu valcea',
  'drobeta', 'sfantu gheorghe', 'miercurea ciuc', 'valea mare', 'valea', 'sat', 'va', 'sa', 'ma', 'co', 'po',
  'bu', 'ci', 'de', 'st', 'poiana', 'izvoru', 'dumbrava', 'gura', 'satu nou', 'zorleni', 'oituz', 'zzz',
];

function searchUrl(baseUrl, i) {
  const term = TERMS[i % TERMS.length];
  const county = i % 7 === 0 ? '&county_code=AB' : '';
  const perPage = i % 5 === 0 ? 50 : 10;
  return { term, url: `${baseUrl}/api/private/search/localities/RO?search=${encodeURIComponent(term)}&per_page=${perPage}${county}` };
}

const round = (ms) => Math.round(ms * 1000) / 1000;

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? NaN) };
}

export async function benchLocations(baseUrl, { requests = 500, concurrency = 8, warmup = 50 } = {}) {
  // Warm-up: the JIT and the connection pool, not measured.
  for (let i = 0; i < warmup; i++) await (await fetch(searchUrl(baseUrl, i).url)).arrayBuffer();
  const samples = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const { term, url } = searchUrl(baseUrl, next++);
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: { 'x-client-type': 'app' } });
        await res.arrayBuffer();
        const httpMs = performance.now() - t0;
        const timing = /search;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
        if (res.status !== 200 || !timing) errors++;
        samples.push({ term, httpMs, serverMs: timing ? Number(timing[1]) : NaN });
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const timed = samples.filter((s) => Number.isFinite(s.serverMs));
  const missed = timed
    .filter((s) => s.serverMs > SEARCH_BUDGET_MS)
    .map((s) => ({ term: s.term, serverMs: round(s.serverMs), httpMs: round(s.httpMs) }));
  return {
    requests: samples.length,
    errors,
    concurrency,
    rps: Math.round(samples.length / seconds),
    http: summary(samples.map((s) => s.httpMs)),
    server: summary(timed.map((s) => s.serverMs)),
    budgetMs: SEARCH_BUDGET_MS,
    missed,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const given = process.argv[2];
  const server = given ? null : await startServer({ port: Number(process.env.BENCH_PORT ?? 4180), staticDir: 'bench/results/dist' });
  try {
    const result = await benchLocations(given ?? server.url);
    console.log(JSON.stringify(result, null, 2));
    process.exitCode = result.errors || result.missed.length ? 1 : 0;
  } finally {
    server?.stop();
  }
}
