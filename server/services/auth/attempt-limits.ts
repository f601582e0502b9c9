// Which counters an account attempt (a login, a forgot-password request) is counted against, so that
// a stranger slows an attacker's guessing and mail bombing down without locking the owner out
// (numbers in rate-limit.ts LIMITS, documented in routes/private/auth/README.md):
// - from a device that signed in to the account before (a valid device token, devices.ts): that
//   device's own allowance only, which nobody else can use up;
// - from any other device, logins: failures per account+IP, and once the account has had many of those
//   in the hour (someone guessing from many addresses), only a few an hour per account and network
//   (IPv4 /24, IPv6 /48). The attacker is slowed to a crawl; the owner, from a network of their own,
//   still gets in.
// - from any other device, reset mails: a few per e-mail+IP (a stranger's address soon stops), and a
//   cap per e-mail for all of them together (mail bombing from many addresses).
import { consume, hit, LIMITS, networkOf, rateLimitKey, tooManyRequests } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { recognisedDevice } from './devices.ts';
import type { Client } from './client.ts';

/**
 * Counts a login attempt as a failure where it belongs (429 when over, the refused one counted too);
 * answers the keys to refund when the password turns out to be right. `email` is normalised.
 */
export async function countLoginAttempt(ctx: AuthContext, email: string, client: Client): Promise<string[]> {
  const device = await recognisedDevice(ctx, email, client.deviceTokens ?? []);
  if (device) {
    const key = rateLimitKey(LIMITS.loginFailuresPerDevice, email, device);
    await consume(ctx.db, LIMITS.loginFailuresPerDevice, key);
    return [key];
  }
  const accountAndIp = rateLimitKey(LIMITS.loginFailuresPerAccountAndIp, email, client.ip);
  const hourly = rateLimitKey(LIMITS.loginFailuresPerAccountAndNetworkUnderAttack, email, networkOf(client.ip));
  const account = rateLimitKey(LIMITS.loginFailuresPerAccount, email);
  await consume(ctx.db, LIMITS.loginFailuresPerAccountAndIp, accountAndIp);
  const ofNetwork = await hit(ctx.db, LIMITS.loginFailuresPerAccountAndNetworkUnderAttack, hourly);
  const ofAccount = await hit(ctx.db, LIMITS.loginFailuresPerAccount, account);
  const underAttack = ofAccount.count > LIMITS.loginFailuresPerAccount.max;
  if (underAttack && ofNetwork.count > LIMITS.loginFailuresPerAccountAndNetworkUnderAttack.max) {
    throw tooManyRequests(ofNetwork.retryAfterSeconds);
  }
  return [accountAndIp, hourly, account];
}

/** Counts a forgot-password request for `email` (normalised); 429 when over. */
export async function countResetRequest(ctx: AuthContext, email: string, client: Client): Promise<void> {
  await consume(ctx.db, LIMITS.forgotPasswordPerIp, rateLimitKey(LIMITS.forgotPasswordPerIp, client.ip));
  const device = await recognisedDevice(ctx, email, client.deviceTokens ?? []);
  if (device) {
    await consume(ctx.db, LIMITS.forgotPasswordPerDevice, rateLimitKey(LIMITS.forgotPasswordPerDevice, email, device));
    return;
  }
  // Per e-mail+IP first: a request refused there does not use up the cap all addresses share.
  await consume(ctx.db, LIMITS.forgotPasswordPerEmailAndIp, rateLimitKey(LIMITS.forgotPasswordPerEmailAndIp, email, client.ip));
  await consume(ctx.db, LIMITS.forgotPasswordPerEmail, rateLimitKey(LIMITS.forgotPasswordPerEmail, email));
}
