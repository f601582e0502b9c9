import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '../../server/db/schema.ts';
import { LIMITS } from '../../server/services/rate-limit.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const URL = '/api/private/chat/messages';

describe.each(testDatabases())('POST /api/private/chat/messages on $name', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await backend.createPrepared();
    app = await testApp({}, { database: test.database });
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });
  beforeEach(async () => {
    await test.database.db.execute(sql`delete from chat_messages`);
    await test.database.db.execute(sql`delete from rate_limits`);
  });

  it('stores the message and answers 201 with its id', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: { name: 'Ana Popescu', email: 'ana@exemplu.ro', message: 'Bună ziua! Cât costă un colet?', page: '/retur-dpd', extra: 'ignored' },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
    const rows = await test.database.db.select().from(chatMessages);
    expect(rows).toEqual([
      expect.objectContaining({ id: data.id, name: 'Ana Popescu', email: 'ana@exemplu.ro', message: 'Bună ziua! Cât costă un colet?', page: '/retur-dpd' }),
    ]);
  });

  it('accepts a message without the optional fields', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: { email: 'a@b.ro', message: 'Salut' } });
    expect(res.statusCode).toBe(201);
    const [row] = await test.database.db.select().from(chatMessages);
    expect(row).toMatchObject({ name: null, page: null });
  });

  it('answers 422 with Romanian field errors and stores nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: { name: 'x'.repeat(101), email: 'not-an-email', message: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: {
        name: ['Numele poate avea cel mult 100 de caractere.'],
        email: ['Adresa de e-mail nu este validă.'],
        message: ['Mesajul trebuie să aibă între 2 și 2000 de caractere.'],
      },
    });
    expect(await test.database.db.select().from(chatMessages)).toEqual([]);
  });

  it('names missing fields as required', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Câmpul este obligatoriu.'], message: ['Câmpul este obligatoriu.'] });
  });

  it('rejects a message of spaces and a too long one', async () => {
    for (const message of ['    ', 'a'.repeat(2001)]) {
      const res = await app.inject({ method: 'POST', url: URL, payload: { email: 'a@b.ro', message } });
      expect(res.json().errors).toEqual({ message: ['Mesajul trebuie să aibă între 2 și 2000 de caractere.'] });
    }
  });

  it('rejects a body that is not an object', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: ['Corpul cererii trebuie să fie un obiect JSON.'] });
  });

  it('answers 400 invalid_json for malformed JSON', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: 'invalid_json', message: 'Datele trimise nu sunt un JSON valid.' });
  });

  it('answers 413 above 64 kB', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: { email: 'a@b.ro', message: 'x'.repeat(70_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ reason: 'payload_too_large', message: 'Datele trimise sunt prea mari.' });
  });

  const send = (ip: string, browser: string, message = 'Bună ziua! Unde e coletul?') =>
    app.inject({ method: 'POST', url: URL, remoteAddress: ip, headers: { 'user-agent': browser }, payload: { email: 'ana@exemplu.ro', message } });

  it('limits messages per device (address and browser) and per address, and refuses a body over 16 kB', async () => {
    const device = LIMITS.chatMessagesPerDevice.max;
    for (let i = 0; i < device; i += 1) expect((await send('198.51.100.7', 'Telefon A')).statusCode).toBe(201);
    const refused = await send('198.51.100.7', 'Telefon A');
    expect([refused.statusCode, refused.json().reason]).toEqual([429, 'too_many_requests']);
    for (let i = 0; i < LIMITS.chatMessagesPerIp.max - device; i += 1) expect((await send('198.51.100.7', `Telefon ${i % 4}`)).statusCode).toBe(201);
    expect((await send('198.51.100.7', 'Laptop')).statusCode).toBe(429);
    expect((await send('198.51.100.8', 'Telefon A')).statusCode).toBe(201);
    expect(await test.database.db.select().from(chatMessages)).toHaveLength(LIMITS.chatMessagesPerIp.max + 1);

    const big = await app.inject({ method: 'POST', url: URL, remoteAddress: '198.51.100.9', payload: { email: 'ana@exemplu.ro', message: 'Salut', page: 'x'.repeat(17_000) } });
    expect(big.statusCode).toBe(413);
  });
});
