// What the account services need, built once at start and handed to them explicitly, so they run
// the same under a route, a script or a test. The signing key is read when first needed (it may
// live in the database), so an app that never signs a token never touches those tables.
import type { Config } from '../../config/index.ts';
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/index.ts';
import { loadSigningKey } from './tokens.ts';

export interface AuthContext {
  readonly db: AppDb;
  readonly config: Config;
  /** HS256 key of the access tokens. */
  signingKey(): Promise<Uint8Array>;
  readonly mailer: Mailer;
  readonly log: Logger;
}

export function createAuthContext(
  db: AppDb,
  config: Config,
  mailer: Mailer,
  log: Logger,
): AuthContext {
  let key: Promise<Uint8Array> | undefined;
  const signingKey = () =>
    (key ??= loadSigningKey(db, config.auth.secret).catch((error: unknown) => {
      // Not cached: the next request tries again (e.g. the database was briefly away).
      key = undefined;
      throw error;
    }));
  return { db, config, signingKey, mailer, log };
}
