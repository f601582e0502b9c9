import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildDir } from '../../scripts/build-server.mjs';
import { buildApp } from '../../server/app/index.ts';
import type { Database } from '../../server/db/client.ts';
import { testConfig } from './helpers/app.ts';
import { openTestPglite } from './helpers/databases.ts';

describe('graceful shutdown', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets an in-flight request finish, then stops accepting connections', async () => {
    let arrived!: () => void;
    let handlerDoneAt = Infinity;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const app = buildApp(testConfig(), {
      database,
      // Test-only slow route: production code has no such endpoint.
      extraRoutes: async (scope) => {
        scope.get('/api/test/slow', async () => {
          arrived();
          await new Promise((resolve) => setTimeout(resolve, 700));
          handlerDoneAt = Date.now();
          return { done: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/test/slow`).then(async (res) => ({ status: res.status, body: await res.json() }));
    await requestArrived;
    const closed = app.close().then(() => Date.now());

    const response = await inFlight;
    expect(response).toMatchObject({ status: 200, body: { done: true } });
    // close() resolved only after the slow handler had finished its work.
    expect(await closed).toBeGreaterThanOrEqual(handlerDoneAt);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

// The production run: the server compiled by `npm run build` (scripts/build-server.mjs) started as
// `npm run serve` starts it, on an empty embedded database (no DATABASE_URL), with no TypeScript
// loader; it answers (including a price calculation, made on the compiled quote thread) and stops
// cleanly on SIGTERM.
describe('the compiled server', () => {
  const name = `test-shutdown-${process.pid}`;
  const buildDir = join(ROOT, serverBuildDir(name));
  const dataDir = mkdtempSync(join(tmpdir(), 'curiero-compiled-'));
  afterAll(() => {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts from build/server/main.js, answers, and exits 0 on SIGTERM', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', name], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const port = await freePort();
    // Any TypeScript source, tsx or the compiler loaded by the server fails its start.
    const guard = join(dataDir, 'no-typescript.mjs');
    writeFileSync(guard, NO_TYPESCRIPT);
    const { DATABASE_URL: _unset, NODE_OPTIONS: _none, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', pathToFileURL(guard).href, '--max-semi-space-size=32', join(buildDir, 'server', 'main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_STATIC: 'false', LOG_FORMAT: 'json', LOG_LEVEL: 'info', TRACKING_POLL_INTERVAL_SECONDS: '0' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 60_000;
      while (!(await fetch(`${base}/api/ready`).then((res) => res.ok, () => false))) {
        expect(child.exitCode, out).toBeNull();
        expect(Date.now() < deadline, `not ready within 60 s:\n${out}`).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await (await fetch(`${base}/api/ready`)).json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'applied' });
      const priced = await fetch(`${base}/api/private/orders/price-calculation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-type': 'app' },
        body: JSON.stringify(PRICE_REQUEST),
      });
      expect(priced.status, out).toBe(200);
      expect(((await priced.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, out).toBe(0);
    const messages = out.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('shutting down: finishing in-flight requests');
    expect(messages).toContain('stopped');
    expect(messages.filter((msg) => msg.startsWith('POST /api/private/orders/price-calculation 200 '))).toHaveLength(1);
    expect(out).not.toContain('TypeScript at run time');
  }, 120_000);
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// A module hook (main thread) that refuses TypeScript sources, tsx and the compiler.
const NO_TYPESCRIPT = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  const url = resolved.url;
  if (['.ts', '.mts', '.cts'].some((end) => url.endsWith(end)) || ['/node_modules/tsx/', '/node_modules/typescript/'].some((dir) => url.includes(dir))) {
    throw new Error('TypeScript at run time: ' + url);
  }
  return resolved;
}\`));
`;

// Cluj-Napoca -> Iași, one parcel, every carrier and service (as bench/pricing.mjs, with one parcel).
const PRICE_REQUEST = {
  carrier_id: 0,
  service_id: 0,
  address_from: { country_code: 'RO', locality_id: 54984, street_name: 'Strada Memorandumului', street_number: '28', contact: 'Ana Pop', phone: '0722000000' },
  address_to: { country_code: 'RO', locality_id: 95079, street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '1', contact: 'Ion Ionescu', phone: '0733000000' },
  content: { parcels_count: 1, parcels: [{ sequence_no: 1, size: { weight: 2, width: 20, height: 10, length: 30 } }] },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
