import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorReports } from '../../server/db/schema.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const URL = '/api/private/error-reports';
const IP = '203.0.113.77';

describe.each(testDatabases())('POST /api/private/error-reports on $name', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await backend.createPrepared();
    app = await testApp({ TRUST_PROXY: IP }, { database: test.database });
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });
  beforeEach(async () => {
    await test.database.db.execute(sql`delete from error_reports`);
  });

  it('stores the report, answers 202, and keeps no IP anywhere', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: IP,
      headers: { 'x-forwarded-for': IP, 'x-real-ip': IP },
      payload: {
        message: 'TypeError: x is undefined',
        stack: 'at f (app.js:1:1)',
        url: 'https://curiero.ro/tracking',
        release: '1.0.0',
        level: 'warning',
        user_agent: 'Mozilla/5.0',
        context: { route: '/tracking', ip: IP, user: { ip_address: IP, id: 7 } },
      },
    });
    expect(res.statusCode).toBe(202);
    const { data } = res.json();
    const rows = await test.database.db.select().from(errorReports);
    expect(rows).toEqual([
      expect.objectContaining({
        id: data.id,
        message: 'TypeError: x is undefined',
        level: 'warning',
        userAgent: 'Mozilla/5.0',
        context: { route: '/tracking', user: { id: 7 } },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(IP);
    expect(Object.keys(rows[0] ?? {}).some((key) => /ip/i.test(key))).toBe(false);
  });

  it('defaults the level to error', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: { message: 'boom' } });
    expect(res.statusCode).toBe(202);
    const [row] = await test.database.db.select().from(errorReports);
    expect(row).toMatchObject({ level: 'error', stack: null, context: null });
  });

  it('answers 422 with Romanian field errors and stores nothing', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: { level: 'fatal', context: 'text' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: {
        message: ['Câmpul este obligatoriu.'],
        level: ['Nivelul trebuie să fie „error” sau „warning”.'],
        context: ['Câmpul trebuie să fie un obiect.'],
      },
    });
    expect(await test.database.db.select().from(errorReports)).toEqual([]);
  });

  it('answers 413 above 16 kB', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: { message: 'x', stack: 'y'.repeat(17_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().reason).toBe('payload_too_large');
    expect(await test.database.db.select().from(errorReports)).toEqual([]);
  });
});
