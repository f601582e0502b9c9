// Small helpers shared by the bench scripts: start the real server, gzip sizes, percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { serverEntry } from '../scripts/build-server.mjs';
import { closedLoop } from './closed-loop.mjs';
import { percentile } from './stats.mjs';
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

export { percentile } from './stats.mjs';

/**
 * Starts the compiled server built with `staticDir` (scripts/build.mjs) on a fresh embedded
 * database; resolves once /api/health answers.
 */
export async function startServer({ port, staticDir, dataDir = mkdtempSync(join(tmpdir(), 'curiero-bench-')) }) {
  // The flags of `npm run serve` (package.json): the figures are those of the server as started.
  const child = spawn(process.execPath, ['--max-semi-space-size=32', serverEntry(staticDir)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        const stop = () => child.kill('SIGTERM');
        // Stopped and started again on the same data (the embedded database is seeded in between: bench/seed-orders.mjs).
        const restart = async (between = async () => {}) => {
          stop();
          await exited;
          await between(join(dataDir, 'pglite'));
          const again = await startServer({ port, staticDir, dataDir });
          Object.assign(server, { stop: again.stop, restart: again.restart });
        };
        const server = { url, dataDir, stop, restart };
        return server;
      }
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('bench: the server did not start within 60 s');
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
 * The measured phase of a latency budget: `concurrency` closed-loop clients on `url`
 * (bench/closed-loop.mjs: 3 s of warm-up on the same connections, then 10 s measured), then
 * GET /api/health under the same load as the floor of the machine, and a light run of `once` so
 * that it can read the Server-Timing headers.
 */
export async function loadPhase({ baseUrl, url, payload, once, concurrency }) {
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', 'x-client-type': 'app' };
  const measured = await closedLoop(url, { method: 'POST', body: payload, headers, connections: concurrency, warmupSeconds: 3, seconds: 10 });
  const { 'content-type': _json, ...getHeaders } = headers;
  const baseline = await closedLoop(`${baseUrl}/api/health`, { headers: getHeaders, connections: concurrency, warmupSeconds: 1, seconds: 5 });
  await measure(once, 500, 4);
  return { measured, baseline };
}
