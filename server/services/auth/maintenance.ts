// Housekeeping: rows that can no longer mean anything (ended windows, spent or expired codes,
// links and states, sessions over for a month) are deleted now and then, so the tables stay small.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { sweepRateLimits } from '../rate-limit.ts';

export async function sweepExpired(db: AppDb): Promise<void> {
  await sweepRateLimits(db);
  await db.execute(sql`delete from oauth_states where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from impersonation_codes where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from auth_links where expires_at < now() - interval '1 day'`);
  // Refresh tokens go with their sessions (on delete cascade).
  await db.execute(sql`delete from auth_sessions where coalesce(revoked_at, expires_at) < now() - interval '30 days'`);
}
