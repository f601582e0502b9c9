// A batch's rows checked together (POST /batches/validate, /quote, and again by POST /batches, which
// never trusts the client): the request's limits and defaults first (a 422 naming them), the sender
// from the account's address book, then every row through the single order's steps (row-check.ts),
// on the batch threads (check-pool.ts), so a 1,000-row file never holds the process's other requests.
// A batch whose carrier prices through its own API (asked per row, from here) is checked on this
// thread, a slice at a time, giving the event loop back between slices.
import { BATCH_LIMITS, BATCH_ROW_FIELDS, type BatchDefaults, type BatchRow, type BatchRowsRequest } from '../../../src/shared/batch-import.ts';
import type { ShippingAddress } from '../../../src/shared/addresses.ts';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { BOOLEAN_OPTIONS, SERVICES, SHIPPING_LIMITS as L } from '../../../src/shared/shipping.ts';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { defaultAddresses, getAddress } from '../addresses/index.ts';
import { Failure, REQUIRED, validationFailure, type FieldErrors } from '../failure.ts';
import { locationIndex, packIndex, streetsOf } from '../locations/index.ts';
import type { CommerceContext } from '../orders/index.ts';
import { isValidRomanianIban, normalizeIban } from '../pricing/index.ts';
import type { RowCheckPool, RowsToCheck } from './check-pool.ts';
import type { CheckedRow } from './check-tasks.ts';
import { checkRow, requestOf, type RowResult } from './row-check.ts';
import type { Sender } from './row-body.ts';

const thousands = (n: number) => n.toLocaleString('ro-RO');

