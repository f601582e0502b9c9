// Retention of the correspondence and diagnostics the privacy policy promises to delete
// (/politica-confidentialitate, "Cât timp păstrăm datele"; src/features/content/legal-copy-privacy.ts):
// - error reports: at most 90 days;
// - chat messages and form messages: at most 2 years after the sender's last message (chat or
//   form, by e-mail address; a message without an address counts alone);
// - a contact message about an order (it names an AWB or order number): 3 years, the term the policy
//   gives orders and the correspondence about them.
// - Idempotency-Keys (and the first answers stored with them): 24 hours (services/idempotency/).
// - return requests (services/returns/): the photos a customer sent, 90 days after the request was
//   refused or closed (the move in its history); the request itself (the withdrawal statement, the
//   customer's contact and refund IBAN, with its history and any photo left) 3 years after its last
//   change, as long as the orders and the correspondence about them; one refunded from the shop's
//   cash-on-delivery money stays with its return_refunds row, a line of a payout (accounting records).
// Sessions, links and rate-limit windows are swept by services/auth/maintenance.ts, push deliveries
// and devices by services/push/queue.ts. Runs with that sweep (services/maintenance/jobs.ts), hourly.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { pruneExpiredKeys } from './idempotency/index.ts';

export const RETENTION = {
  errorReports: '90 days',
  correspondence: '2 years',
  orderCorrespondence: '3 years',
  returnPhotos: '90 days',
  returnRequests: '3 years',
} as const;

/** A contact message that names an AWB or order number: kept like the order (3 years, and on erasure). */
export const CONTACT_ABOUT_AN_ORDER = sql`(kind = 'contact' and coalesce(btrim(fields->>'reference'), '') <> '')`;

/** The photos of requests refused or closed before the period, then the requests unchanged for 3 years (history and photos cascade). */
async function purgeReturns(db: AppDb): Promise<void> {
  await db.execute(sql`
    delete from return_photos p
    using return_requests r
    where r.id = p.return_id
      and r.status in ('refused', 'closed')
      and exists (
        select 1 from return_status_history h
        where h.return_id = r.id and h.to_status = r.status and h.created_at < now() - ${RETENTION.returnPhotos}::interval)`);
  await db.execute(sql`delete from return_requests r where r.updated_at < now() - ${RETENTION.returnRequests}::interval
    and not exists (select 1 from return_refunds f where f.return_id = r.id)`);
}

export async function purgePastRetention(db: AppDb): Promise<void> {
  await pruneExpiredKeys(db);
  await purgeReturns(db);
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
