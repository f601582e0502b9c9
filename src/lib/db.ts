/**
 * The app's one IndexedDB database (Dexie), for what must survive a reload or a lost network:
 * the checkout draft and the return forms' drafts (autosaved while the user types), the recent tracking lookups (so the
 * tracking screen can render the last known status offline), the tracking lookups asked for
 * while offline (done automatically once the connection returns), and the public forms (/contact,
 * /feedback, /business): what is being typed (one draft per form) and the submissions made
 * without network (sent automatically once the connection returns).
 *
 * Schema changes: add a new `this.version(n + 1)` block below; never edit an old one, browsers
 * holding the old version upgrade through every step. Personal rows are removed on logout with
 * `clearUserData()` so that the next person on the device sees none of them.
 */
import Dexie, { type EntityTable } from 'dexie';

export interface CheckoutDraft<T = unknown> {
  /** One draft per flow; 'current' for the order/checkout flow, 'return:{slug}' for a shop's return form (features/return-portal/return-draft.ts). */
  id: string;
  /** The form fields, owned and versioned by the checkout feature. */
  data: T;
  /** Which step the user was on, to resume there. */
  step?: string;
  updatedAt: number;
}

export interface RecentLookup {
  awb: string;
  /** Carrier slug, when the user picked it or it was inferred. */
  carrier?: string;
  /** The last known status, shown when the network is gone. */
  lastStatus?: string;
  lastStatusAt?: string;
  /** The whole last answer, so the timeline can render offline. */
  snapshot?: unknown;
  lookedUpAt: number;
}

export const MAX_RECENT_LOOKUPS = 20;

/** A tracking lookup asked for without network, done when the connection returns. */
export interface PendingLookup {
  awb: string;
  /** The carrier the user picked (null: any carrier). */
  carrierId: number | null;
  queuedAt: number;
}

/** More than a tracking request may hold (200) is never queued: the oldest are dropped. */
export const MAX_PENDING_LOOKUPS = 200;

/** What is being typed in one public form (one row per form kind), autosaved while typing. */
export interface FormDraftRow<T = unknown> {
  /** 'contact' | 'feedback' | 'business' (src/shared/forms.ts FormKind). */
  kind: string;
  /** The form's fields, owned by the forms feature. */
  values: T;
  /** ms epoch when the form was first shown (the server's spam timing check). */
  startedAt: number;
  /** The submission's idempotency key: a retried submission is stored once. */
  clientId: string;
  /** Field errors to show again (a queued submission the server refused). */
  errors?: Record<string, string>;
  /** A general message to show with them. */
  message?: string;
  updatedAt: number;
}

/** A form submission made without network: 'queued' is sent when the connection returns;
 * 'rejected' (422) waits to go back into its form with the server's errors. */
export interface PendingFormRow<T = unknown> {
  clientId: string;
  kind: string;
  values: T;
  startedAt: number;
  queuedAt: number;
  status: 'queued' | 'rejected';
  errors?: Record<string, string>;
  message?: string;
}

class CurieroDatabase extends Dexie {
  checkoutDrafts!: EntityTable<CheckoutDraft, 'id'>;
  recentLookups!: EntityTable<RecentLookup, 'awb'>;
  pendingLookups!: EntityTable<PendingLookup, 'awb'>;
  formDrafts!: EntityTable<FormDraftRow, 'kind'>;
  pendingForms!: EntityTable<PendingFormRow, 'clientId'>;

  constructor() {
    super('curiero');
    this.version(1).stores({
      checkoutDrafts: 'id, updatedAt',
      recentLookups: 'awb, lookedUpAt',
    });
    // 2: tracking lookups queued while offline.
    this.version(2).stores({
      pendingLookups: 'awb, queuedAt',
    });
    // 3: the public forms' drafts and the submissions made offline.
    this.version(3).stores({
      formDrafts: 'kind, updatedAt',
      pendingForms: 'clientId, kind, queuedAt',
    });
  }
}

export const db = new CurieroDatabase();

export async function saveDraft<T>(id: string, data: T, step?: string): Promise<void> {
  await db.checkoutDrafts.put({ id, data, step, updatedAt: Date.now() });
}

export async function loadDraft<T>(id: string): Promise<CheckoutDraft<T> | undefined> {
  return (await db.checkoutDrafts.get(id)) as CheckoutDraft<T> | undefined;
}

export async function clearDraft(id: string): Promise<void> {
  await db.checkoutDrafts.delete(id);
}

/** Records a lookup (newest first) and keeps only the last MAX_RECENT_LOOKUPS. */
export async function addRecentLookup(lookup: Omit<RecentLookup, 'lookedUpAt'> & { lookedUpAt?: number }): Promise<void> {
  const awb = lookup.awb.trim().toUpperCase();
  await db.transaction('rw', db.recentLookups, async () => {
    const previous = await db.recentLookups.get(awb);
    await db.recentLookups.put({ ...previous, ...lookup, awb, lookedUpAt: lookup.lookedUpAt ?? Date.now() });
    const stale = await db.recentLookups.orderBy('lookedUpAt').reverse().offset(MAX_RECENT_LOOKUPS).primaryKeys();
    if (stale.length) await db.recentLookups.bulkDelete(stale);
  });
}

export async function listRecentLookups(limit = MAX_RECENT_LOOKUPS): Promise<RecentLookup[]> {
  return db.recentLookups.orderBy('lookedUpAt').reverse().limit(limit).toArray();
}

export async function removeRecentLookup(awb: string): Promise<void> {
  await db.recentLookups.delete(awb.trim().toUpperCase());
}

export async function clearRecentLookups(): Promise<void> {
  await db.recentLookups.clear();
}

/** Queues lookups made offline (one row per AWB: asking again only moves it to the end). */
export async function addPendingLookups(awbs: readonly string[], carrierId: number | null): Promise<void> {
  await db.transaction('rw', db.pendingLookups, async () => {
    // After every row already queued, even within the same millisecond (the order is the queue's).
    const last = await db.pendingLookups.orderBy('queuedAt').last();
    const start = Math.max(Date.now(), (last?.queuedAt ?? 0) + 1);
    await db.pendingLookups.bulkPut(awbs.map((awb, i) => ({ awb: awb.trim().toUpperCase(), carrierId, queuedAt: start + i })));
    const stale = await db.pendingLookups.orderBy('queuedAt').reverse().offset(MAX_PENDING_LOOKUPS).primaryKeys();
    if (stale.length) await db.pendingLookups.bulkDelete(stale);
  });
}

/** The queued lookups, oldest first (the order they were asked for). */
export async function listPendingLookups(): Promise<PendingLookup[]> {
  return db.pendingLookups.orderBy('queuedAt').toArray();
}

export async function removePendingLookups(awbs: readonly string[]): Promise<void> {
  await db.pendingLookups.bulkDelete(awbs.map((awb) => awb.trim().toUpperCase()));
}

/** Removes every row that belongs to the person using the app (called on logout). */
export async function clearUserData(): Promise<void> {
  await db.transaction('rw', [db.checkoutDrafts, db.recentLookups, db.pendingLookups, db.formDrafts, db.pendingForms], async () => {
    await db.checkoutDrafts.clear();
    await db.recentLookups.clear();
    await db.pendingLookups.clear();
    await db.formDrafts.clear();
    await db.pendingForms.clear();
  });
}
