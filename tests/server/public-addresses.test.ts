// The public API's address book (/api/public/v1/addresses/billing|shipping|delivery): the contract's
// field list and types exactly, {list, meta} pagination with per_page 15|50|100|200 and `all`,
// create/update/delete and the default (is_default or /default), another account's or another
// type's address not found, the rules' refusals in the contract's error shape, a read-only key
// refused on writes, and one service behind both doors.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, type AuthHarness } from './helpers/auth.ts';
import { billingCompany, shippingAddress } from './helpers/addresses.ts';
import { testDatabases } from './helpers/databases.ts';
import { CLUJ, IASI } from './helpers/orders.ts';
import { createKey, newShop, pub, type Shop } from './helpers/public-api.ts';

const COMMON = [
  'id', 'address_type', 'country_code', 'locality_id', 'street_id', 'street_name', 'street_no', 'street_details', 'contact', 'phone', 'email',
  'is_default', 'created_at', 'updated_at', 'locality_name', 'county_id', 'county_code', 'county_name',
];
const BILLING_FIELDS = [...COMMON, 'company', 'vat_no', 'reg_com', 'vat_payer', 'cnp', 'bank_iban', 'bank'].sort();
const SHIPPING_FIELDS = [...COMMON, 'zipcode', 'company', 'coordinates'].sort();

/** The body of a public create: the private helpers' address without `kind` (it is in the path). */
function body<T extends { kind?: string }>(address: T): Omit<T, 'kind'> {
  const { kind: _kind, ...rest } = address;
  return rest;
}

function expectTypes(address: Record<string, unknown>, billing: boolean) {
  for (const key of ['id', 'locality_id', 'county_id']) expect(Number.isInteger(address[key]), key).toBe(true);
  expect(address.street_id === null || Number.isInteger(address.street_id)).toBe(true);
  for (const key of ['street_name', 'street_no', 'street_details', 'contact', 'phone', 'email', 'locality_name', 'county_code', 'county_name', 'country_code', 'company']) {
    expect(typeof address[key], key).toBe('string');
  }
  expect(['individual', 'business']).toContain(address.address_type);
  expect(typeof address.is_default).toBe('boolean');
  for (const key of ['created_at', 'updated_at']) expect(new Date(address[key] as string).toISOString()).toBe(address[key]);
  if (billing) {
    for (const key of ['vat_no', 'reg_com', 'cnp', 'bank_iban', 'bank']) expect(typeof address[key], key).toBe('string');
    expect(typeof address.vat_payer).toBe('boolean');
  } else {
    expect(address.zipcode === null || typeof address.zipcode === 'string').toBe(true);
    expect(Object.keys(address.coordinates as object).sort()).toEqual(['lat', 'lng']);
  }
}

