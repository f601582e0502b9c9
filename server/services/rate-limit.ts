// Rate limits kept in the database, so every server process shares them: one fixed-window counter
// per key, moved by a single atomic upsert per hit (no read-then-write race between processes).
// Keys are hashed: the table never holds an e-mail address or an IP in clear.
// Windows always expire; a per-account limit never locks the owner out for longer than its window.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../db/client.ts';
import { Failure } from './failure.ts';

export interface Limit {
  /** Readable bucket name, kept in clear at the start of the key. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 3600;

/** Every limit the API applies, in one place (documented in routes/private/auth/README.md). */
export const LIMITS = {
  // Changing the password from the profile: wrong current passwords from a signed-in session.
  passwordChangesPerCustomer: { name: 'password-change-customer', max: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { name: 'login-ip', max: 30, windowSeconds: 10 * MINUTE },
  // Logins from a device without a device token for the account (services/auth/devices.ts):
  loginFailuresPerAccountAndIp: { name: 'login-fail-account-ip', max: 10, windowSeconds: 15 * MINUTE },
  // ... and once the account has had `loginFailuresPerAccount` of those in the hour (it is under
  // attack), every network (IPv4 /24, IPv6 /48) gets only `loginFailuresPerAccountAndNetworkUnderAttack`
  // an hour: the attacker is slowed, the owner (from their own network, or their own device) gets in.
  loginFailuresPerAccount: { name: 'login-fail-account', max: 100, windowSeconds: HOUR },
  loginFailuresPerAccountAndNetworkUnderAttack: { name: 'login-fail-account-net-hour', max: 3, windowSeconds: HOUR },
  // A device that signed in to the account before has its own allowance, whatever the others do.
  loginFailuresPerDevice: { name: 'login-fail-device', max: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 20, windowSeconds: HOUR },
  forgotPasswordPerIp: { name: 'forgot-ip', max: 10, windowSeconds: HOUR },
  // Reset mails: per e-mail and address, a cap per e-mail for all unrecognised devices together (mail
  // bombing), and a recognised device's own allowance (a stranger's requests cannot use it up).
  forgotPasswordPerEmailAndIp: { name: 'forgot-email-ip', max: 3, windowSeconds: HOUR },
  forgotPasswordPerEmail: { name: 'forgot-email', max: 10, windowSeconds: HOUR },
  forgotPasswordPerDevice: { name: 'forgot-device', max: 3, windowSeconds: HOUR },
  checkEmailPerIp: { name: 'check-email-ip', max: 30, windowSeconds: 10 * MINUTE },
  verificationMailPerCustomer: { name: 'verify-mail-customer', max: 3, windowSeconds: HOUR },
  adminLoginPerIp: { name: 'admin-login-ip', max: 10, windowSeconds: 15 * MINUTE },
  // Card payments invite card testing: a guest (no account) may try few orders an hour, a customer more.
  guestOrdersPerIp: { name: 'order-guest-ip', max: 30, windowSeconds: HOUR },
  customerOrders: { name: 'order-customer', max: 300, windowSeconds: HOUR },
  walletTopUpsPerCustomer: { name: 'top-up-customer', max: 30, windowSeconds: HOUR },
  // Test money (services/payments/test-balance.ts): free, but not a loop that fills the ledger.
  testTopUpsPerCustomer: { name: 'test-top-up-customer', max: 60, windowSeconds: HOUR },
  // Push (routes/private/notifications/README.md): a browser registers its token a few times a week;
  // subscribing reveals whether an AWB exists, so it is limited like a lookup.
  pushRegisterPerIp: { name: 'push-register-ip', max: 60, windowSeconds: HOUR },
  pushSubscribePerIp: { name: 'push-subscribe-ip', max: 300, windowSeconds: HOUR },
  // Writes anyone may make (anonymous-writes.ts): per device (the address and its browser) and per
  // address (IPv4, IPv6 /64), which several devices behind one network share.
  errorReportsPerDevice: { name: 'error-report-device', max: 30, windowSeconds: HOUR },
  errorReportsPerIp: { name: 'error-report-ip', max: 120, windowSeconds: HOUR },
  chatMessagesPerDevice: { name: 'chat-device', max: 10, windowSeconds: HOUR },
  chatMessagesPerIp: { name: 'chat-ip', max: 40, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * The key of `limit` for `parts` (an IP, an e-mail, an id...), hashed. An IP address part counts as
 * its addressBucket(): one IPv6 subscriber, who holds a whole /64, is one client, not 2^64.
 */
export function rateLimitKey(limit: Limit, ...parts: (string | number)[]): string {
  const text = parts.map((part) => (typeof part === 'string' && isIP(part) ? addressBucket(part) : part)).join('\u0000');
  const digest = createHash('sha256').update(text).digest('base64url');
  return `${limit.name}:${digest}`;
}

/** The 8 groups of an IPv6 address (valid, as isIP says), without a zone; an IPv4 tail becomes 2 groups. */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const tail: string[] = [];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    tail.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    text = text.slice(0, v4.index) + tail.join(':');
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

/** IPv4-mapped IPv6 (::ffff:a.b.c.d, how a dual-stack socket shows IPv4 clients) as plain IPv4. */
function unmapped(ip: string): { version: 4; ip: string } | { version: 6; groups: number[] } | null {
  const version = isIP(ip);
  if (version === 4) return { version, ip };
  if (version !== 6) return null;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return { version: 4, ip: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.') };
  }
  return { version: 6, groups };
}

/** One client for the per-IP limits: an IPv4 address, or an IPv6 /64. */
export function addressBucket(ip: string): string {
  const address = unmapped(ip);
  if (!address) return ip;
  return address.version === 4 ? address.ip : `${address.groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The network around an address (IPv4 /24, IPv6 /48): how far an attacker's neighbouring addresses reach. */
export function networkOf(ip: string): string {
  const address = unmapped(ip);
  if (!address) return ip;
  if (address.version === 4) return `${address.ip.split('.').slice(0, 3).join('.')}.0/24`;
  return `${address.groups.slice(0, 3).map((g) => g.toString(16)).join(':')}::/48`;
}

// Romanian counts: 1 minut, 2-19 minute, 20+ de minute.
export function minutes(n: number): string {
  const rest = n % 100;
  if (n === 1) return '1 minut';
  return rest === 0 || rest >= 20 ? `${n} de minute` : `${n} minute`;
}

export function tooManyRequests(retryAfterSeconds: number): Failure {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE));
  return new Failure(429, 'too_many_requests', `Prea multe încercări. Încearcă din nou peste ${minutes(wait)}.`, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

type Counter = {
  count: number;
  retry_after: number;
};

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts `weight` hits on `key` (one atomic upsert; a window that has run out starts again) and says
 * where the window stands, without refusing anything: for limits that depend on another counter.
 */
export async function hit(db: AppDb, limit: Limit, key: string, weight = 1): Promise<Hit> {
  const window = limit.windowSeconds;
  // A window that has run out starts again at `weight`; otherwise the count goes up. Both in one statement.
  const result = await db.execute(sql`
    insert into rate_limits as r (key, window_started_at, count) values (${key}, now(), ${weight})
    on conflict (key) do update set
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${window}) then now() else r.window_started_at end,
      count = case when r.window_started_at <= now() - make_interval(secs => ${window}) then ${weight} else r.count + ${weight} end
    returning count, extract(epoch from (window_started_at + make_interval(secs => ${window}) - now()))::float8 as retry_after`);
  const row = rowsOf<Counter>(result)[0];
  if (!row) throw new Error('rate_limits upsert returned no row');
  return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) };
}

/**
 * Counts one hit on `key`; throws a 429 Failure when the window already holds `max` hits.
 * The refused hit is counted too (it is one more attempt), which changes nothing for the caller.
 */
export async function consume(db: AppDb, limit: Limit, key: string): Promise<void> {
  const counted = await hit(db, limit, key);
  if (counted.count > limit.max) throw tooManyRequests(counted.retryAfterSeconds);
}

/**
 * Counts `weight` hits on `key` only if they fit in the window (e.g. the AWBs of one lookup: a request
 * that does not fit is refused and not counted). One atomic statement, shared by every process.
 * Answers null when they were counted, else the seconds until the window ends.
 */
export async function take(db: AppDb, limit: Limit, key: string, weight: number): Promise<number | null> {
  const window = limit.windowSeconds;
  if (weight > limit.max) return window;
  const expired = sql`r.window_started_at <= now() - make_interval(secs => ${window})`;
  // The update's WHERE refuses what does not fit: then no row comes back and nothing changed.
  const counted = await db.execute(sql`
    insert into rate_limits as r (key, window_started_at, count) values (${key}, now(), ${weight})
    on conflict (key) do update set
      window_started_at = case when ${expired} then now() else r.window_started_at end,
      count = case when ${expired} then ${weight} else r.count + ${weight} end
    where ${expired} or r.count + ${weight} <= ${limit.max}
    returning count`);
  if (rowsOf(counted).length > 0) return null;
  const [row] = rowsOf<{ retry_after: number }>(
    await db.execute(sql`
      select extract(epoch from (window_started_at + make_interval(secs => ${window}) - now()))::float8 as retry_after
      from rate_limits where key = ${key}`),
  );
  return Math.max(1, Number(row?.retry_after ?? window));
}

/** Takes back one hit, e.g. a login attempt that turned out to be right is not a failure. */
export async function refund(db: AppDb, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets windows that ended long ago (called now and then; a stale row would be reset anyway). */
export async function sweepRateLimits(db: AppDb, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`);
}
