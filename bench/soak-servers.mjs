// The soak's servers (bench/soak.mjs): a fresh PostgreSQL database made through an admin URL, two
// processes of the compiled server on it (A migrates and loads the reference data, then B starts),
// each with bench/soak-memory-probe.mjs preloaded to report its memory over IPC, their warnings and
// errors kept; stopped with SIGTERM and the database dropped at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const PROBE = pathToFileURL(fileURLToPath(new URL('./soak-memory-probe.mjs', import.meta.url))).href;

/** A new database `curiero_soak_<random>` on the server of `adminUrl`; its URL and a drop(). */
export async function createDatabase(adminUrl) {
  const name = `curiero_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Rows of `text` on the database at `url` (one short connection). */
export async function query(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * One server process on `port`: its memory samples as they arrive (`memory`, the last one in
 * `lastMemory`), the warning and error lines it logged (`problems`, first 20 kept, all counted).
 */
function startProcess(entry, name, port, env, nodeArgs) {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...nodeArgs, '--import', PROBE, entry], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const proc = { name, port, base: `http://127.0.0.1:${port}`, child, memory: [], lastMemory: null, problems: [], problemCount: 0, tail: '' };
  child.on('message', (message) => {
    if (!message?.soakMemory) return;
    proc.memory.push(message.soakMemory);
    proc.lastMemory = message.soakMemory;
  });
  let pending = '';
  const read = (chunk) => {
    const text = chunk.toString();
    proc.tail = `${proc.tail}${text}`.slice(-4000);
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (!line.trim()) continue;
      // LOG_FORMAT json, LOG_LEVEL warn: every line is a warning or worse (level 40+); stderr too.
      proc.problemCount++;
      if (proc.problems.length < 20) proc.problems.push(line.slice(0, 600));
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  proc.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return proc;
}

async function ready(proc, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`soak: server ${proc.name} exited ${proc.child.exitCode}:\n${proc.tail}`);
    try {
      if ((await fetch(`${proc.base}/api/ready`)).ok) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`soak: server ${proc.name} not ready within ${seconds} s:\n${proc.tail}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Servers A and B (`entry`, the compiled server) on ports `port` and `port + 1` over `databaseUrl`,
 * with one DATA_DIR (the mail outbox), `env` (the soak's limits) and `nodeArgs` (e.g. --cpu-prof). A starts first: it migrates the
 * database and loads the reference data; B then starts on a ready database, as a second replica does.
 */
export async function startServers({ entry, port, databaseUrl, env, nodeArgs = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'curiero-soak-'));
  const shared = {
    ...env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SERVE_STATIC: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    // One address people open the app at, as behind a balancer: the payment pages' links name it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const a = startProcess(entry, 'A', port, shared, nodeArgs);
  const processes = [a];
  const stop = async () => {
    await Promise.all(processes.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      p.child.kill('SIGTERM');
      const timer = setTimeout(() => p.child.kill('SIGKILL'), 20_000);
      await p.exited;
      clearTimeout(timer);
    }));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(a, 300);
    const b = startProcess(entry, 'B', port + 1, shared, nodeArgs);
    processes.push(b);
    await ready(b, 120);
  } catch (error) {
    await stop();
    throw error;
  }
  return { processes, dataDir, stop };
}

/** The job queue as process `proc` reports it on /api/ready: how late the oldest due job is, in s (null: not given). */
export async function oldestDueSeconds(proc) {
  const res = await fetch(`${proc.base}/api/ready`, { signal: AbortSignal.timeout(10_000) });
  const answer = await res.json();
  if (res.status !== 200) throw new Error(`/api/ready of ${proc.name} answered ${res.status}: ${answer?.reason}`);
  // The queue's figures are left out when the database does not give them within 2 s (health.ts).
  if (typeof answer.jobs_oldest_due_seconds !== 'number') return { seconds: null };
  return { seconds: answer.jobs_oldest_due_seconds, byLane: answer.jobs_oldest_due_seconds_by_lane, jobs: answer.jobs };
}
