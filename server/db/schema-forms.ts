// The public forms' table (drizzle pg-core), re-exported by schema.ts: one row per message sent from
// /contact, /feedback or /business (src/shared/forms.ts). The validated values are kept as jsonb,
// with the columns people search by (reference, e-mail, name, customer) beside them, and the fate
// of its two e-mails (the team's notification and the sender's acknowledgement).
// Privacy rule: no column for the sender's IP (the rate limiter only keeps a hash of it).
// `client_id` is the browser's id of one submission: a retry of it finds the first row (unique per kind).
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { BusinessForm, ContactForm, FeedbackForm, FormKind } from '../../src/shared/forms.ts';
import { customers } from './schema-accounts.ts';

export const FORM_SUBMISSION_KINDS = ['contact', 'feedback', 'business'] as const satisfies readonly FormKind[];
/**
 * pending: not tried yet (or the process stopped first); sent; failed (logged); none: nothing to send
 * (feedback without an e-mail); skipped: that address already got too many acknowledgements.
 */
export const FORM_MAIL_STATUSES = ['pending', 'sent', 'failed', 'none', 'skipped'] as const;
export type FormMailStatus = (typeof FORM_MAIL_STATUSES)[number];

/** The validated values as stored: trimmed, phone and CUI in their normal form. */
export type FormFields = ContactForm | FeedbackForm | BusinessForm;

export const formSubmissions = pgTable(
  'form_submissions',
  {
    // By default (not always): the id is drawn first, so the reference can be written with the row.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** CT-2026-000123 (contact), FB-… (feedback), OF-… (business): the id behind the year. */
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: FORM_SUBMISSION_KINDS }).notNull(),
    clientId: uuid('client_id'),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id, { onDelete: 'set null' }),
    /** The sender's name (business: the contact person); null when feedback left it out. */
    name: text('name'),
    /** Trimmed and lower-cased; null when feedback left it out. */
    email: text('email'),
    fields: jsonb('fields').$type<FormFields>().notNull(),
    teamMailStatus: text('team_mail_status', { enum: FORM_MAIL_STATUSES }).notNull().default('pending'),
    ackMailStatus: text('ack_mail_status', { enum: FORM_MAIL_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('form_submissions_kind_client_id_unique').on(t.kind, t.clientId),
    index('form_submissions_email_idx').on(t.email),
    index('form_submissions_customer_idx').on(t.customerId),
    index('form_submissions_kind_created_idx').on(t.kind, t.createdAt),
    check('form_submissions_kind_check', sql`${t.kind} in ('contact', 'feedback', 'business')`),
    check('form_submissions_team_mail_status_check', sql`${t.teamMailStatus} in ('pending', 'sent', 'failed', 'none', 'skipped')`),
    check('form_submissions_ack_mail_status_check', sql`${t.ackMailStatus} in ('pending', 'sent', 'failed', 'none', 'skipped')`),
  ],
);
