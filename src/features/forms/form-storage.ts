// The forms' rows in the device database (lib/db.ts, version 3): one autosaved draft per form kind
// (`formDrafts`) and the submissions made without network (`pendingForms`), oldest first. Both can
// hold personal data and are removed on logout with the rest (clearUserData).
import type { FormDraftRow, PendingFormRow } from '../../lib/db.ts';
import { loadDb } from '../../lib/load-db.ts';
import type { FormErrors, FormKind, FormValues } from '../../shared/forms.ts';
import { readValues, type Submission } from './form-values.ts';

export interface StoredDraft<K extends FormKind = FormKind> extends Submission<K> {
  errors: FormErrors;
  message: string | null;
  updatedAt: number;
}

export interface PendingSubmission<K extends FormKind = FormKind> extends Submission<K> {
  queuedAt: number;
  status: 'queued' | 'rejected';
  errors: FormErrors;
  message: string | null;
}

function isKind(kind: string): kind is FormKind {
  return kind === 'contact' || kind === 'feedback' || kind === 'business';
}

function toDraft<K extends FormKind>(kind: K, row: FormDraftRow): StoredDraft<K> {
  return {
    kind,
    values: readValues(kind, row.values),
    startedAt: Number(row.startedAt) || Date.now(),
    clientId: String(row.clientId),
    errors: { ...row.errors },
    message: row.message ?? null,
    updatedAt: row.updatedAt,
  };
}

function toPending(row: PendingFormRow): PendingSubmission | null {
  if (!isKind(row.kind)) return null;
  return {
    kind: row.kind,
    values: readValues(row.kind, row.values),
    startedAt: row.startedAt,
    clientId: row.clientId,
    queuedAt: row.queuedAt,
    status: row.status,
    errors: { ...row.errors },
    message: row.message ?? null,
  };
}

export async function readFormDraft<K extends FormKind>(kind: K): Promise<StoredDraft<K> | null> {
  const { db } = await loadDb();
  const row = await db.formDrafts.get(kind);
  return row ? toDraft(kind, row) : null;
}

export async function writeFormDraft<K extends FormKind>(
  draft: Submission<K> & { errors?: FormErrors; message?: string | null },
): Promise<void> {
  const { db } = await loadDb();
  await db.formDrafts.put({
    kind: draft.kind,
    values: draft.values,
    startedAt: draft.startedAt,
    clientId: draft.clientId,
    errors: draft.errors && Object.keys(draft.errors).length ? draft.errors : undefined,
    message: draft.message ?? undefined,
    updatedAt: Date.now(),
  });
}

export async function deleteFormDraft(kind: FormKind): Promise<void> {
  const { db } = await loadDb();
  await db.formDrafts.delete(kind);
}

/** Keeps a submission to send when the connection returns (the same client_id: stored once). */
export async function queueSubmission<K extends FormKind>(submission: Submission<K>): Promise<void> {
  const { db } = await loadDb();
  await db.transaction('rw', db.pendingForms, async () => {
    const last = await db.pendingForms.orderBy('queuedAt').last();
    await db.pendingForms.put({
      clientId: submission.clientId,
      kind: submission.kind,
      values: submission.values as FormValues[K],
      startedAt: submission.startedAt,
      queuedAt: Math.max(Date.now(), (last?.queuedAt ?? 0) + 1),
      status: 'queued',
    });
  });
}

/** Every kept submission (queued and rejected), oldest first. */
export async function listPending(): Promise<PendingSubmission[]> {
  const { db } = await loadDb();
  const rows = await db.pendingForms.orderBy('queuedAt').toArray();
  return rows.map(toPending).filter((p): p is PendingSubmission => p !== null);
}

export async function countQueued(kind: FormKind): Promise<number> {
  const { db } = await loadDb();
  return db.pendingForms.where('kind').equals(kind).filter((row) => row.status === 'queued').count();
}

export async function removePending(clientId: string): Promise<void> {
  const { db } = await loadDb();
  await db.pendingForms.delete(clientId);
}

export async function markRejected(clientId: string, errors: FormErrors, message: string | null): Promise<void> {
  const { db } = await loadDb();
  await db.pendingForms.update(clientId, { status: 'rejected', errors, message: message ?? undefined });
}

/**
 * Moves the oldest submission of `kind` the server refused back into the form's draft, with its
 * errors, and returns it. Only into an empty form: when the user is writing something else
 * (`formIsEmpty` false) it waits, still kept, for the next time the form is empty.
 */
export async function adoptRejected<K extends FormKind>(kind: K, formIsEmpty: boolean): Promise<StoredDraft<K> | null> {
  const { db } = await loadDb();
  if (!formIsEmpty) return null;
  return db.transaction('rw', db.pendingForms, db.formDrafts, async () => {
    const rows = await db.pendingForms.where('kind').equals(kind).filter((row) => row.status === 'rejected').sortBy('queuedAt');
    const row = rows[0];
    if (!row) return null;
    const draft: StoredDraft<K> = {
      kind,
      values: readValues(kind, row.values),
      startedAt: row.startedAt,
      clientId: row.clientId,
      errors: { ...row.errors },
      message: row.message ?? null,
      updatedAt: Date.now(),
    };
    await db.formDrafts.put({ ...draft, message: draft.message ?? undefined });
    await db.pendingForms.delete(row.clientId);
    return draft;
  });
}
