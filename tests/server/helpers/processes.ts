// Real server processes for the tests of several processes over one database: the server compiled
// by scripts/build-server.mjs (as `npm run serve` runs it), each process started with its own port
// and the environment given, its output kept, and stopped with a signal (SIGKILL for a crash).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { serverBuildDir } from '../../../scripts/build-server.mjs';
import { rowsOf } from '../../../server/db/client.ts';
import type { TestBackend, TestDatabase } from './databases.ts';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Compiles the server once for a test file; returns the entry and a clean-up. */
export function buildServerFor(name: string): { entry: string; remove(): void } {
  const dir = join(ROOT, serverBuildDir(name));
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', name], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}\n${build.stderr}`);
  return { entry: join(dir, 'server', 'main.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly name: string;
  readonly base: string;
  readonly port: number;
  child: ChildProcess;
  output(): string;
  /** Starts it again on the same port (after a kill). */
  restart(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startServer(entry: string, name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { NODE_OPTIONS: _none, ...inherited } = process.env;
  let out = '';
  let child!: ChildProcess;
  let exited!: Promise<number | null>;
  const launch = async () => {
    child = spawn(process.execPath, [entry], {
      cwd: ROOT,
      env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: 'false', LOG_FORMAT: 'json', LOG_LEVEL: 'warn', ...env },
    });
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (!(await fetch(`http://127.0.0.1:${port}/api/ready`).then((res) => res.ok, () => false))) {
      if (child.exitCode !== null) throw new Error(`${name} exited ${child.exitCode}:\n${out}`);
      if (Date.now() > deadline) throw new Error(`${name} not ready within 60 s:\n${out}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await launch();
  return {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    get child() {
      return child;
    },
    output: () => out,
    restart: launch,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A JSON call to /api/private/<path> of a process. */
export async function callApi(base: string, method: string, path: string, options: { body?: unknown; token?: string; key?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-client-type': 'app', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await fetch(`${base}/api/private/${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body, headers: res.headers };
}

export interface ProcessPair {
  a: ServerProcess;
  b: ServerProcess;
  /** The database both use (PostgreSQL), migrated and with the reference data loaded. */
  test: TestDatabase;
  dataDir: string;
  rows<T>(query: SQL): Promise<T[]>;
  stop(): Promise<void>;
}

/** Two compiled server processes, A and B, over one fresh PostgreSQL database and one DATA_DIR (the outbox). */
export async function startPair(backend: TestBackend, name: string, env: Record<string, string>): Promise<ProcessPair> {
  const test = await backend.createPrepared();
  const build = buildServerFor(`test-${name}-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), `curiero-${name}-`));
  const shared = { DATABASE_URL: test.url!, DATA_DIR: dataDir, ...env };
  const [a, b] = await Promise.all([startServer(build.entry, 'A', shared), startServer(build.entry, 'B', shared)]);
  return {
    a,
    b,
    test,
    dataDir,
    rows: async <T>(query: SQL) => rowsOf<T>(await test.database.db.execute(query)),
    async stop() {
      await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
      await test.dispose();
      build.remove();
    },
  };
}