describe.each(testDatabases())('address book (public API) on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const create = (shop: Shop, kind: string, address: unknown) => pub(app, 'POST', `addresses/${kind}`, { key: shop.key, body: address });

  it("answers the contract's fields with their types, for billing and for shipping/delivery", async () => {
    const shop = await newShop(app);
    const shipping = await create(shop, 'shipping', body(shippingAddress({ coordinates: { lat: 46.7712, lng: 23.5897 } })));
    expect(shipping.statusCode).toBe(201);
    expect(shipping.json()).toMatchObject({ message: 'Adresa a fost salvată.', test_mode: true });
    const billing = await create(shop, 'billing', body(billingCompany()));
    expect(billing.statusCode).toBe(201);
    await create(shop, 'delivery', body(shippingAddress({ contact: 'Ion Destinatar', company: 'Firma Mea SRL' })));

    for (const kind of ['shipping', 'delivery', 'billing']) {
      const res = await pub(app, 'GET', `addresses/${kind}`, { key: shop.key });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-curiero-mode']).toBe('test');
      const answer = res.json();
      expect(Object.keys(answer).sort()).toEqual(['list', 'meta', 'test_mode']);
      expect(answer.meta).toEqual({ total: 1, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 1 });
      const [address] = answer.list;
      expect(Object.keys(address).sort()).toEqual(kind === 'billing' ? BILLING_FIELDS : SHIPPING_FIELDS);
      expectTypes(address, kind === 'billing');
    }
    const [sender] = (await pub(app, 'GET', 'addresses/shipping', { key: shop.key })).json().list;
    expect(sender).toMatchObject({
      address_type: 'individual',
      country_code: 'RO',
      locality_id: CLUJ,
      locality_name: 'Cluj-Napoca',
      county_code: 'CJ',
      county_name: 'Cluj',
      zipcode: '400114',
      phone: '0722123456',
      is_default: true,
      coordinates: { lat: 46.7712, lng: 23.5897 },
    });
    const [company] = (await pub(app, 'GET', 'addresses/billing', { key: shop.key })).json().list;
    expect(company).toMatchObject({ address_type: 'business', company: 'Magazinul Verde SRL', vat_no: 'RO18547290', vat_payer: true, reg_com: 'J12/3456/2020', bank_iban: 'RO49AAAA1B31007593840000', locality_id: IASI });
    expect((await pub(app, 'GET', `addresses/billing/${company.id}`, { key: shop.key })).json().data).toEqual(company);
  });

  it('pages with per_page 15|50|100|200 and answers every address with all=true', async () => {
    const shop = await newShop(app);
    for (let i = 0; i < 18; i++) expect((await create(shop, 'delivery', body(shippingAddress({ contact: `Destinatar ${i}` })))).statusCode).toBe(201);
    const page2 = (await pub(app, 'GET', 'addresses/delivery', { key: shop.key, query: { page: '2' } })).json();
    expect(page2.meta).toEqual({ total: 18, per_page: 15, current_page: 2, last_page: 2, from: 16, to: 18 });
    expect(page2.list).toHaveLength(3);
    const fifty = (await pub(app, 'GET', 'addresses/delivery', { key: shop.key, query: { per_page: '50' } })).json();
    expect(fifty.meta).toEqual({ total: 18, per_page: 50, current_page: 1, last_page: 1, from: 1, to: 18 });
    const beyond = (await pub(app, 'GET', 'addresses/delivery', { key: shop.key, query: { page: '3' } })).json();
    expect(beyond).toMatchObject({ list: [], meta: { total: 18, current_page: 3, last_page: 2, from: null, to: null } });
    const all = (await pub(app, 'GET', 'addresses/delivery', { key: shop.key, query: { all: 'true' } })).json();
    expect(all.list).toHaveLength(18);
    expect(all.meta).toEqual({ total: 18, per_page: 18, current_page: 1, last_page: 1, from: 1, to: 18 });
    expect(all.list[0]).toMatchObject({ contact: 'Destinatar 0', is_default: true });
    const bad = await pub(app, 'GET', 'addresses/delivery', { key: shop.key, query: { per_page: '20', page: '0' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', message: 'Datele trimise nu sunt valide.' });
    expect(Object.keys(bad.json().details).sort()).toEqual(['page', 'per_page']);
  });

  it('updates the fields sent, sets the default by is_default or /default, and deletes (an empty JSON body too)', async () => {
    const shop = await newShop(app);
    const first = (await create(shop, 'shipping', body(shippingAddress({ contact: 'Depozit Cluj' })))).json().data;
    const second = (await create(shop, 'shipping', body(shippingAddress({ contact: 'Depozit Iași', locality_id: IASI, zipcode: '700020' })))).json().data;
    expect(second.is_default).toBe(false);

    // An address sent back as it was read (id, names, times...), with two fields changed.
    const updated = await pub(app, 'PUT', `addresses/shipping/${second.id}`, { key: shop.key, body: { ...second, street_no: '7', is_default: true } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Adresa a fost actualizată.', data: { id: second.id, street_no: '7', is_default: true, contact: 'Depozit Iași' } });
    let list = (await pub(app, 'GET', 'addresses/shipping', { key: shop.key })).json().list;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const made = await pub(app, 'POST', `addresses/shipping/${first.id}/default`, { key: shop.key });
    expect(made.json()).toMatchObject({ message: 'Adresa este acum cea implicită.', data: { id: first.id, is_default: true } });
    list = (await pub(app, 'GET', 'addresses/shipping', { key: shop.key })).json().list;
    expect(list.filter((a: { is_default: boolean }) => a.is_default).map((a: { id: number }) => a.id)).toEqual([first.id]);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/public/v1/addresses/shipping/${first.id}`,
      headers: { 'x-api-key': shop.key, 'content-type': 'application/json' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, id: first.id, new_default_id: second.id, message: 'Adresa a fost ștearsă.', test_mode: true });
    expect((await pub(app, 'GET', `addresses/shipping/${first.id}`, { key: shop.key })).statusCode).toBe(404);
  });

  it("does not find another account's address, nor an address under another type (404)", async () => {
    const owner = await newShop(app);
    const other = await newShop(app);
    const address = (await create(owner, 'shipping', body(shippingAddress()))).json().data;
    for (const [method, path] of [
      ['GET', `addresses/shipping/${address.id}`],
      ['PUT', `addresses/shipping/${address.id}`],
      ['DELETE', `addresses/shipping/${address.id}`],
      ['POST', `addresses/shipping/${address.id}/default`],
    ] as const) {
      const res = await pub(app, method, path, { key: other.key, ...(method === 'PUT' ? { body: { contact: 'Altcineva' } } : {}) });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Adresa nu există.', test_mode: true });
    }
    expect((await pub(app, 'GET', `addresses/delivery/${address.id}`, { key: owner.key })).statusCode).toBe(404);
    expect((await pub(app, 'DELETE', `addresses/billing/${address.id}`, { key: owner.key })).statusCode).toBe(404);
    expect((await pub(app, 'GET', 'addresses/shipping/abc', { key: owner.key })).statusCode).toBe(404);
    expect((await pub(app, 'GET', 'addresses/shipping', { key: other.key })).json().list).toEqual([]);
    expect((await pub(app, 'GET', `addresses/shipping/${address.id}`, { key: owner.key })).statusCode).toBe(200);
  });

  it('refuses, in the contract error shape with details per field: unknown locality, county mismatch, postal code, IBAN and CUI checksums', async () => {
    const shop = await newShop(app);
    const unknown = await create(shop, 'shipping', body(shippingAddress({ locality_id: 123_456_789 })));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      error: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      details: { locality_id: ['Localitatea nu există: alege una din listă.'] },
      test_mode: true,
    });
    expect(unknown.json()).not.toHaveProperty('reason');
    const county = await create(shop, 'delivery', body(shippingAddress({ county_code: 'B' })));
    expect(county.json().details).toEqual({ county_code: ['Localitatea Cluj-Napoca este în județul Cluj, nu în cel trimis.'] });
    const zip = await create(shop, 'delivery', body(shippingAddress({ zipcode: '700020' })));
    expect(zip.json().details).toEqual({ zipcode: ['Codul poștal 700020 nu aparține localității Cluj-Napoca, Cluj. Verifică-l sau lasă câmpul gol și îl completăm noi.'] });
    const billing = await create(shop, 'billing', body(billingCompany({ bank_iban: 'RO49AAAA1B31007593840001', vat_no: 'RO18547299' })));
    expect(billing.statusCode).toBe(422);
    expect(billing.json().details).toEqual({
      bank_iban: ['IBAN-ul nu este valid: verifică cifrele (cifrele de control nu se potrivesc).'],
      vat_no: ['CUI-ul nu este valid: verifică cifrele (cifra de control nu se potrivește).'],
    });
    const types = await create(shop, 'shipping', { ...body(shippingAddress()), locality_id: 'Cluj', is_default: 'da' });
    expect(types.statusCode).toBe(422);
    expect(types.json().details).toMatchObject({ locality_id: ['Localitatea nu există: alege una din listă.'], is_default: ['is_default trebuie să fie true sau false.'] });
    expect((await pub(app, 'GET', 'addresses/shipping', { key: shop.key })).json().meta.total).toBe(0);
  });

  it('lets a read-only key read but not write (403)', async () => {
    const shop = await newShop(app);
    const address = (await create(shop, 'billing', body(billingCompany()))).json().data;
    const readOnly = (await createKey(app, shop.token, { scope: 'read', name: 'Doar citire' })).json().data.key;
    expect((await pub(app, 'GET', 'addresses/billing', { key: readOnly })).statusCode).toBe(200);
    expect((await pub(app, 'GET', `addresses/billing/${address.id}`, { key: readOnly })).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['POST', 'addresses/billing', body(billingCompany())],
      ['PUT', `addresses/billing/${address.id}`, { contact: 'Alt nume' }],
      ['DELETE', `addresses/billing/${address.id}`, undefined],
      ['POST', `addresses/billing/${address.id}/default`, undefined],
    ] as const) {
      const res = await pub(app, method, path, { key: readOnly, ...(payload ? { body: payload } : {}) });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'insufficient_scope' });
    }
    expect((await pub(app, 'GET', 'addresses/billing', { key: shop.key })).json().list).toEqual([expect.objectContaining({ id: address.id, contact: 'Maria Georgescu' })]);
  });

  it('is one address book behind both doors', async () => {
    const shop = await newShop(app);
    const fromDashboard = await app.inject({ method: 'POST', url: '/api/private/addresses', headers: { authorization: `Bearer ${shop.token}` }, payload: shippingAddress() });
    expect(fromDashboard.statusCode).toBe(201);
    const viaKey = (await pub(app, 'GET', 'addresses/shipping', { key: shop.key })).json().list;
    expect(viaKey.map((a: { id: number }) => a.id)).toEqual([fromDashboard.json().data.id]);
    const { kind: _kind, ...sameFields } = fromDashboard.json().data;
    expect(viaKey[0]).toEqual(sameFields);
  });
});
