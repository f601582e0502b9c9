// Retention of the correspondence and diagnostics the privacy policy promises to delete
// (/politica-confidentialitate, "Cât timp păstrăm datele"; src/features/content/legal-copy-privacy.ts):
// - error reports: at most 90 days;
// - chat messages and form messages: at most 2 years after the sender's last message (chat or
//   form, by e-mail address; a message without an address counts alone);
// - a contact message about an order (it names an AWB or order number): 3 years, the term the policy
//   gives orders and the correspondence about them.
// - Idempotency-Keys (and the first answers stored with them): 24 hours (services/idempotency/).
// Sessions, links and rate-limit windows are swept by services/auth/maintenance.ts, push deliveries
// and devices by services/push/queue.ts. Runs with that sweep (services/maintenance/jobs.ts), hourly.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { pruneExpiredKeys } from './idempotency/index.ts';

export const RETENTION = {
  errorReports: '90 days',
  correspondence: '2 years',
  orderCorrespondence: '3 years',
} as const;

/** A contact message that names an AWB or order number: kept like the order (3 years, and on erasure). */
export const CONTACT_ABOUT_AN_ORDER = sql`(kind = 'contact' and coalesce(btrim(fields->>'reference'), '') <> '')`;

export async function purgePastRetention(db: AppDb): Promise<void> {
  await pruneExpiredKeys(db);
  await db.execute(sql`delete from error_reports where created_at < now() - ${RETENTION.errorReports}::interval`);
  // Addresses that wrote (chat or form) within the period keep all their correspondence.
  const recentSenders = sql`(
    select lower(email) from chat_messages where created_at >= now() - ${RETENTION.correspondence}::interval
    union
    select lower(email) from form_submissions where email is not null and created_at >= now() - ${RETENTION.correspondence}::interval
  )`;
  await db.execute(sql`
    delete from chat_messages
    where created_at < now() - ${RETENTION.correspondence}::interval and lower(email) not in ${recentSenders}`);
  await db.execute(sql`
    delete from form_submissions
    where created_at < now() - ${RETENTION.correspondence}::interval
      and (email is null or lower(email) not in ${recentSenders})
      and (not ${CONTACT_ABOUT_AN_ORDER} or created_at < now() - ${RETENTION.orderCorrespondence}::interval)`);
}
