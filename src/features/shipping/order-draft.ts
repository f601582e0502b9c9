/**
 * The order draft (spec §3 "checkout autosave draft"): everything the user typed from the chosen
 * offer to the payment method, kept in Dexie (`checkoutDrafts`, id 'current') as they type, so a
 * reload, a closed tab, a lost network or a crash loses nothing. Saving is debounced while typing
 * and flushed when the page is hidden; the draft is deleted once the order is placed, and on
 * logout with the rest of the personal data (lib/personal-data.ts). Versioned: a draft of another
 * shape is ignored rather than half-read.
 */
import { loadDb } from '../../lib/load-db.ts';
import type { Offer, PriceRequest } from '../../shared/shipping.ts';
import type { LocalityOption } from './shipping-api.ts';

export const ORDER_DRAFT_ID = 'current';
export const DRAFT_VERSION = 1;
export const AUTOSAVE_DELAY_MS = 300;

/** What the calculator hands over: the priced request and the offer the user picked. */
export interface ChosenOffer {
  request: PriceRequest;
  offer: Offer;
  from: LocalityOption | null;
  to: LocalityOption | null;
}

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  street: string;
  number: string;
  details: string;
  postal_code: string;
  /** The locker of the carrier at this end (services with a locker end). */
  locker_id: number | null;
}

export interface BillingValues {
  kind: 'person' | 'company';
  name: string;
  company: string;
  cui: string;
  reg_com: string;
  address: string;
  /** Where the billing address is (its invoice's city and county): required for a company; a person's defaults to the sender's. */
  locality?: LocalityOption | null;
}

export interface OrderDraft {
  version: typeof DRAFT_VERSION;
  chosen: ChosenOffer | null;
  sender: ContactValues;
  recipient: ContactValues;
  content: string;
  reference: string;
  /** The pickup day chosen (one of the offer's pickup_dates); null or absent: the first. */
  pickup_date?: string | null;
  billing: BillingValues;
  /** The billing holds what the app filled in (address book or sender), not what the user typed. */
  billing_filled?: boolean;
  payment: 'card' | 'wallet';
  /** The client's idempotency key for this order (one per draft: a retried submit is the same order). */
  idempotency_key: string;
}

export type OrderStep = 'offer' | 'details' | 'checkout';

export function emptyContact(): ContactValues {
  return { name: '', phone: '', email: '', company: '', street: '', number: '', details: '', postal_code: '', locker_id: null };
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function emptyDraft(chosen: ChosenOffer | null = null): OrderDraft {
  return {
    version: DRAFT_VERSION,
    chosen,
    sender: emptyContact(),
    recipient: emptyContact(),
    content: '',
    reference: '',
    billing: { kind: 'person', name: '', company: '', cui: '', reg_com: '', address: '' },
    payment: 'card',
    idempotency_key: newIdempotencyKey(),
  };
}

export interface StoredDraft {
  draft: OrderDraft;
  step: OrderStep;
  updatedAt: number;
}

function isDraft(value: unknown): value is OrderDraft {
  return Boolean(value) && typeof value === 'object' && (value as OrderDraft).version === DRAFT_VERSION && 'sender' in (value as object);
}

/** The saved draft, or null (none, another version, or IndexedDB unavailable). */
export async function readOrderDraft(): Promise<StoredDraft | null> {
  try {
    const row = await (await loadDb()).loadDraft<unknown>(ORDER_DRAFT_ID);
    if (!row || !isDraft(row.data)) return null;
    const step = (['offer', 'details', 'checkout'] as const).find((s) => s === row.step) ?? 'details';
    return { draft: row.data, step, updatedAt: row.updatedAt };
  } catch {
    return null;
  }
}

export async function writeOrderDraft(draft: OrderDraft, step: OrderStep): Promise<boolean> {
  try {
    await (await loadDb()).saveDraft(ORDER_DRAFT_ID, draft, step);
    return true;
  } catch {
    return false; // private mode or storage full: the form still works, only without the safety net
  }
}

/** Starts a draft from an offer picked in the calculator, keeping what was already typed. */
export async function startDraftWithOffer(chosen: ChosenOffer): Promise<void> {
  const saved = await readOrderDraft();
  // Another offer is another order: a new idempotency key (the typed details stay).
  const draft = saved ? { ...saved.draft, chosen, idempotency_key: newIdempotencyKey() } : emptyDraft(chosen);
  await writeOrderDraft(draft, 'details');
}

export async function deleteOrderDraft(): Promise<void> {
  await loadDb()
    .then((db) => db.clearDraft(ORDER_DRAFT_ID))
    .catch(() => undefined);
}
