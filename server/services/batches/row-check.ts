// One row of a batch through the single order's own steps (services/orders: checkOrder, then
// priceOrder, which runs the pricing engine's checks and lookups against the official locality,
// street and postal-code lists, the carrier's limits and lockers): its verdict, with the order's
// Romanian messages moved from the order's field paths to the row's columns, the fixes that are
// certain, and, when the row is good, the priced order the batch records.
import type { BatchDefaults, BatchRow, BatchRowField, BatchRowVerdict } from '../../../src/shared/batch-import.ts';
import { Failure, type FieldErrors } from '../failure.ts';
import { foldName, type LocalityEntry, type ResolverIndex } from '../locations/index.ts';
import { checkOrder, priceOrder, priceRequestOf, validateOrder, type OrderRequest, type Priced, type PricingContext } from '../orders/index.ts';
import { ROW_MESSAGES, rowBody, serviceOfRow, type Sender } from './row-body.ts';

export const CHECK_MESSAGES = {
  county: 'Completează județul.',
  noCarrier: 'Niciun curier nu poate prelua acest colet',
  sender: 'Expeditor',
} as const;

const TO_ROW: Record<string, BatchRowField> = {
  'address_to.contact': 'recipient_name',
  'address_to.company': 'company',
  'address_to.phone': 'phone',
  'address_to.email': 'email',
  'address_to.locality_id': 'locality',
  'address_to.locality_name': 'locality',
  'address_to.county_name': 'county',
  'address_to.county_code': 'county',
  'address_to.postal_code': 'postal_code',
  'address_to.street_number': 'street_no',
  'address_to.street_details': 'address_details',
  'address_to.fixed_location_id': 'locker_id',
  'extra.parcel_content': 'content',
  'extra.internal_identifier': 'reference',
  'extra.bank_repayment_amount': 'cod_amount',
  'extra.bank_iban': 'cod_amount',
  'extra.insurance_amount': 'declared_value',
  'content.parcels': 'parcels',
  'content.parcels_count': 'parcels',
  content: 'parcels',
};

const SIZE_FIELDS: Record<string, BatchRowField> = { weight: 'weight_kg', length: 'length_cm', width: 'width_cm', height: 'height_cm' };

/** The row column an order field's message belongs to ('row' when it is the batch's or the sender's). */
function rowFieldOf(path: string, streetField: BatchRowField): BatchRowField | 'row' {
  if (path === 'address_to.street_name') return streetField;
  const size = /^content\.parcels\.\d+\.size\.(\w+)$/.exec(path);
  if (size) return SIZE_FIELDS[size[1]!] ?? 'row';
  return TO_ROW[path] ?? 'row';
}

export interface RowInput {
  row: BatchRow;
  index: number;
  defaults: BatchDefaults;
  sender: Sender;
  payment: 'wallet' | 'card';
  customerId: number;
  now: Date;
  locations: ResolverIndex;
}

/** What a row's check reads of the order services' context: the main thread's, or a batch thread's (check-tasks.ts). */
export type RowContext = PricingContext;

export interface RowResult {
  verdict: BatchRowVerdict;
  /** The row's order, checked and priced, when the row is good. */
  priced: Priced | null;
}

/** The order request of a row's body (a batch's order). */
export function requestOf(body: OrderRequest['body'], customerId: number): OrderRequest {
  return {
    body,
    owner: { customerId, guestEmail: null },
    // Each row's order is made by the batch (its own Idempotency-Key covers them all).
    idempotency: { scope: `customer:${customerId}`, key: null, method: 'POST', path: '/api/private/batches', body: null },
    origin: 'app',
    apiKeyId: null,
    testMode: false,
    render: () => Promise.reject(new Error('a batch row is answered by its batch')),
  };
}

