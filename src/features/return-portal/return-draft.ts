// The return form's draft (issue #33: "its draft survives a reload"), one per shop's page, kept in
// the device database (lib/db.ts `checkoutDrafts`, id `return:{slug}`, beside the order's draft) as
// the customer types: the order found (with the data it was found by), the items and their reasons,
// the drop-off method and carrier, the contact, and when the form was first shown (the server's
// fill-time check). Deleted once the request is filed, and on logout with every checkout draft
// (lib/db.ts clearUserData). Versioned: a draft of another shape is ignored rather than half-read.
//
// Never kept: the refund IBAN (a bank account number has no place at rest in a browser's storage that
// outlives the tab, where the next person on a shared device could read it; it is typed again, once)
// and the photos (File objects cannot be stored faithfully, and images of the goods can be large and
// personal: they are chosen again).
import { loadDb } from '../../lib/load-db.ts';
import type { ChosenOrder, ReturnValues } from './return-form-state.ts';

export const RETURN_DRAFT_VERSION = 1;
export const RETURN_DRAFT_DELAY_MS = 300;

/** What is kept of the form's values. */
export type KeptValues = Omit<ReturnValues, 'iban' | 'photos'>;

export interface ReturnDraft {
  version: typeof RETURN_DRAFT_VERSION;
  order: ChosenOrder;
  values: KeptValues;
  startedAt: number;
}

export const returnDraftId = (slug: string) => `return:${slug}`;

/** The draft of these values: everything but the IBAN and the photos. */
export function draftOf(order: ChosenOrder, values: ReturnValues, startedAt: number): ReturnDraft {
  const { iban: _iban, photos: _photos, ...kept } = values;
  return { version: RETURN_DRAFT_VERSION, order, values: kept, startedAt };
}

/** The form's values from a draft (the IBAN and the photos empty). */
export function valuesOf(draft: ReturnDraft): ReturnValues {
  return { ...draft.values, iban: '', photos: [] };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isDraft(value: unknown): value is ReturnDraft {
  if (!isObject(value) || value.version !== RETURN_DRAFT_VERSION || !isObject(value.order) || !isObject(value.values)) return false;
  const { items, contact } = value.values;
  return Array.isArray(items) && items.length > 0 && isObject(contact) && typeof value.startedAt === 'number' && (isObject(value.order.lookup) || isObject(value.order.external));
}

/** The saved draft of the shop's page, or null (none, another version, or IndexedDB unavailable). */
export async function readReturnDraft(slug: string): Promise<ReturnDraft | null> {
  try {
    const row = await (await loadDb()).loadDraft<unknown>(returnDraftId(slug));
    return row && isDraft(row.data) ? row.data : null;
  } catch {
    return null;
  }
}

export async function writeReturnDraft(slug: string, draft: ReturnDraft): Promise<void> {
  try {
    await (await loadDb()).saveDraft(returnDraftId(slug), draft, 'details');
  } catch {
    // private mode or storage full: the form still works, only without the safety net
  }
}

export async function deleteReturnDraft(slug: string): Promise<void> {
  try {
    await (await loadDb()).clearDraft(returnDraftId(slug));
  } catch {
    // nothing was kept
  }
}
