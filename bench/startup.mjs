// Start-up time of the compiled server (issue 16): from spawning `node build/…/server/main.js` to
// its first 200 on /api/health and on /api/ready, next to the floor of this machine measured in the
// same run: a bare `node -e` HTTP server's time to its first answer. Once on a fresh data directory
// (PGlite's initdb, every migration, the reference data loaded) and then restarts on that directory
// (a deploy or a crash: nothing to migrate or load), the median of `runs` with its range.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FLOOR_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
const POLL_MS = 5;
const DEADLINE_MS = 60_000;

/** The status of one GET on a new connection, or null when nothing answers yet. */
function status(url) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 1000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

/** Milliseconds from `startedAt` until `url` answers 200. */
async function firstAnswer(url, startedAt, child) {
  for (;;) {
    if ((await status(url)) === 200) return performance.now() - startedAt;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`bench: the process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    if (performance.now() - startedAt > DEADLINE_MS) throw new Error(`bench: ${url} did not answer within ${DEADLINE_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** One start: spawn, time /api/health then /api/ready (or only `/` for the floor), stop. */
async function timeStart(args, env, base, paths) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  try {
    const times = {};
    for (const path of paths) times[path] = await firstAnswer(base + path, startedAt, child);
    return times;
  } finally {
    await stop(child);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(values), min: sorted[0], max: sorted.at(-1), runs: values.length };
};

/**
 * Starts `entry` (the compiled server) on a fresh data directory, then `runs` times on the same one,
 * and the floor `runs` times. Figures in ms.
 */
export async function benchStartup({ entry, port, staticDir, runs = 3 }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'curiero-bench-startup-'));
  // The flags and environment the bench's own server gets (bench/lib.mjs).
  const args = ['--max-semi-space-size=32', entry];
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' };
  const paths = ['/api/health', '/api/ready'];
  try {
    const fresh = await timeStart(args, env, base, paths);
    const restarts = [];
    for (let i = 0; i < runs; i++) restarts.push(await timeStart(args, env, base, paths));
    const floor = [];
    for (let i = 0; i < runs; i++) floor.push((await timeStart(['-e', FLOOR_SERVER], { PORT: String(port) }, base, ['/']))['/']);
    return {
      fresh,
      restart: Object.fromEntries(paths.map((path) => [path, summary(restarts.map((r) => r[path]))])),
      floor: summary(floor),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