export const BATCH_MESSAGES = {
  noRows: 'Lotul nu are niciun rând de expediat.',
  tooManyRows: (n: number) => `Un lot poate avea cel mult ${thousands(BATCH_LIMITS.maxRows)} de rânduri; acesta are ${thousands(n)}. Împarte fișierul în mai multe loturi.`,
  tooLarge: `Fișierul este prea mare: un lot poate avea cel mult ${BATCH_LIMITS.maxFileBytes / 1024 / 1024} MB și ${thousands(BATCH_LIMITS.maxRows)} de rânduri. Împarte-l în mai multe fișiere.`,
  rowShape: 'Rândul trebuie să fie un obiect cu valorile coloanelor, ca text.',
  sender: 'Alege adresa expeditorului din agenda ta de adrese de expediere.',
  carrier: 'Alege un curier și un serviciu din listă, sau „cel mai ieftin”.',
  fromLocker: 'Lotul pleacă de la adresa expeditorului: alege un serviciu cu ridicare de la domiciliu.',
  parcel: `Dimensiunile implicite: greutate între 0 și ${L.maxParcelWeightKg} kg, laturi între 0 și ${L.maxParcelSideCm} cm.`,
  iban: 'IBAN-ul nu este un cont românesc valid (RO, 24 de caractere).',
  options: `Opțiunile lotului sunt doar: ${BOOLEAN_OPTIONS.join(', ')} (da sau nu).`,
  invalidRows: (n: number) => (n === 1 ? 'Un rând are erori: corectează-l sau scoate-l din lot.' : `${n} rânduri au erori: corectează-le sau scoate-le din lot.`),
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const positiveUpTo = (v: unknown, max: number) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= max;

/** The request's own limits and defaults (not its rows' contents): a 422 naming each problem. */
export function checkRequest(body: BatchRowsRequest): void {
  const errors: FieldErrors = {};
  const rows: unknown = body.rows;
  if (!Array.isArray(rows) || rows.length === 0) errors.rows = [BATCH_MESSAGES.noRows];
  else if (rows.length > BATCH_LIMITS.maxRows) throw new Failure(422, 'too_many_rows', BATCH_MESSAGES.tooManyRows(rows.length), { errors: { rows: [BATCH_MESSAGES.tooManyRows(rows.length)] } });
  else {
    const fields = new Set<string>(BATCH_ROW_FIELDS);
    rows.forEach((row, i) => {
      if (!isRecord(row) || Object.entries(row).some(([k, v]) => !fields.has(k) || (v !== undefined && typeof v !== 'string'))) errors[`rows.${i}`] = [BATCH_MESSAGES.rowShape];
    });
  }
  const d: Partial<BatchDefaults> = isRecord(body.defaults) ? body.defaults : {};
  if (!Number.isInteger(d.sender_address_id)) errors['defaults.sender_address_id'] = [BATCH_MESSAGES.sender];
  const carrier = d.carrier;
  if (carrier !== 'cheapest') {
    const service = isRecord(carrier) ? SERVICES.find((s) => s.id === carrier.service_id) : undefined;
    if (!isRecord(carrier) || !CARRIERS.some((c) => c.id === carrier.carrier_id) || !service) errors['defaults.carrier'] = [BATCH_MESSAGES.carrier];
    else if (service.from !== 'home') errors['defaults.carrier'] = [BATCH_MESSAGES.fromLocker];
  }
  const p: Record<string, unknown> = isRecord(d.parcel) ? d.parcel : {};
  if (!positiveUpTo(p.weight_kg, L.maxParcelWeightKg) || !['length_cm', 'width_cm', 'height_cm'].every((k) => positiveUpTo(p[k], L.maxParcelSideCm))) errors['defaults.parcel'] = [BATCH_MESSAGES.parcel];
  if (typeof d.content !== 'string') errors['defaults.content'] = [REQUIRED];
  if (!isRecord(d.options) || Object.entries(d.options).some(([k, v]) => typeof v !== 'boolean' || !(BOOLEAN_OPTIONS as readonly string[]).includes(k))) errors['defaults.options'] = [BATCH_MESSAGES.options];
  if (d.cod_iban !== undefined && d.cod_iban !== '' && (typeof d.cod_iban !== 'string' || !isValidRomanianIban(d.cod_iban))) errors['defaults.cod_iban'] = [BATCH_MESSAGES.iban];
  if (Object.keys(errors).length) throw validationFailure(errors);
}

/** The sender address (a shipping address of the account) and the billing of the batch's orders. */
export async function senderOf(ctx: CommerceContext, customerId: number, defaults: BatchDefaults): Promise<Sender> {
  const from = (await getAddress(ctx.db, customerId, defaults.sender_address_id, 'shipping').catch((error: unknown) => {
    if (error instanceof Failure && error.status === 404) throw validationFailure({ 'defaults.sender_address_id': [BATCH_MESSAGES.sender] });
    throw error;
  })) as ShippingAddress;
  const { billing } = await defaultAddresses(ctx.db, customerId);
  // A book address saved without an e-mail: the account's, where the carriers' notices about the batch go.
  const [account] = from.email ? [] : await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  const company = billing?.address_type === 'business' && billing.company && billing.vat_no;
  return {
    address: {
      locality_id: from.locality_id,
      street_name: from.street_name,
      street_number: from.street_no,
      ...(from.street_details ? { street_details: from.street_details } : {}),
      ...(from.zipcode ? { postal_code: from.zipcode } : {}),
      contact: from.contact,
      phone: from.phone,
      email: from.email || account?.email || '',
      ...(from.company ? { company: from.company } : {}),
    },
    billing: company
      ? { type: 'company', name: billing.company, cui: billing.vat_no, address: [billing.street_name, billing.street_no].filter(Boolean).join(' '), locality_id: billing.locality_id }
      : { type: 'person', name: billing?.contact || from.contact },
    holder: from.company || from.contact,
  };
}

const SLICE = 10;
/** Rows per task of the batch threads: a 1,000-row batch is 10 tasks, spread over the pool's threads. */
const THREAD_SLICE = 100;

/** Whether a carrier the batch may go to prices through its own API (asked per row, from the main thread). */
function asksCarriers(ctx: CommerceContext, defaults: BatchDefaults): boolean {
  const ids = defaults.carrier === 'cheapest' ? CARRIERS.map((c) => c.id) : [defaults.carrier.carrier_id];
  return ids.some((id) => {
    if (!ctx.carriers.isReal(id)) return false;
    const adapter = ctx.carriers.adapter(id);
    return Boolean(adapter.capabilities?.quote && adapter.quote);
  });
}

/** The rows checked on the batch threads, the orders made again from what they answer. */
async function checkOnThreads(ctx: CommerceContext, pool: RowCheckPool, input: Omit<RowsToCheck, 'rows' | 'start' | 'index'>, rows: BatchRow[]): Promise<RowResult[]> {
  const index = packIndex(await locationIndex(ctx.db));
  const slices: Promise<CheckedRow[]>[] = [];
  for (let start = 0; start < rows.length; start += THREAD_SLICE) {
    slices.push(pool.check({ ...input, rows: rows.slice(start, start + THREAD_SLICE), start, index }, (siruta) => streetsOf(ctx.db, siruta)));
  }
  return (await Promise.all(slices)).flat().map(({ verdict, priced }) => ({
    verdict,
    priced: priced ? { request: requestOf(priced.body, input.customerId), offer: priced.offer, now: input.now } : null,
  }));
}

/**
 * Every row's verdict (and priced order, when `priced`), in the rows' order: on the batch threads
 * when a pool is given and no carrier of the batch quotes through its API, else here a slice at a time.
 */
export async function checkRows(ctx: CommerceContext, customerId: number, request: BatchRowsRequest, payment: 'wallet' | 'card', pool?: RowCheckPool, priced = true): Promise<RowResult[]> {
  checkRequest(request);
  const defaults: BatchDefaults = { ...request.defaults, ...(request.defaults.cod_iban ? { cod_iban: normalizeIban(request.defaults.cod_iban) } : {}) };
  const sender = await senderOf(ctx, customerId, defaults);
  const now = ctx.now();
  const rows: BatchRow[] = request.rows;
  if (pool && !asksCarriers(ctx, defaults)) {
    const real = CARRIERS.filter((c) => ctx.carriers.isReal(c.id)).map((c) => c.id);
    return checkOnThreads(ctx, pool, { defaults, sender, payment, customerId, now, priced, carriers: { deployment: ctx.carriers.deployment, real } }, rows);
  }
  const locations = await locationIndex(ctx.db);
  const results: RowResult[] = [];
  for (let start = 0; start < rows.length; start += SLICE) {
    const slice = rows.slice(start, start + SLICE);
    results.push(...(await Promise.all(slice.map((row, i) => checkRow(ctx, { row, index: start + i, defaults, sender, payment, customerId, now, locations })))));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
