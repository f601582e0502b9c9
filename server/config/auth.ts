// Sign-in: the access tokens' key and lifetimes, sessions, impersonation, registrations and sign-ins per IP.
import type { EnvKit } from './env.ts';

export interface AuthConfig {
  /** HS256 key for access tokens; null: generated once and kept in the database (server_secrets). */
  readonly secret: string | null;
  readonly accessTokenTtlSeconds: number;
  /** Absolute session lifetimes, from login, whatever the activity. */
  readonly sessionTtlDays: number;
  readonly sessionRememberTtlDays: number;
  readonly impersonationTtlSeconds: number;
  /** New accounts one IP may register in an hour (LIMITS.registerPerIp); raised only for test servers. */
  readonly registrationsPerIpPerHour: number;
  /** Sign-ins one IP may try in 10 minutes (LIMITS.loginPerIp); raised only for test servers (one IP signs in all day). */
  readonly loginsPerIpPer10Minutes: number;
}

export function readAuth(kit: EnvKit): AuthConfig {
  return Object.freeze({
    // A short HMAC key is guessable offline from any access token.
    secret: kit.secret('AUTH_SECRET', 32),
    accessTokenTtlSeconds: kit.integer('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    sessionTtlDays: kit.integer('SESSION_TTL_DAYS', 1, 1, 365),
    sessionRememberTtlDays: kit.integer('SESSION_REMEMBER_TTL_DAYS', 30, 1, 365),
    impersonationTtlSeconds: kit.integer('IMPERSONATION_TTL_SECONDS', 600, 1, 600),
    registrationsPerIpPerHour: kit.integer('REGISTRATIONS_PER_IP_PER_HOUR', 20, 1, 1000),
    loginsPerIpPer10Minutes: kit.integer('LOGINS_PER_IP_PER_10_MINUTES', 30, 1, 1000),
  });
}
