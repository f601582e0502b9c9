// Lock-out by a stranger (issue 16): wrong passwords or reset requests for someone else's account
// slow the stranger down but never keep the owner out. A browser that signed in gets a device token
// (HttpOnly cookie) and its own allowance; a fresh address still gets a few tries when the account is
// under attack (per network); reset mails are limited per e-mail+IP, with a cap per e-mail for
// unrecognised devices.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressBucket, minutes, networkOf } from '../../server/services/rate-limit.ts';
import {
  authHarness,
  call,
  clearRateLimits,
  mailsTo,
  PASSWORD,
  randomIp,
  registerCustomer,
  settled,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const COOKIE = 'curiero_device';

let networks = 0;
/** An address in a network (/24) no other call of this file uses. */
function freshIp(): string {
  networks += 1;
  return `100.${64 + (networks >> 8)}.${networks & 255}.${Math.floor(Math.random() * 250) + 1}`;
}

describe('client addresses for the limits', () => {
  it('count an IPv6 /64 as one client, and IPv4-mapped addresses as IPv4', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:DB8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('group addresses into networks: IPv4 /24, IPv6 /48', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  });
});

/** The Cookie header a browser would send back after `res`. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === COOKIE);
  if (!cookie) throw new Error(`no ${COOKIE} cookie in the answer (${res.statusCode})`);
  return `${COOKIE}=${cookie.value}`;
}

function expectTooMany(res: LightMyRequestResponse, windowMinutes: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowMinutes * 60 - 30);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  expect(res.json()).toEqual({ reason: 'too_many_requests', message: `Prea multe încercări. Încearcă din nou peste ${minutes(windowMinutes)}.` });
}

describe.each(testDatabases())('lock-out by a stranger on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    call(h.app, 'POST', 'auth/login', { body: { email, password }, ip, headers: cookie ? { cookie } : {} });
  const forgot = (email: string, ip: string, cookie?: string) =>
    call(h.app, 'POST', 'auth/forgot-password', { body: { email }, ip, headers: cookie ? { cookie } : {} });

  /** 110 wrong passwords from 11 addresses (10 each: as many as one address may try in 15 minutes). */
  async function attack(email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let a = 0; a < 11; a += 1) {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) statuses.push((await login(email, `gresita-${a}-${i}-parola`, ip)).statusCode);
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    return statuses;
  }

  /** An account and the device cookie of the browser its owner signed in with. */
  async function ownerWithDevice() {
    const { customer } = await registerCustomer(h.app);
    const res = await login(customer.email, PASSWORD, randomIp());
    expect(res.statusCode).toBe(200);
    return { email: customer.email, cookie: deviceCookieOf(res) };
  }

  it('gives a browser that signed in a device token: HttpOnly, Secure, SameSite=Strict, for the auth API only', async () => {
    const { customer } = await registerCustomer(h.app);
    const res = await login(customer.email, PASSWORD, randomIp());
    const cookie = res.cookies.find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/private/auth', maxAge: 180 * 86_400 });
    expect(cookie!.value).not.toContain(customer.email);
    expect(cookie!.value).not.toContain(encodeURIComponent(customer.email));
    // Not for a failed login.
    expect((await login(customer.email, 'parola-gresita', randomIp())).cookies).toEqual([]);
    // Registration signs in too.
    const registered = await call(h.app, 'POST', 'auth/register', {
      body: { name: 'Ion Pop', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD },
      ip: randomIp(),
    });
    expect(registered.cookies.map((c) => c.name)).toEqual([COOKIE]);
    await settled(h.app);
  });

  it('(a) lets the owner in from a device that signed in before, after 110 wrong passwords from 11 addresses', async () => {
    const { email, cookie } = await ownerWithDevice();
    await attack(email);
    const res = await login(email, PASSWORD, randomIp(), cookie);
    expect(res.statusCode).toBe(200);
    // And from the same browser on the address it used before, or on any other, again.
    expect((await login(email, PASSWORD, randomIp(), deviceCookieOf(res))).statusCode).toBe(200);
  });

  it('(b) lets the owner in from a fresh address too, while each attacking network is slowed to 3 tries an hour', async () => {
    const { customer } = await registerCustomer(h.app);
    const statuses = await attack(customer.email);
    // 100 failures put the account under attack: the 11th address got 3 tries, then 429 for the hour.
    expect(statuses.slice(0, 103).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(103).every((s) => s === 429)).toBe(true);
    expect((await login(customer.email, PASSWORD, freshIp())).statusCode).toBe(200);

    // Another attacking address: 3 wrong passwords, then 429 for an hour (10 in 15 minutes before the attack)...
    const next = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await login(customer.email, `alta-${i}-parola-gresita`, next)).statusCode).toBe(401);
    expectTooMany(await login(customer.email, 'inca-o-parola-gresita', next), 60);
    expectTooMany(await login(customer.email, PASSWORD, next), 60);
    // ... and its neighbours in the same /24 (or IPv6 /48) share those 3.
    const neighbour = next.replace(/\.\d+$/, '.251');
    expectTooMany(await login(customer.email, 'parola-vecinului-gresita', neighbour), 60);
    const v6 = ['2001:db8:77:1::1', '2001:db8:77:2::1', '2001:db8:77:3::1', '2001:db8:77:4::1'];
    for (const ip of v6.slice(0, 3)) expect((await login(customer.email, 'parola-gresita-v6', ip)).statusCode).toBe(401);
    expectTooMany(await login(customer.email, 'parola-gresita-v6', v6[3]!), 60);
  });

  it('counts the addresses of one IPv6 /64 as one client for the per-IP login limit', async () => {
    for (let i = 1; i <= 30; i += 1) {
      expect((await login(uniqueEmail(), 'parola-oarecare', `2001:db8:5:6::${i.toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), 'parola-oarecare', '2001:db8:5:6:abcd:ef01:2345:6789')).statusCode).toBe(429);
    expect((await login(uniqueEmail(), 'parola-oarecare', '2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it("counts a recognised device's failures against its own allowance (10 in 15 minutes), not the account's", async () => {
    const { email, cookie } = await ownerWithDevice();
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await login(email, `gresita-${i}-parola`, ip, cookie)).statusCode).toBe(401);
    expectTooMany(await login(email, PASSWORD, ip, cookie), 15);
    // The same address without the cookie is an unrecognised device with its own counters.
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it("treats a device token of another account, an altered one or garbage as no device", async () => {
    const owner = await ownerWithDevice();
    const other = await ownerWithDevice();
    const attacker = randomIp();
    for (let i = 0; i < 10; i += 1) await login(owner.email, `gresita-${i}-parola`, attacker);
    expectTooMany(await login(owner.email, PASSWORD, attacker), 15);
    expectTooMany(await login(owner.email, PASSWORD, attacker, other.cookie), 15);
    const value = owner.cookie.slice(COOKIE.length + 1);
    const altered = `${COOKIE}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expectTooMany(await login(owner.email, PASSWORD, attacker, altered), 15);
    expectTooMany(await login(owner.email, PASSWORD, attacker, `${COOKIE}=nimic`), 15);
    expect((await login(owner.email, PASSWORD, attacker, owner.cookie)).statusCode).toBe(200);
  });

  it('keeps the device tokens of the other accounts signed in from the same browser', async () => {
    const first = await ownerWithDevice();
    const { customer: second } = await registerCustomer(h.app);
    const both = deviceCookieOf(await login(second.email, PASSWORD, randomIp(), first.cookie));
    for (const email of [first.email, second.email]) {
      const ip = randomIp();
      for (let i = 0; i < 10; i += 1) await login(email, `gresita-${i}-parola`, ip);
      expect((await login(email, PASSWORD, ip, both)).statusCode).toBe(200);
    }
  });

  it('(c) still mails the owner a reset link after a stranger asked for resets from one address', async () => {
    const { customer } = await registerCustomer(h.app);
    await settled(h.app);
    const before = mailsTo(h.dataDir, customer.email).length;
    const stranger = randomIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await forgot(customer.email, stranger)).statusCode);
    // 3 an hour per e-mail and address: the stranger's mails stop there.
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
    expectTooMany(await forgot(customer.email, stranger), 60);
    await settled(h.app);
    expect(mailsTo(h.dataDir, customer.email).length).toBe(before + 3);

    expect((await forgot(customer.email, randomIp())).statusCode).toBe(200);
    await settled(h.app);
    const mails = mailsTo(h.dataDir, customer.email);
    expect(mails.length).toBe(before + 4);
    expect(mails.at(-1)!.text).toContain('/resetare-parola/confirmare?token=');
  });

  it('caps reset mails per e-mail from unrecognised devices at 10 an hour; a device that signed in still gets one', async () => {
    const { email, cookie } = await ownerWithDevice();
    await settled(h.app);
    const before = mailsTo(h.dataDir, email).length;
    for (let i = 0; i < 10; i += 1) expect((await forgot(email, randomIp())).statusCode).toBe(200);
    expectTooMany(await forgot(email, randomIp()), 60);
    // The same for an address without an account: the limit tells nothing.
    const nobody = uniqueEmail('nimeni');
    for (let i = 0; i < 10; i += 1) expect((await forgot(nobody, randomIp())).statusCode).toBe(200);
    expectTooMany(await forgot(nobody, randomIp()), 60);

    const own = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await forgot(email, own, cookie)).statusCode).toBe(200);
    expectTooMany(await forgot(email, own, cookie), 60);
    await settled(h.app);
    expect(mailsTo(h.dataDir, email).length).toBe(before + 13);
  });
});
