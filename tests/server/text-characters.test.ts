// Control characters in request strings (issue 16): a NUL (which PostgreSQL refuses in text and
// jsonb) or another C0 control, DEL or a lone surrogate answers 422 naming the field, with
// „Câmpul conține caractere nepermise.”, on every write route, and nothing is stored. Free text
// (messages, stacks) keeps its tabs and line breaks; single-line fields refuse them too. One check
// for every route (server/http/text-characters.ts), on bodies, query strings and path parameters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../src/shared/forms.ts';
import { REFUSED_CHARACTERS } from '../../server/http/validation.ts';
import { hasRefusedCharacters, withCharacterChecks } from '../../server/http/text-characters.ts';
import { authHarness, call, clearRateLimits, query, randomIp, registerCustomer, registration, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, ensureBilling, newKey, orderBody, uniqueGuest } from './helpers/orders.ts';

const NUL = '\u0000';
const refused = { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.' };

describe('the character rules', () => {
  it('says it with a comma-below ț', () => {
    expect(REFUSED_CHARACTERS).toBe('Câmpul conține caractere nepermise.');
    expect(REFUSED_CHARACTERS).not.toMatch(/[ţş]/); // cedilla forms
  });

  it('refuses C0 controls, DEL and lone surrogates; free text keeps tabs and line breaks', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f', '\ud800', 'a\udc00b', '\u000b', '\u000c']) {
      expect(hasRefusedCharacters(text, 'single-line'), JSON.stringify(text)).toBe(true);
      expect(hasRefusedCharacters(text, 'multi-line'), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['a\tb', 'rând 1\nrând 2', 'a\r\nb']) {
      expect(hasRefusedCharacters(text, 'single-line')).toBe(true);
      expect(hasRefusedCharacters(text, 'multi-line')).toBe(false);
    }
    for (const text of ['', 'Ștefan cel Mare și Sfânt', '🙂 emoji', '\u2028', 'ǅ', 'a\u00a0b']) {
      expect(hasRefusedCharacters(text, 'single-line'), JSON.stringify(text)).toBe(false);
    }
  });

  it('marks every string of a schema, free-form objects too, and keeps what a route chose', () => {
    const marked = withCharacterChecks({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: ['string', 'null'], characters: 'multi-line' },
        list: { type: 'array', items: { type: 'string' } },
        free: { type: ['object', 'null'] },
        n: { type: 'integer' },
      },
    });
    expect(marked).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string', characters: 'single-line' },
        b: { type: ['string', 'null'], characters: 'multi-line' },
        list: { type: 'array', items: { type: 'string', characters: 'single-line' } },
        free: { type: ['object', 'null'], characters: 'multi-line' },
        n: { type: 'integer' },
      },
    });
  });
});

