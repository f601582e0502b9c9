// The address book of an account (table `addresses`): billing, shipping (sender) and delivery
// (recipient) addresses, used by the dashboard's private API and the shops' public API alike.
// - One default per kind (the partial unique index `addresses_default_unique`): the first address
//   of a kind becomes its default; making another one the default unsets the previous one in the
//   same transaction; deleting the default hands it to the newest remaining address of that kind.
//   A default may also be unset (`is_default: false`): then the kind has none until one is chosen.
// - At most MAX_ADDRESSES_PER_KIND addresses of a kind per account.
// - Every write takes a lock of the account's address book (an advisory lock on the customer id),
//   so two concurrent writes never make two defaults or a 501st address; a refused write changes
//   nothing (one transaction).
// - An address of another account, or of another kind than the one asked for, is not found (404).
// - Lists: the default first, then the newest first.
import { and, count, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { addresses, type AddressKind } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import { locationIndex } from '../locations/index.ts';
import { checkPostalCode } from '../locations/index.ts';
import { streetById } from '../locations/index.ts';
import { checkAddress, fill, type AddressFields, type AddressLookups } from './address-rules.ts';
import { addressView, fieldsOf, KIND_NAMES, type AddressRow, type AddressView } from './address-view.ts';
import { isBilling, type DefaultAddresses } from '../../../src/shared/addresses.ts';

export const MAX_ADDRESSES_PER_KIND = 500;
const LOCK_CLASS = 61646472; // 'adr' + kind of lock, one namespace of pg_advisory_xact_lock(int, int)

export const ADDRESS_SERVICE_MESSAGES = {
  notFound: 'Adresa nu există.',
  tooMany: `Poți avea cel mult ${MAX_ADDRESSES_PER_KIND} de adrese {kind}. Șterge una pe care nu o mai folosești.`,
  created: 'Adresa a fost salvată.',
  updated: 'Adresa a fost actualizată.',
  deleted: 'Adresa a fost ștearsă.',
  madeDefault: 'Adresa este acum cea implicită.',
  changed: 'Adresa a fost modificată între timp din altă parte. Încearcă din nou.',
} as const;

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

function notFound(): Failure {
  return new Failure(404, 'not_found', ADDRESS_SERVICE_MESSAGES.notFound);
}

/** An address id from a path parameter, or null (not a positive integer a bigint can hold). */
export function addressId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function lookups(db: AppDb): AddressLookups {
  return {
    streetName: async (siruta, id) => {
      const street = await streetById(db, id);
      return street && street.locality_id === siruta ? street.street_name : null;
    },
    checkZipcode: (address) => checkPostalCode(db, address),
  };
}

async function lock(tx: Tx, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${customerId}::int)`);
}

async function rowOf(db: AppDb | Tx, customerId: number, id: number, kind?: AddressKind): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), ...(kind ? [eq(addresses.kind, kind)] : [])));
  if (!row) throw notFound();
  return row;
}

async function unsetDefault(tx: Tx, customerId: number, kind: AddressKind, except: number | null): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind), eq(addresses.isDefault, true), ...(except === null ? [] : [ne(addresses.id, except)])));
}

export interface AddressPage {
  items: AddressView[];
  total: number;
}

/**
 * A page of the account's addresses of `kind` (perPage null: all of them), the default first, then
 * the newest, in two queries whatever the page's size or depth (and the location index, kept in
 * memory): the exact total counted from addresses_customer_kind_idx alone (an index-only count), and
 * the page's ids from that index, in its order (a deep page skips index entries, never rows), joined
 * to their addresses (a view shows every column).
 */
export async function listAddresses(db: AppDb, customerId: number, kind: AddressKind, page: number, perPage: number | null): Promise<AddressPage> {
  const where = and(eq(addresses.customerId, customerId), eq(addresses.kind, kind));
  const ordered = db.select({ id: addresses.id, isDefault: addresses.isDefault }).from(addresses).where(where).orderBy(desc(addresses.isDefault), desc(addresses.id));
  const ids = (perPage === null ? ordered : ordered.limit(perPage).offset((page - 1) * perPage)).as('page');
  const [[counted], rows, index] = await Promise.all([
    db.select({ n: count() }).from(addresses).where(where),
    db.select(getTableColumns(addresses)).from(ids).innerJoin(addresses, eq(addresses.id, ids.id)).orderBy(desc(ids.isDefault), desc(ids.id)),
    locationIndex(db),
  ]);
  return { items: rows.map((row) => addressView(row, index)), total: counted?.n ?? 0 };
}

export async function getAddress(db: AppDb, customerId: number, id: number, kind?: AddressKind): Promise<AddressView> {
  const row = await rowOf(db, customerId, id, kind);
  return addressView(row, await locationIndex(db));
}

/** The default address of each kind (null where there is none): what the order forms start from. */
export async function defaultAddresses(db: AppDb, customerId: number): Promise<DefaultAddresses> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  const index = await locationIndex(db);
  const of = (kind: AddressKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? addressView(row, index) : null;
  };
  // A row of a kind has that kind's view: the guards only say so to the types.
  const billing = of('billing');
  const shippingOf = (kind: 'shipping' | 'delivery') => {
    const view = of(kind);
    return view && !isBilling(view) ? view : null;
  };
  return { billing: billing && isBilling(billing) ? billing : null, shipping: shippingOf('shipping'), delivery: shippingOf('delivery') };
}

/** The columns of a valid address, or a 422 with every problem. */
async function checked(db: AppDb, kind: AddressKind, fields: AddressFields) {
  // Reference data only, read through the database handle (the location index and street lists
  // are kept per handle, never per transaction).
  const result = await checkAddress(kind, fields, await locationIndex(db), lookups(db));
  if ('errors' in result) throw validationFailure(result.errors);
  return result.columns;
}

/** A new address of `kind`; the first of its kind, or one sent with `is_default: true`, is the default. */
export async function createAddress(db: AppDb, customerId: number, kind: AddressKind, fields: AddressFields): Promise<AddressView> {
  const columns = await checked(db, kind, fields);
  const row = await db.transaction(async (tx) => {
    await lock(tx, customerId);
    const rows = await tx
      .select({ n: count(), defaults: sql<number>`count(*) filter (where ${addresses.isDefault})`.mapWith(Number) })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)));
    const { n = 0, defaults = 0 } = rows[0] ?? {};
    if (n >= MAX_ADDRESSES_PER_KIND) throw new Failure(409, 'too_many_addresses', fill(ADDRESS_SERVICE_MESSAGES.tooMany, { kind: KIND_NAMES[kind] }));
    const isDefault = fields.is_default === true || defaults === 0;
    if (isDefault) await unsetDefault(tx, customerId, kind, null);
    const [created] = await tx
      .insert(addresses)
      .values({ ...columns, customerId, kind, isDefault })
      .returning();
    return created!;
  });
  return addressView(row, await locationIndex(db));
}

/**
 * Changes the fields sent (the others keep their values) and checks the address whole; `is_default`
 * true makes it the default, false unsets it. `kind`: the kind the caller addressed (public API).
 * The check reads reference data, which on the embedded database cannot be read while a
 * transaction holds its one connection: so the address is checked first, then written under the
 * lock only if nothing changed it meanwhile (else checked again).
 */
export async function updateAddress(db: AppDb, customerId: number, id: number, fields: AddressFields, kind?: AddressKind): Promise<AddressView> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await rowOf(db, customerId, id, kind);
    const merged: AddressFields = { ...fieldsOf(current), ...withoutUndefined(fields) };
    // A locality named anew (by name), or a street typed anew, replaces the stored id.
    if (fields.locality_name !== undefined && fields.locality_id === undefined) delete merged.locality_id;
    if (fields.street_name !== undefined && fields.street_id === undefined) merged.street_id = null;
    const columns = await checked(db, current.kind, merged);
    const row = await db.transaction(async (tx) => {
      await lock(tx, customerId);
      const now = await rowOf(tx, customerId, id, kind);
      if (now.updatedAt.getTime() !== current.updatedAt.getTime()) return null;
      const isDefault = typeof fields.is_default === 'boolean' ? fields.is_default : now.isDefault;
      if (isDefault && !now.isDefault) await unsetDefault(tx, customerId, now.kind, id);
      const [updated] = await tx
        .update(addresses)
        .set({ ...columns, isDefault, updatedAt: sql`clock_timestamp()` })
        .where(eq(addresses.id, id))
        .returning();
      return updated!;
    });
    if (row) return addressView(row, await locationIndex(db));
  }
  throw new Failure(409, 'address_changed', ADDRESS_SERVICE_MESSAGES.changed);
}

function withoutUndefined(fields: AddressFields): AddressFields {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** Makes the address its kind's default (the previous default is unset in the same transaction). */
export async function setDefaultAddress(db: AppDb, customerId: number, id: number, kind?: AddressKind): Promise<AddressView> {
  const row = await db.transaction(async (tx) => {
    await lock(tx, customerId);
    const current = await rowOf(tx, customerId, id, kind);
    if (current.isDefault) return current;
    await unsetDefault(tx, customerId, current.kind, id);
    const [updated] = await tx.update(addresses).set({ isDefault: true, updatedAt: sql`clock_timestamp()` }).where(eq(addresses.id, id)).returning();
    return updated!;
  });
  return addressView(row, await locationIndex(db));
}

/** Deletes the address; when it was the default, the newest remaining one of its kind becomes it. */
export async function deleteAddress(db: AppDb, customerId: number, id: number, kind?: AddressKind): Promise<{ id: number; new_default_id: number | null }> {
  return db.transaction(async (tx) => {
    await lock(tx, customerId);
    const current = await rowOf(tx, customerId, id, kind);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!current.isDefault) return { id, new_default_id: null };
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, current.kind)))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true, updatedAt: sql`clock_timestamp()` }).where(eq(addresses.id, next.id));
    return { id, new_default_id: next?.id ?? null };
  });
}
