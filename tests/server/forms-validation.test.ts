// The public forms' refusals on a real database: each field's Romanian message (from
// src/shared/forms.ts) under its name, nothing stored and nothing mailed on a 422; the spam checks:
// the honeypot (a success that keeps and sends nothing), a form sent quicker than a person (422), an
// old started_at (a form queued offline) accepted, and the per-IP, per-form limit (429).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_LIMITS, FORM_MESSAGES, type FormKind } from '../../src/shared/forms.ts';
import { call, outbox, randomIp, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { formsHarness } from './helpers/forms.ts';

const VALID: Record<FormKind, () => Record<string, unknown>> = {
  contact: () => ({
    name: 'Ana Popescu',
    email: 'ana@exemplu.ro',
    phone: '',
    topic: 'plata',
    reference: '',
    message: 'Nu găsesc factura pentru comanda de ieri, mă puteți ajuta?',
    website: '',
    started_at: Date.now() - 30_000,
  }),
  feedback: () => ({ rating: 5, message: 'Totul a mers foarte bine.', name: '', email: '', website: '', started_at: Date.now() - 30_000 }),
  business: () => ({
    company: 'Cărți și Cafea SRL',
    cui: '14399840',
    contact_name: 'Radu Marin',
    email: 'radu@carti.ro',
    phone: '0212 345 678',
    monthly_volume: 'peste-5000',
    destinations: ['international'],
    cash_on_delivery: false,
    message: '',
    website: '',
    started_at: Date.now() - 30_000,
  }),
};

const M = FORM_MESSAGES;
const L = FORM_LIMITS;

/** [form, field, bad value (undefined: left out), the message expected under that field] */
const FIELD_CASES: [FormKind, string, unknown, string][] = [
  ['contact', 'name', undefined, M.required],
  ['contact', 'name', 'A', M.between(L.name.min, L.name.max)],
  ['contact', 'name', 'x'.repeat(101), M.between(L.name.min, L.name.max)],
  ['contact', 'name', 'x'.repeat(5000), M.between(L.name.min, L.name.max)],
  ['contact', 'name', 42, M.between(L.name.min, L.name.max)],
  ['contact', 'email', '', M.required],
  ['contact', 'email', 'ana@exemplu', M.email],
  ['contact', 'phone', '12345', M.phone],
  ['contact', 'topic', '', M.topic],
  ['contact', 'topic', 'bani', M.topic],
  ['contact', 'reference', 'AWB 123!', M.reference],
  ['contact', 'message', '', M.required],
  ['contact', 'message', 'Prea scurt.', M.between(L.contactMessage.min, L.contactMessage.max)],
  ['contact', 'message', 'ă'.repeat(5001), M.between(L.contactMessage.min, L.contactMessage.max)],
  ['feedback', 'rating', undefined, M.rating],
  ['feedback', 'rating', 0, M.rating],
  ['feedback', 'rating', 6, M.rating],
  ['feedback', 'rating', 3.5, M.rating],
  ['feedback', 'rating', '4', M.rating],
  ['feedback', 'message', '', M.required],
  ['feedback', 'message', 'Scurt.', M.between(L.feedbackMessage.min, L.feedbackMessage.max)],
  ['feedback', 'name', 'I', M.between(L.name.min, L.name.max)],
  ['feedback', 'email', 'nu-e-adresa', M.email],
  ['business', 'company', '', M.required],
  ['business', 'company', 'X', M.between(L.company.min, L.company.max)],
  ['business', 'cui', '', M.required],
  ['business', 'cui', '14399841', M.cui],
  ['business', 'contact_name', undefined, M.required],
  ['business', 'email', 'radu@', M.email],
  ['business', 'phone', '', M.required],
  ['business', 'phone', '0812345678', M.phone],
  ['business', 'monthly_volume', '', M.volume],
  ['business', 'monthly_volume', '1-10', M.volume],
  ['business', 'destinations', [], M.destinations],
  ['business', 'destinations', ['romania', 'marte'], M.destinations],
  ['business', 'destinations', [1], M.destinations],
  ['business', 'destinations', 'romania', M.destinations],
  ['business', 'cash_on_delivery', 'da', 'Alege da sau nu.'],
  ['business', 'message', 'y'.repeat(3001), M.atMost(L.businessMessage.max)],
];

describe.each(testDatabases())('public forms: refusals on $name', (backend) => {
  const forms = formsHarness(backend);
  let h: AuthHarness;
  beforeAll(() => {
    h = forms.h;
  });

  const rows = forms.rows;
  const send = (kind: FormKind, body: unknown, ip = randomIp()) => call(h.app, 'POST', `forms/${kind}`, { body, ip });

  it.each(FIELD_CASES)('%s: %s = %j answers 422 with its message, stores and mails nothing', async (kind, field, value, message) => {
    const body = VALID[kind]();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await send(kind, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ reason: 'validation_failed', message: M.invalid, errors: { [field]: [message] } });
    await settled(h.app);
    expect(await rows()).toEqual([]);
    expect(outbox(h.dataDir)).toEqual([]);
  });

  it.each(Object.keys(VALID) as FormKind[])('%s: the valid sample is accepted (the cases above change one field only)', async (kind) => {
    expect((await send(kind, VALID[kind]())).statusCode).toBe(201);
  });

  it('names every wrong field at once, and ignores unknown fields', async () => {
    const res = await send('contact', { ...VALID.contact(), name: '', email: 'x', topic: 'nope', admin: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: [M.required], email: [M.email], topic: [M.topic] });
    const ok = await send('contact', { ...VALID.contact(), admin: true });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a client_id that is not a UUID, and a body that is not an object', async () => {
    const res = await send('feedback', { ...VALID.feedback(), client_id: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['client_id']);
    const array = await send('feedback', [1, 2]);
    expect(array.statusCode).toBe(422);
    expect(array.json().errors.rating).toEqual([M.rating]);
    expect(await rows()).toEqual([]);
  });

  describe('the honeypot', () => {
    it.each(Object.keys(VALID) as FormKind[])('%s: a filled `website` is answered like a success, but nothing is stored or mailed', async (kind) => {
      const res = await send(kind, { ...VALID[kind](), website: 'https://spam.example', client_id: randomUUID() });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      const prefix = { contact: 'CT', feedback: 'FB', business: 'OF' }[kind];
      expect(data).toEqual({
        id: expect.any(Number),
        reference: `${prefix}-${new Date().getFullYear()}-${String(data.id).padStart(6, '0')}`,
        message: M.sent[kind],
      });
      await settled(h.app);
      expect(await rows()).toEqual([]);
      expect(outbox(h.dataDir)).toEqual([]);
    });

    it('gives references that follow on from the real ones', async () => {
      const real = (await send('contact', VALID.contact())).json().data;
      const fake = (await send('contact', { ...VALID.contact(), website: 'x' })).json().data;
      expect(fake.id).toBeGreaterThan(real.id);
    });
  });

  describe('too fast', () => {
    it.each([
      ['sent 1 s after the form was shown', () => Date.now() - 1000],
      ['sent just under the minimum', () => Date.now() - FORM_LIMITS.minFillMs + 500],
      ['with started_at in the future', () => Date.now() + 60_000],
      ['without started_at', () => undefined],
      ['with started_at not a number', () => 'ieri'],
    ])('%s: 422 under `form`, nothing stored', async (_name, startedAt) => {
      const body: Record<string, unknown> = { ...VALID.contact(), started_at: startedAt() };
      if (body.started_at === undefined) delete body.started_at;
      const res = await send('contact', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ reason: 'validation_failed', message: M.tooFast, errors: { form: [M.tooFast] } });
      await settled(h.app);
      expect(await rows()).toEqual([]);
      expect(outbox(h.dataDir)).toEqual([]);
    });

    it('is reported with the field errors when there are some', async () => {
      const res = await send('feedback', { ...VALID.feedback(), rating: 0, started_at: Date.now() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ reason: 'validation_failed', message: M.invalid, errors: { rating: [M.rating], form: [M.tooFast] } });
    });

    it('judges by the sender\'s own clock when it says when it sent: a clock 10 minutes ahead is fine', async () => {
      const ahead = Date.now() + 10 * 60_000;
      const late = await send('contact', { ...VALID.contact(), started_at: ahead, sent_at: ahead + 20_000 });
      expect(late.statusCode).toBe(201);
      const quick = await send('contact', { ...VALID.contact(), started_at: ahead, sent_at: ahead + 1000 });
      expect(quick.statusCode).toBe(422);
      expect(quick.json().errors).toEqual({ form: [M.tooFast] });
    });

    it('accepts a form shown long ago (queued offline and sent later)', async () => {
      const res = await send('business', { ...VALID.business(), started_at: Date.now() - 3 * 86_400_000 });
      expect(res.statusCode).toBe(201);
      expect(await rows()).toHaveLength(1);
    });
  });

  describe('the rate limit', () => {
    it(`accepts ${FORM_LIMITS.perAddress} messages per IP and form, then answers 429 with Retry-After`, async () => {
      const ip = randomIp();
      for (let i = 0; i < FORM_LIMITS.perAddress; i++) expect((await send('contact', VALID.contact(), ip)).statusCode).toBe(201);
      const refused = await send('contact', VALID.contact(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ reason: 'too_many_requests', message: M.tooMany });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(FORM_LIMITS.rateWindowMinutes * 60);
      expect(await rows()).toHaveLength(FORM_LIMITS.perAddress);
      // Another address, and another form from the same address, are not affected.
      expect((await send('contact', VALID.contact(), randomIp())).statusCode).toBe(201);
      expect((await send('feedback', VALID.feedback(), ip)).statusCode).toBe(201);
      // The limit's key holds no IP in clear.
      const keys = await h.db.execute(sql`select key from rate_limits`);
      expect(JSON.stringify(keys)).not.toContain(ip);
    });

    it('counts a bot that fills the honeypot, but not a retry of a stored submission nor a refused form', async () => {
      const ip = randomIp();
      const clientId = randomUUID();
      const first = await send('feedback', { ...VALID.feedback(), client_id: clientId }, ip);
      expect(first.statusCode).toBe(201);
      expect((await send('feedback', { ...VALID.feedback(), rating: 0 }, ip)).statusCode).toBe(422);
      expect((await send('feedback', { ...VALID.feedback(), started_at: Date.now() }, ip)).statusCode).toBe(422);
      for (let i = 1; i < FORM_LIMITS.perAddress; i++) expect((await send('feedback', { ...VALID.feedback(), website: 'x' }, ip)).statusCode).toBe(201);
      expect((await send('feedback', VALID.feedback(), ip)).statusCode).toBe(429);
      const retry = await send('feedback', { ...VALID.feedback(), client_id: clientId }, ip);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await rows()).toHaveLength(1);
    });
  });
});
