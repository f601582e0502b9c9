import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorReports } from '../../server/db/schema.ts';
import { LIMITS } from '../../server/services/rate-limit.ts';
import { saveErrorReport } from '../../server/services/error-reports.ts';
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
    await test.database.db.execute(sql`delete from rate_limits`);
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

  const report = (ip: string, browser: string) =>
    app.inject({ method: 'POST', url: URL, remoteAddress: ip, headers: { 'user-agent': browser }, payload: { message: `boom ${browser}` } });

  it('limits reports per device (address and browser) and per address, counted in the database', async () => {
    const device = LIMITS.errorReportsPerDevice.max;
    for (let i = 0; i < device; i += 1) expect((await report('198.51.100.1', 'Telefon A')).statusCode).toBe(202);
    const refused = await report('198.51.100.1', 'Telefon A');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'too_many_requests', message: expect.stringMatching(/^Prea multe încercări\. Încearcă din nou peste \d+ (de )?minute?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another browser at the same address has its own allowance, up to the address's.
    // (The refused request counted against the device only.)
    const rest = LIMITS.errorReportsPerIp.max - device;
    for (let i = 0; i < rest; i += 1) expect((await report('198.51.100.1', `Telefon ${i % 3}`)).statusCode, String(i)).toBe(202);
    expect((await report('198.51.100.1', 'Telefon nou')).statusCode).toBe(429);
    expect((await report('198.51.100.2', 'Telefon A')).statusCode).toBe(202);
    expect(await test.database.db.select({ id: errorReports.id }).from(errorReports)).toHaveLength(LIMITS.errorReportsPerIp.max + 1);
  });

  it('keeps the reports within a total quota: the oldest go first', async () => {
    for (let i = 1; i <= 5; i += 1) await saveErrorReport(test.database.db, { message: `raport ${i} ${'x'.repeat(990)}` }, 2500);
    const rows = await test.database.db.select({ message: errorReports.message }).from(errorReports);
    expect(rows.map((row) => row.message.slice(0, 8)).sort()).toEqual(['raport 4', 'raport 5']);
  });
});