describe.each(testDatabases())('control characters in requests on $name', (backend) => {
  let h: AuthHarness;
  let ana: TokenAnswer;
  const count = async (table: string) => Number((await query<{ n: string }>(h.db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);
  /** Row counts of every table a write route fills. */
  const counts = async () => ({
    chat: await count('chat_messages'),
    reports: await count('error_reports'),
    forms: await count('form_submissions'),
    devices: await count('device_tokens'),
    subscriptions: await count('push_subscriptions'),
    orders: await count('orders'),
    payments: await count('payments'),
    customers: await count('customers'),
  });

  beforeAll(async () => {
    h = await authHarness(backend);
    ana = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  /** Sends the request and expects a 422 naming exactly `fields` with the refusal, and no new row anywhere. */
  const expectRefused = async (send: () => ReturnType<typeof call>, fields: string[], more: object = refused) => {
    const before = await counts();
    const res = await send();
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject(more);
    for (const field of fields) expect(body.errors[field], `${field} in ${res.body}`).toContain(REFUSED_CHARACTERS);
    expect(await counts()).toEqual(before);
    return body as { errors: Record<string, string[]> };
  };

  it('chat: NUL in the message or a line break in the name', async () => {
    const body = { name: 'Ana', email: 'ana@exemplu.ro', message: 'Bună ziua' };
    await expectRefused(() => call(h.app, 'POST', 'chat/messages', { body: { ...body, message: `Bună${NUL} ziua` } }), ['message']);
    await expectRefused(() => call(h.app, 'POST', 'chat/messages', { body: { ...body, name: 'Ana\nPopescu', page: `/x${NUL}` } }), ['name', 'page']);
    // Free text keeps its line breaks and tabs.
    expect((await call(h.app, 'POST', 'chat/messages', { body: { ...body, message: 'Rândul 1\r\n\tRândul 2' } })).statusCode).toBe(201);
  });

  it('error reports: NUL in the message, deep in the context, or in one of its keys', async () => {
    const errors = await expectRefused(
      () => call(h.app, 'POST', 'error-reports', { body: { message: `boom${NUL}`, context: { a: { b: [1, `x${NUL}`] }, [`k${NUL}`]: 1 } } }),
      ['message', 'context.a.b.1', 'context'],
    );
    expect(Object.keys(errors.errors).sort()).toEqual(['context', 'context.a.b.1', 'message']);
    await expectRefused(() => call(h.app, 'POST', 'error-reports', { body: { message: 'boom', stack: 'at x\n\tat y', user_agent: `Mozilla${NUL}` } }), ['user_agent']);
    await expectRefused(() => call(h.app, 'POST', 'error-reports', { body: { message: 'lone \ud800 surrogate' } }), ['message']);
    expect((await call(h.app, 'POST', 'error-reports', { body: { message: 'TypeError\n  at x', stack: 'at a\n\tat b', context: { note: 'a\nb' } } })).statusCode).toBe(202);
  });

  it('profile: NUL in the name changes nothing', async () => {
    await expectRefused(() => call(h.app, 'PUT', 'customer/profile', { token: ana.access_token, body: { name: `Ana${NUL}Maria`, dark_mode: 'dark' } }), ['name']);
    const [row] = await query<{ name: string; dark_mode: string }>(h.db, sql`select name, dark_mode from customers where id = ${ana.customer.id}`);
    expect(row).toEqual({ name: 'Ana Popescu', dark_mode: 'system' });
  });

  it('registration: NUL in the name makes no account', async () => {
    await expectRefused(() => call(h.app, 'POST', 'auth/register', { body: registration({ name: `Ion${NUL}` }), ip: randomIp() }), ['name']);
  });

  it('login: a NUL in the e-mail is named under the login reason', async () => {
    await expectRefused(
      () => call(h.app, 'POST', 'auth/login', { body: { email: `${ana.customer.email}${NUL}`, password: 'x' }, ip: randomIp() }),
      ['email'],
      { reason: 'login_validation_failed' },
    );
  });

  it('contact, feedback and business forms: NUL in a field, a list item, or the message', async () => {
    const form = { website: '', started_at: Date.now() - 60_000 };
    const formRefused = { reason: 'validation_failed', message: FORM_MESSAGES.invalid };
    const contact = { name: 'Ana Popescu', email: 'ana@exemplu.ro', topic: 'livrare', message: 'Coletul meu nu a ajuns încă la destinație.', ...form };
    await expectRefused(() => call(h.app, 'POST', 'forms/contact', { body: { ...contact, message: `Coletul meu${NUL} nu a ajuns încă la destinație.` }, ip: randomIp() }), ['message'], formRefused);
    await expectRefused(
      () => call(h.app, 'POST', 'forms/feedback', { body: { rating: 5, message: 'Foarte bine, mulțumesc!', name: `Ion${NUL}`, ...form }, ip: randomIp() }),
      ['name'],
      formRefused,
    );
    const business = { company: 'Firma SRL', cui: 'RO 18547290', contact_name: 'Maria', email: 'maria@firma.ro', phone: '0722123456', monthly_volume: '1-50', ...form };
    // A list item is named by its list, as the forms name their fields (README next to the route).
    await expectRefused(() => call(h.app, 'POST', 'forms/business', { body: { ...business, destinations: ['ue', `romania${NUL}`] }, ip: randomIp() }), ['destinations'], formRefused);
    // The message keeps its line breaks.
    expect((await call(h.app, 'POST', 'forms/contact', { body: { ...contact, message: 'Coletul meu nu a ajuns.\nVă rog verificați.' }, ip: randomIp() })).statusCode).toBe(201);
  });

  it('device tokens and subscriptions: NUL in the device name or the AWB', async () => {
    const device = { token: `fcm-${newKey()}`, anon_id: 'anon_12345678' };
    await expectRefused(
      () => h.app.inject({ method: 'POST', url: '/api/private/notifications/device-tokens/register', payload: { ...device, platform: 'web', device_name: `Chrome${NUL}` }, remoteAddress: randomIp() }),
      ['device_name'],
    );
    await expectRefused(
      () => h.app.inject({ method: 'POST', url: '/api/private/notifications/subscriptions', payload: { ...device, awb: `FAN${NUL}1234567` }, remoteAddress: randomIp() }),
      ['awb'],
    );
  });

  it('orders: NUL in a nested field of a guest order, or in the return path of a top-up', async () => {
    const guest = orderBody({ email: uniqueGuest() });
    await expectRefused(
      () => api(h.app, 'POST', 'orders', { key: newKey(), body: { ...guest, address_to: { ...(guest.address_to as object), contact: `Ion${NUL}` } } }),
      ['address_to.contact'],
    );
    await expectRefused(() => api(h.app, 'POST', 'orders', { key: newKey(), body: orderBody({ extra: { parcel_content: 'Cărți\u0007' } }), token: ana.access_token }), ['extra.parcel_content']);
    await ensureBilling(h.app, ana.access_token);
    await expectRefused(
      () => api(h.app, 'POST', 'wallet/top-up', { key: newKey(), token: ana.access_token, body: { amount_bani: 5_000, return_path: `/portofel${NUL}` } }),
      ['return_path'],
    );
    await expectRefused(() => api(h.app, 'POST', 'orders/price-calculation', { body: { ...orderBody(), billing: undefined, payment: undefined, address_from: { locality_id: 54984, street_name: `Str${NUL}` } } }), [
      'address_from.street_name',
    ]);
  });

  it('query strings and path parameters', async () => {
    await expectRefused(() => h.app.inject({ method: 'GET', url: '/api/private/search/localities/RO?search=cl%00uj' }), ['search']);
    await expectRefused(() => h.app.inject({ method: 'GET', url: '/api/private/search/streets/RO/54984/me%00m' }), ['term']);
    await expectRefused(() => h.app.inject({ method: 'GET', url: '/api/private/locations/fixedlocations?locality_name=Ia%01si' }), ['locality_name']);
  });
});
