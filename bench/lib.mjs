// Small helpers shared by the bench scripts: start the real server, gzip sizes, percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Starts `server/main.ts` on a fresh embedded database; resolves once /api/health answers. */
export async function startServer({ port, staticDir }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'curiero-bench-'));
  // The flags of `npm run serve` (package.json): the figures are those of the server as started.
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('bench: the server did not start within 30 s');
}

export function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/** Runs `once` `requests` times from `concurrency` clients; latencies in ms. */
export async function measure(once, requests, concurrency) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      try {
        await once();
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

/** The path of wrk (a C load generator) when installed: it costs the shared cores far less than a Node client. */
export function wrkPath() {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * Closed-loop load with wrk: `connections` clients each sending the next request as soon as the
 * answer arrives, for `seconds`. Latencies in ms; any answer other than 2xx/3xx counts as an error.
 */
export function wrkLoad(url, { method = 'GET', body, headers = {}, connections = 50, seconds = 10 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'curiero-wrk-'));
  const script = join(dir, 'load.lua');
  const lua = [
    `wrk.method = ${JSON.stringify(method)}`,
    body === undefined ? '' : `wrk.body = ${JSON.stringify(body)}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK {"p50":%f,"p95":%f,"p99":%f,"max":%f,"requests":%d,"errors":%d,"seconds":%f}\\n\',',
    '    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, latency.max / 1000,',
    '    summary.requests, e.connect + e.read + e.write + e.status + e.timeout, summary.duration / 1e6))',
    'end',
  ].join('\n');
  writeFileSync(script, lua);
  const out = spawnSync(wrkPath() ?? 'wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, url], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  const line = /WRK (\{.*\})/.exec(out.stdout ?? '');
  if (!line) throw new Error(`wrk failed: ${out.stderr || out.stdout}`);
  const r = JSON.parse(line[1]);
  return { ...r, rps: r.requests / r.seconds, tool: 'wrk' };
}

/**
 * One request over a keep-alive agent; resolves with the status, encoding, Server-Timing and the raw
 * body. node:http costs the client far less CPU than fetch() (the client shares the cores).
 */
export function send(agent, url, method, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const all = { 'x-client-type': 'app', 'accept-encoding': 'gzip, deflate, br', ...headers };
    if (body) Object.assign(all, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const req = httpRequest(url, { method, agent, headers: all }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], timing: res.headers['server-timing'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The decoded JSON body of a `send` answer, or null. */
export function jsonOf(res) {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[res.encoding] ?? ((b) => b);
  try {
    return JSON.parse(decode(res.body).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The measured phase of a latency budget: `concurrency` closed-loop clients on `url` (wrk when
 * installed, else `once` from Node), then GET /api/health under the same load as the floor, and a
 * light run of `once` so that it can read the Server-Timing headers.
 */
export async function loadPhase({ baseUrl, url, payload, once, agent, requests, concurrency }) {
  if (wrkPath()) {
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', 'x-client-type': 'app' };
    // Steady state is what the budget is about: the same load for 3 s first, unmeasured, so that
    // the JIT has optimised this route's code for it (a cold first second shows as a p99 of 100+ ms).
    wrkLoad(url, { method: 'POST', body: payload, headers, connections: concurrency, seconds: 3 });
    const measured = wrkLoad(url, { method: 'POST', body: payload, headers, connections: concurrency, seconds: 10 });
    const baseline = wrkLoad(`${baseUrl}/api/health`, { headers, connections: concurrency, seconds: 5 });
    await measure(once, 500, 4);
    return { measured, baseline };
  }
  const measured = { ...(await measure(once, requests, concurrency)), tool: 'node:http' };
  const health = async () => {
    const res = await send(agent, `${baseUrl}/api/health`, 'GET');
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
  };
  return { measured, baseline: await measure(health, requests, concurrency) };
}
