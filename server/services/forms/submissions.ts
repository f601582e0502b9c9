// Receives one message of a public form whose fields the route has validated (validateForm of
// src/shared/forms.ts and the started_at check): answers a retry of an earlier submission (same
// client_id) with its first result, counts the submission against the IP's limit, pretends for a
// filled honeypot, stores the row, and only after it is committed sends the two e-mails in the
// background (notify.ts). The answer never waits for mail, and a mail failure never fails it.
import { and, eq, sql } from 'drizzle-orm';
import { FORM_MESSAGES, type FormKind } from '../../../src/shared/forms.ts';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema.ts';
import type { FormContext } from './context.ts';
import { formFields, senderOf, type RawForm } from './fields.ts';
import { queueFormMails } from './notify.ts';
import { consumeFormLimit } from './spam.ts';

export interface FormSubmission {
  kind: FormKind;
  /** The body's form fields, valid. */
  values: RawForm;
  /** The browser's UUID of this submission (a retry sends it again), or null. */
  clientId: string | null;
  /** The signed-in customer sending it, or null. */
  customerId: number | null;
  /** For the rate limit only; never stored. */
  ip: string;
  /** The honeypot was filled: answer like a success, keep and send nothing. */
  honeypot: boolean;
  now: Date;
}

export interface FormReceipt {
  id: number;
  reference: string;
  message: string;
}

export const REFERENCE_PREFIX: Record<FormKind, string> = { contact: 'CT', feedback: 'FB', business: 'OF' };

const YEAR = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Bucharest' });

/** CT-2026-000123: the form's prefix, the year (Romanian time) and the row's id, at least 6 digits. */
export function formReference(kind: FormKind, id: number, at: Date): string {
  return `${REFERENCE_PREFIX[kind]}-${YEAR.format(at)}-${String(id).padStart(6, '0')}`;
}

const receipt = (kind: FormKind, row: { id: number; reference: string }): FormReceipt => ({
  id: row.id,
  reference: row.reference,
  message: FORM_MESSAGES.sent[kind],
});

async function findByClientId(db: AppDb, kind: FormKind, clientId: string) {
  const [row] = await db
    .select({ id: formSubmissions.id, reference: formSubmissions.reference })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.kind, kind), eq(formSubmissions.clientId, clientId)));
  return row;
}

async function nextId(db: AppDb): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('form_submissions', 'id'))::text as id`);
  const id = Number(rowsOf<{ id: string }>(result)[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('form_submissions: no id from the sequence');
  return id;
}

export async function submitForm(ctx: FormContext, input: FormSubmission): Promise<FormReceipt> {
  const { db } = ctx;
  const { kind, clientId, now } = input;
  // A retry (the answer was lost, the browser sent its queued copy again): the first result, for free.
  if (clientId) {
    const earlier = await findByClientId(db, kind, clientId);
    if (earlier) return receipt(kind, earlier);
  }
  await consumeFormLimit(db, kind, input.ip);
  // The id comes first so the reference is written with the row; a bot gets a real-looking one too.
  const id = await nextId(db);
  const reference = formReference(kind, id, now);
  if (input.honeypot) {
    ctx.log.info({ form: kind }, 'form honeypot filled: answered as sent, nothing stored');
    return receipt(kind, { id, reference });
  }
  const fields = formFields(kind, input.values);
  const sender = senderOf(kind, fields);
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(formSubmissions)
      .values({
        id,
        reference,
        kind,
        clientId,
        customerId: input.customerId,
        name: sender.name,
        email: sender.email,
        fields,
        ackMailStatus: sender.email ? 'pending' : 'none',
        createdAt: now,
      })
      .onConflictDoNothing({ target: [formSubmissions.kind, formSubmissions.clientId] })
      .returning({ id: formSubmissions.id, reference: formSubmissions.reference });
    // The message and the promise of its e-mails are one change.
    if (stored) await queueFormMails(tx, stored.id, sender.email !== null);
    return stored;
  });
  if (!row) {
    // The same submission arrived twice at once and the other copy was stored first.
    const earlier = clientId ? await findByClientId(db, kind, clientId) : undefined;
    if (!earlier) throw new Error('form_submissions: insert returned no row');
    return receipt(kind, earlier);
  }
  return receipt(kind, row);
}
