import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
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