/** The cheapest carrier serving the row (its service: to the door, or to its locker), or the engine's errors. */
async function cheapest(ctx: RowContext, body: OrderRequest['body'], serviceId: number, now: Date): Promise<{ carrierId: number; serviceId: number } | FieldErrors> {
  try {
    const answer = await ctx.pricing.calculate({ ...priceRequestOf(body), carrier_id: 0, service_id: serviceId }, now);
    const best = answer.data[0];
    if (best) return { carrierId: best.carrier_id, serviceId: best.service_id };
    const reasons = [...new Set(answer.unavailable.map((u) => u.reason))].join(' ');
    return { row: [`${CHECK_MESSAGES.noCarrier}${reasons ? `: ${reasons}` : '.'}`] };
  } catch (error) {
    if (error instanceof Failure && error.status === 422) return { ...validateOrder(body, { guest: false, now }), ...(error.details.errors ?? { row: [error.message] }) };
    throw error;
  }
}

/** Fixes that are certain: the locality's and county's exact names (diacritics), or the one locality of a postal code. */
export function suggestionsOf(row: BatchRow, locations: ResolverIndex, errors: BatchRowVerdict['errors']): BatchRowVerdict['suggestions'] {
  const suggestions: BatchRowVerdict['suggestions'] = {};
  const countyFits = (entry: LocalityEntry) => !row.county || foldName(entry.dto.county_name) === foldName(row.county).replace(/^(?:judetul|jud) /, '');
  const named = row.locality ? (locations.byName.get(foldName(row.locality)) ?? []).filter(countyFits) : [];
  const one = named.length === 1 ? named[0]! : null;
  const byCode = row.postal_code ? [...new Set(locations.byPostalCode.get(row.postal_code.trim()) ?? [])] : [];
  const place = one ?? ((!row.locality || errors.locality) && byCode.length === 1 ? byCode[0]! : null);
  if (!place) return suggestions;
  if (place.dto.name !== row.locality?.trim()) suggestions.locality = place.dto.name;
  if (place.dto.county_name !== row.county?.trim()) suggestions.county = place.dto.county_name;
  return suggestions;
}

/** One row's verdict (and its priced order when good). */
export async function checkRow(ctx: RowContext, input: RowInput): Promise<RowResult> {
  const { row, index, defaults, sender, now } = input;
  const serviceId = serviceOfRow(row);
  let offer: { carrierId: number; serviceId: number } | null = defaults.carrier === 'cheapest' ? null : { carrierId: defaults.carrier.carrier_id, serviceId };
  const draft = rowBody(row, defaults, sender, offer ?? { carrierId: 0, serviceId }, input.payment);
  let fieldErrors: FieldErrors = {};
  let priced: Priced | null = null;
  if (!offer) {
    const found = await cheapest(ctx, draft.body, serviceId, now);
    if ('carrierId' in found) offer = found as { carrierId: number; serviceId: number };
    else fieldErrors = found as FieldErrors;
  }
  if (offer) {
    const request = requestOf({ ...draft.body, carrier_id: offer.carrierId, service_id: offer.serviceId }, input.customerId);
    try {
      priced = await priceOrder(ctx, checkOrder(request, now));
    } catch (error) {
      if (!(error instanceof Failure) || error.status !== 422) throw error;
      fieldErrors = error.details.errors ?? { row: [error.message] };
    }
  }
  const errors: BatchRowVerdict['errors'] = { ...draft.errors };
  for (const [path, messages] of Object.entries(fieldErrors)) {
    // The carrier's refusal of the offer (its locker cannot take the parcel...) is about the row's locker when it has one.
    let field = path === 'service_id' && row.locker_id ? 'locker_id' : rowFieldOf(path, draft.streetField);
    let text = messages.join(' ');
    if (path.startsWith('address_from.')) text = `${CHECK_MESSAGES.sender}: ${text}`;
    if (path === 'extra.bank_iban') text = ROW_MESSAGES.codIban;
    // A value that is not a number is said once, in the row's words.
    if (draft.errors[field as BatchRowField]) continue;
    // A locality given without its county: it is the county that is missing.
    if (field === 'locality' && row.locality && !row.county && messages.includes('Alege localitatea.')) [field, text] = ['county', CHECK_MESSAGES.county];
    if (errors[field]) {
      if (!errors[field]!.includes(text)) errors[field] = `${errors[field]} ${text}`;
    } else errors[field] = text;
  }
  const ok = Object.keys(errors).length === 0;
  return { verdict: { index, ok, errors, suggestions: suggestionsOf(row, input.locations, errors) }, priced: ok ? priced : null };
}
