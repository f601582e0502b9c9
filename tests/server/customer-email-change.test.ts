// Changing the account's e-mail from the profile (issue #30), against a real database and following
// the links in the outbox as a person would: the request needs the current password and a new,
// valid, free address; the address changes only when the link mailed to the new address is opened
// (once, within 24 hours); the old address hears of the request and of the change; the other
// sessions end.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TTL_SECONDS, emailChangeToken } from '../../server/services/auth/email-change-links.ts';
import {
  AUTH_SECRET,
  authHarness,
  call,
  clearRateLimits,
  jwtPayload,
  linkFromMail,
  loginCustomer,
  mailsTo,
  PASSWORD,
  query,
  registerCustomer,
  settled,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const SENT = 'Ți-am trimis un link de confirmare la adresa nouă. Adresa contului se schimbă abia după ce deschizi link-ul (valabil 24 de ore).';
const CHANGED = 'Adresa de e-mail a contului a fost schimbată și confirmată. Celelalte sesiuni ale contului au fost închise.';
const INVALID = 'Link-ul de schimbare a adresei de e-mail este invalid, a expirat sau a fost deja folosit.';

describe.each(testDatabases())('e-mail change on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const ask = (token: string, email: string, currentPassword = PASSWORD) =>
    call(h.app, 'POST', 'customer/email', { token, body: { email, current_password: currentPassword } });
  // As the /verify-email page does: the path's id and token, and the query's new address as the body.
  const open = (link: URL) => call(h.app, 'POST', `auth/${link.pathname.slice(1)}`, { body: { email: link.searchParams.get('email') } });
  const emailOf = async (id: number) =>
    (await query<{ email: string }>(h.db, sql`select email from customers where id = ${id}`))[0]!.email;

  it('mails a link to the new address and a notice to the old one; the link changes the address once and ends the other sessions', async () => {
    const owner = await registerCustomer(h.app);
    const old = owner.customer.email;
    const other = (await loginCustomer(h.app, old)).json();
    const next = uniqueEmail('nou');

    const asked = await ask(owner.access_token, next.toUpperCase());
    expect([asked.statusCode, asked.json()]).toEqual([200, { data: { success: true }, message: SENT }]);
    await settled(h.app);
    expect(await emailOf(owner.customer.id)).toBe(old); // nothing changes before the link is opened
    const notice = mailsTo(h.dataDir, old).find((m) => m.file.includes('email-change-requested'));
    expect(notice?.text).toContain(next);
    expect(notice?.text).toContain('Adresa se schimbă doar după ce se deschide link-ul trimis la adresa nouă');
    const link = linkFromMail(h.dataDir, next, `/verify-email/${owner.customer.id}/`);
    expect(mailsTo(h.dataDir, next)[0]!.raw).toContain('Subject: =?UTF-8?'); // a real Romanian subject
    expect(mailsTo(h.dataDir, next)[0]!.text).toContain('valabil 24 de ore și poate fi folosit o singură dată');

    const opened = await open(link);
    expect([opened.statusCode, opened.json()]).toEqual([200, { data: { success: true }, message: CHANGED }]);
    const profile = (await call(h.app, 'GET', 'customer/profile', { token: owner.access_token })).json().data;
    expect(profile).toMatchObject({ email: next, email_verified: true });
    expect((await call(h.app, 'GET', 'customer/profile', { token: other.access_token })).statusCode).toBe(401);
    expect((await call(h.app, 'POST', 'auth/refresh', { body: { refresh_token: other.refresh_token } })).statusCode).toBe(401);
    expect((await loginCustomer(h.app, old)).statusCode).toBe(401);
    expect((await loginCustomer(h.app, next)).statusCode).toBe(200);
    await settled(h.app);
    const done = mailsTo(h.dataDir, old).find((m) => m.file.includes('email-changed'));
    expect(done?.text).toContain(`Adresa de e-mail a contului tău Curiero este acum ${next}`);

    // Single use: the same link again, and after changing back to the old address, is refused.
    expect([(await open(link)).statusCode, (await open(link)).json().message]).toEqual([400, INVALID]);
    expect((await ask(owner.access_token, old)).statusCode).toBe(200);
    await settled(h.app);
    const back = linkFromMail(h.dataDir, old, `/verify-email/${owner.customer.id}/e1.`);
    expect((await open(back)).statusCode).toBe(200);
    expect(await emailOf(owner.customer.id)).toBe(old);
    expect((await open(link)).statusCode).toBe(400);
    expect(await emailOf(owner.customer.id)).toBe(old);
  });

  it('refuses a wrong password, an invalid, the same or a taken address: 422 per field, no mail, nothing changed', async () => {
    const owner = await registerCustomer(h.app);
    const taken = (await registerCustomer(h.app)).customer.email;
    const free = uniqueEmail('liber');

    const wrong = await ask(owner.access_token, free, 'nu-este-parola');
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { current_password: ['Parola actuală nu este corectă.'] }]);
    const invalid = await ask(owner.access_token, 'nu-e-o-adresa');
    expect([invalid.statusCode, invalid.json().errors]).toEqual([422, { email: ['Adresa de e-mail nu este validă.'] }]);
    const same = await ask(owner.access_token, owner.customer.email.toUpperCase());
    expect([same.statusCode, same.json().errors]).toEqual([422, { email: ['Aceasta este deja adresa contului. Scrie adresa nouă.'] }]);
    const other = await ask(owner.access_token, taken);
    expect([other.statusCode, other.json().errors]).toEqual([422, { email: ['Există deja un cont cu această adresă de e-mail.'] }]);
    // Without the password nothing tells whether the address is taken.
    const probe = await ask(owner.access_token, taken, 'nu-este-parola');
    expect(probe.json().errors).toEqual({ current_password: ['Parola actuală nu este corectă.'] });
    expect((await call(h.app, 'POST', 'customer/email', { body: { email: free, current_password: PASSWORD } })).statusCode).toBe(401);

    await settled(h.app);
    expect(mailsTo(h.dataDir, free)).toEqual([]);
    expect(mailsTo(h.dataDir, owner.customer.email).filter((m) => m.file.includes('email-change'))).toEqual([]);
    expect(await emailOf(owner.customer.id)).toBe(owner.customer.email);
  });

  it('counts password guesses with the password change: once over, even the right one is refused', async () => {
    const owner = await registerCustomer(h.app);
    for (let i = 0; i < 10; i += 1) expect((await ask(owner.access_token, uniqueEmail(), `gresita-${i}`)).statusCode).toBe(422);
    expect((await ask(owner.access_token, uniqueEmail())).statusCode).toBe(429);
    const password = await call(h.app, 'POST', 'customer/password', {
      token: owner.access_token,
      body: { current_password: 'tot-gresita', password: 'Lampa-Verde-Danseaza-77', password_confirmation: 'Lampa-Verde-Danseaza-77' },
    });
    expect(password.statusCode).toBe(429);
  });

  it('refuses an expired, altered or foreign link, and one whose address was taken meanwhile (409), changing nothing', async () => {
    const owner = await registerCustomer(h.app);
    const sessionId = String(jwtPayload(owner.access_token).sid);
    const next = uniqueEmail('expirat');
    const claims = { customerId: owner.customer.id, from: owner.customer.email, to: next, sessionId, stamp: 0 };
    const now = Math.floor(Date.now() / 1000);
    const signed = (expires: number, more = {}) => emailChangeToken(async () => AUTH_SECRET, { ...claims, expires, ...more });
    const confirm = async (token: string, id = owner.customer.id, email = next) =>
      call(h.app, 'POST', `auth/verify-email/${id}/${token}`, { body: { email } });

    const expired = await confirm(await signed(now - 1));
    expect([expired.statusCode, expired.json().reason, expired.json().message]).toEqual([400, 'verify_link_invalid', INVALID]);
    const live = await signed(now + EMAIL_CHANGE_TTL_SECONDS);
    expect(live).toHaveLength(80);
    expect((await confirm(live, owner.customer.id, uniqueEmail('altul'))).statusCode).toBe(400);
    expect((await confirm(live, owner.customer.id, '')).statusCode).toBe(422);
    expect((await confirm(`${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(400);
    const stranger = await registerCustomer(h.app);
    expect((await confirm(live, stranger.customer.id)).statusCode).toBe(400);
    expect((await confirm(await signed(now + 60, { stamp: 1 }))).statusCode).toBe(400);

    await registerCustomer(h.app, { email: next });
    const taken = await confirm(live);
    expect([taken.statusCode, taken.json().reason]).toEqual([409, 'email_taken']);
    expect(await emailOf(owner.customer.id)).toBe(owner.customer.email);
    expect((await call(h.app, 'GET', 'customer/profile', { token: owner.access_token })).statusCode).toBe(200);
  });
});
