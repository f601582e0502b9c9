// The request log: one line per request (method, redacted URL, status, time), probes at debug, and
// LOG_FORMAT (json | pretty) validated like the other variables.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config/index.ts';
import type { Database } from '../../server/db/client.ts';
import { prettyLines } from '../../server/http/request-log.ts';
import { testApp } from './helpers/app.ts';
import { openTestPglite } from './helpers/databases.ts';

type Line = { level: number; msg: string; reqId?: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };

describe('request log', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: Line[] = [];
  beforeAll(async () => {
    database = await openTestPglite();
    app = await testApp({ LOG_LEVEL: 'info' }, { database, logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes one line per request, when it is answered, without secrets of the URL', async () => {
    lines.length = 0;
    const res = await app.inject('/api/private/auth/verify-email/12/secret-token-value?utm_source=mail');
    const id = res.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toHaveLength(1);
    const [line] = mine;
    expect(line!.msg).toMatch(new RegExp(`^GET /api/private/auth/verify-email/12/:token\\?utm_source=… ${res.statusCode} \\d+\\.\\d ms$`));
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/private/auth/verify-email/12/:token?utm_source=…' }, res: { statusCode: res.statusCode } });
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
    expect(lines.map((l) => l.msg)).not.toContain('request completed');
  });

  it('keeps successful probes out of the info log', async () => {
    lines.length = 0;
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    expect(lines.filter((line) => line.req)).toEqual([]);
  });

  it('formats lines for a terminal with LOG_FORMAT=pretty', () => {
    const out = prettyLines()(`${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', reqId: 'r-1', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 }, responseTime: 1.23, msg: 'GET /api/health 200 1.2 ms' })}\n`);
    // eslint-disable-next-line no-control-regex
    const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
    expect(plain).toMatch(/^\[?\d\d:\d\d:\d\d\.\d{3}\]? INFO.*: GET \/api\/health 200 1\.2 ms\n$/);
    expect(plain).not.toContain('r-1');
  });
});

describe('LOG_FORMAT', () => {
  it('is json or pretty, and a typo names the variable', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    // Unset: pretty on a terminal, JSON otherwise (the test runner's stdout is not one).
    expect(loadConfig({}).logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow('LOG_FORMAT must be one of json|pretty, got "text"');
  });
});
