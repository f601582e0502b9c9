// Rate limits shared by every server process: one fixed-window counter per key (a window starts at
// its first hit and lasts windowSeconds; windows always expire, so a per-account limit never locks
// the owner out for longer than its window). Keys are hashed: no store holds an e-mail address or
// an IP in clear. Where they are counted (issue #32: no database write per allowed request):
// - REDIS_URL set: every limit in Redis, one atomic script per hit (rate-limit-redis.ts); the
//   database while Redis does not answer;
// - else limits of at most EXACT_UP_TO hits per window (the sign-in, registration and password-reset
//   ones, and every other small one): one atomic upsert of the rate_limits table per hit, exact;
// - else (the larger ones: the public API's per-key limit, AWB lookups, orders per customer...): in
//   batches claimed from the same table by each process (rate-limit-batched.ts), one write per batch,
//   and never more than the limit allowed by all processes together.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { AppDb } from '../db/client.ts';
import { Failure } from './failure.ts';
import { batchedHit, batchedTake } from './rate-limit-batched.ts';
import { redisLimitsOf, type RedisLimits } from './rate-limit-redis.ts';
import { countHit, refundHit, takeHits } from './rate-limit-table.ts';
import type { Hit, Limit } from './rate-limit-types.ts';

export type { Hit, Limit } from './rate-limit-types.ts';
export { sweepRateLimits } from './rate-limit-table.ts';

/**
 * Without Redis, a limit of at most this many hits per window is counted hit by hit in the database
 * (exact: the sign-in, registration and password-reset limits are all at most 100); a larger one in
 * batches (rate-limit-batched.ts).
 */
export const EXACT_UP_TO = 100;

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
  // A shop's returns form finds an order by its AWB or reference and the customer's data
  // (services/returns/order-lookup.ts): per address, and per shop for all addresses together.
  returnLookupsPerIp: { name: 'return-lookup-ip', max: 30, windowSeconds: 10 * MINUTE },
  returnLookupsPerShop: { name: 'return-lookup-shop', max: 1000, windowSeconds: HOUR },
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

/** In Redis when the database's limits are counted there and it answers, else in the database. */
async function counted<T>(db: AppDb, inRedis: (redis: RedisLimits) => Promise<T>, inDatabase: () => Promise<T>): Promise<T> {
  const redis = redisLimitsOf(db);
  if (!redis) return inDatabase();
  try {
    return await inRedis(redis);
  } catch (error) {
    redis.failed(error);
    return inDatabase();
  }
}

/**
 * Counts `weight` hits on `key` (a window that has run out starts again) and says where the window
 * stands, without refusing anything: for limits that depend on another counter.
 */
export function hit(db: AppDb, limit: Limit, key: string, weight = 1): Promise<Hit> {
  return counted(
    db,
    (redis) => redis.hit(limit, key, weight),
    () => (limit.max > EXACT_UP_TO ? batchedHit(db, limit, key, weight) : countHit(db, limit, key, weight)),
  );
}

/**
 * Counts one hit on `key`; throws a 429 Failure when the window already holds `max` hits.
 * The refused hit is counted too (it is one more attempt), which changes nothing for the caller.
 */
export async function consume(db: AppDb, limit: Limit, key: string): Promise<void> {
  const hits = await hit(db, limit, key);
  if (hits.count > limit.max) throw tooManyRequests(hits.retryAfterSeconds);
}

/**
 * Counts `weight` hits on `key` only if they fit in the window (e.g. the AWBs of one lookup: a request
 * that does not fit is refused and not counted). Answers null when they were counted, else the
 * seconds until the window ends.
 */
export function take(db: AppDb, limit: Limit, key: string, weight: number): Promise<number | null> {
  return counted(
    db,
    (redis) => redis.take(limit, key, weight),
    () => (limit.max > EXACT_UP_TO ? batchedTake(db, limit, key, weight) : takeHits(db, limit, key, weight)),
  );
}

/** Takes back one hit, e.g. a login attempt that turned out to be right is not a failure. */
export function refund(db: AppDb, key: string): Promise<void> {
  return counted(
    db,
    (redis) => redis.refund(key),
    () => refundHit(db, key),
  );
}
