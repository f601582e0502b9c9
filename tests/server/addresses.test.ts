// The dashboard's address book (/api/private/addresses): create, read, update, delete per kind, one
// default per kind (the first becomes it, another takes it over in one transaction, a deleted
// default hands it on), pagination and `all`, another account's address not found, every refusal
// of the rules at once with Romanian messages, the 500-per-kind limit and nothing half-written.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_KIND } from '../../server/services/addresses/addresses.ts';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { billingCompany, shippingAddress, VALID_CNP } from './helpers/addresses.ts';
import { CLUJ, IASI } from './helpers/orders.ts';

const BUCHAREST_3 = 179169;

describe.each(testDatabases())('address book (private API) on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const api = (token: string, method: InjectOptions['method'], path: string, body?: unknown) =>
    h.app.inject({ method, url: `/api/private/${path}`, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}) });
  const token = async (app: FastifyInstance = h.app) => (await registerCustomer(app)).access_token;

  it('needs a signed-in customer', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/private/addresses?kind=shipping' });
    expect(res.statusCode).toBe(401);
  });

  it('creates, reads, updates and deletes an address, normalised, with the locality and county names', async () => {
    const t = await token();
    const created = await api(t, 'POST', 'addresses', shippingAddress({ county_code: 'cj', coordinates: { lat: 46.77, lng: 23.59 } }));
    expect(created.statusCode).toBe(201);
    const address = created.json().data;
    expect(address).toMatchObject({
      kind: 'shipping',
      address_type: 'individual',
      country_code: 'RO',
      locality_id: CLUJ,
      locality_name: 'Cluj-Napoca',
      county_code: 'CJ',
      county_name: 'Cluj',
      phone: '0722123456',
      zipcode: '400114',
      is_default: true,
      street_id: null,
      coordinates: { lat: 46.77, lng: 23.59 },
    });
    expect(Number.isInteger(address.id)).toBe(true);
    expect(Number.isInteger(address.county_id)).toBe(true);
    expect(created.json().message).toBe('Adresa a fost salvată.');

    const read = await api(t, 'GET', `addresses/${address.id}`);
    expect(read.json().data).toEqual(address);

    const updated = await api(t, 'PUT', `addresses/${address.id}`, { street_no: '30', locality_id: IASI, zipcode: '700020' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ street_no: '30', street_name: 'Strada Memorandumului', locality_name: 'Iași', county_code: 'IS', zipcode: '700020', contact: 'Ana Popescu' });
    expect(new Date(updated.json().data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(address.updated_at).getTime());

    const removed = await api(t, 'DELETE', `addresses/${address.id}`);
    expect(removed.json()).toEqual({ data: { id: address.id, new_default_id: null }, message: 'Adresa a fost ștearsă.' });
    expect((await api(t, 'GET', `addresses/${address.id}`)).statusCode).toBe(404);
  });

  it('keeps one default per kind: the first, then the one chosen; a deleted default hands it on', async () => {
    const t = await token();
    const first = (await api(t, 'POST', 'addresses', shippingAddress({ contact: 'Primul' }))).json().data;
    const second = (await api(t, 'POST', 'addresses', shippingAddress({ contact: 'Al doilea' }))).json().data;
    const billing = (await api(t, 'POST', 'addresses', billingCompany())).json().data;
    expect([first.is_default, second.is_default, billing.is_default]).toEqual([true, false, true]);

    const third = (await api(t, 'POST', 'addresses', shippingAddress({ contact: 'Al treilea', is_default: true }))).json().data;
    expect(third.is_default).toBe(true);
    let list = (await api(t, 'GET', 'addresses?kind=shipping')).json().data;
    expect(list.map((a: { contact: string }) => a.contact)).toEqual(['Al treilea', 'Al doilea', 'Primul']);
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);

    const made = await api(t, 'POST', `addresses/${first.id}/default`);
    expect(made.json()).toMatchObject({ data: { id: first.id, is_default: true }, message: 'Adresa este acum cea implicită.' });
    list = (await api(t, 'GET', 'addresses?kind=shipping')).json().data;
    expect(list[0].id).toBe(first.id);
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
    // The billing default is another kind's: untouched.
    expect((await api(t, 'GET', `addresses/${billing.id}`)).json().data.is_default).toBe(true);

    const removed = await api(t, 'DELETE', `addresses/${first.id}`);
    expect(removed.json().data).toEqual({ id: first.id, new_default_id: third.id });
    const defaults = (await api(t, 'GET', 'addresses/defaults')).json().data;
    expect(defaults.shipping.id).toBe(third.id);
    expect(defaults.billing.id).toBe(billing.id);
    expect(defaults.delivery).toBeNull();

    // Unset by an update: the kind then has no default.
    await api(t, 'PUT', `addresses/${third.id}`, { is_default: false });
    expect((await api(t, 'GET', 'addresses/defaults')).json().data.shipping).toBeNull();
    await api(t, 'PUT', `addresses/${second.id}`, { is_default: true });
    expect((await api(t, 'GET', 'addresses/defaults')).json().data.shipping.id).toBe(second.id);
  });

  it('makes two concurrent defaults one after the other, never two at once', async () => {
    const t = await token();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await api(t, 'POST', 'addresses', shippingAddress({ contact: `Adresa ${i}` }))).json().data.id);
    const answers = await Promise.all(ids.map((id) => api(t, 'POST', `addresses/${id}/default`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const list = (await api(t, 'GET', 'addresses?kind=shipping')).json().data;
    expect(list.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it('pages the list (default first, newest next) and answers everything with all=true', async () => {
    const t = await token();
    for (let i = 0; i < 17; i++) expect((await api(t, 'POST', 'addresses', { ...shippingAddress({ contact: `Destinatar ${i}` }), kind: 'delivery' })).statusCode).toBe(201);
    const first = (await api(t, 'GET', 'addresses?kind=delivery')).json();
    expect(first.meta).toEqual({ total: 17, per_page: 15, current_page: 1, last_page: 2, from: 1, to: 15 });
    expect(first.data[0]).toMatchObject({ contact: 'Destinatar 0', is_default: true });
    expect(first.data[1].contact).toBe('Destinatar 16');
    const second = (await api(t, 'GET', 'addresses?kind=delivery&page=2')).json();
    expect(second.meta).toEqual({ total: 17, per_page: 15, current_page: 2, last_page: 2, from: 16, to: 17 });
    expect(second.data.map((a: { contact: string }) => a.contact)).toEqual(['Destinatar 2', 'Destinatar 1']);
    const all = (await api(t, 'GET', 'addresses?kind=delivery&all=true')).json();
    expect(all.data).toHaveLength(17);
    expect(all.meta).toEqual({ total: 17, per_page: 17, current_page: 1, last_page: 1, from: 1, to: 17 });
    expect((await api(t, 'GET', 'addresses?kind=shipping')).json()).toEqual({ data: [], meta: { total: 0, per_page: 15, current_page: 1, last_page: 1, from: null, to: null } });
    const bad = await api(t, 'GET', 'addresses?kind=acasa&per_page=7');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind']);
    expect((await api(t, 'GET', 'addresses?kind=billing&per_page=7')).json().errors.per_page).toBeDefined();
  });

  it("never shows, changes or deletes another account's address (404)", async () => {
    const owner = await token();
    const other = await token();
    const address = (await api(owner, 'POST', 'addresses', shippingAddress())).json().data;
    for (const [method, path, body] of [
      ['GET', `addresses/${address.id}`],
      ['PUT', `addresses/${address.id}`, { contact: 'Hoțul' }],
      ['DELETE', `addresses/${address.id}`],
      ['POST', `addresses/${address.id}/default`],
    ] as const) {
      const res = await api(other, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ reason: 'not_found', message: 'Adresa nu există.' });
    }
    expect((await api(other, 'GET', 'addresses?kind=shipping')).json().data).toEqual([]);
    expect((await api(owner, 'GET', `addresses/${address.id}`)).json().data.contact).toBe('Ana Popescu');
    for (const id of ['abc', '0', '99999999999999999999']) expect((await api(owner, 'GET', `addresses/${id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown locality, a county that is not the locality’s and a postal code of another locality, all at once', async () => {
    const t = await token();
    const unknown = await api(t, 'POST', 'addresses', shippingAddress({ locality_id: 999_999_999, contact: 'A', phone: '123', email: 'nu-e-email', street_name: '' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.' });
    expect(unknown.json().errors).toEqual({
      locality_id: ['Localitatea nu există: alege una din listă.'],
      contact: ['Numele de contact trebuie să aibă între 2 și 100 de caractere.'],
      phone: ['Numărul de telefon nu este valid: folosește un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.'],
      email: ['Adresa de e-mail nu este validă.'],
      street_name: ['Câmpul este obligatoriu.'],
    });
    const county = await api(t, 'POST', 'addresses', shippingAddress({ county_code: 'IS' }));
    expect(county.json().errors).toEqual({ county_code: ['Localitatea Cluj-Napoca este în județul Cluj, nu în cel trimis.'] });
    const countyName = await api(t, 'POST', 'addresses', shippingAddress({ county_name: 'Județul Iași' }));
    expect(countyName.json().errors).toEqual({ county_name: ['Localitatea Cluj-Napoca este în județul Cluj, nu în cel trimis.'] });
    expect((await api(t, 'POST', 'addresses', shippingAddress({ county_name: 'judetul cluj' }))).statusCode).toBe(201);
    const zip = await api(t, 'POST', 'addresses', shippingAddress({ zipcode: '700020' }));
    expect(zip.json().errors).toEqual({ zipcode: ['Codul poștal 700020 nu aparține localității Cluj-Napoca, Cluj. Verifică-l sau lasă câmpul gol și îl completăm noi.'] });
    // On a street of the locality's street list, the code must be the street's.
    const street = await api(t, 'POST', 'addresses', shippingAddress({ street_name: 'Strada Horea', street_no: '2', zipcode: '400114' }));
    expect(street.json().errors.zipcode[0]).toMatch(/^Codul poștal 400114 nu aparține străzii Strada Horea \(codurile ei: /);
    expect((await api(t, 'POST', 'addresses', shippingAddress({ street_name: 'Strada Horea', street_no: '2', zipcode: '400038' }))).statusCode).toBe(201);
    const zipFormat = await api(t, 'POST', 'addresses', shippingAddress({ zipcode: '40011' }));
    expect(zipFormat.json().errors).toEqual({ zipcode: ['Codul poștal are exact 6 cifre.'] });
    // Bucharest's sectors have street-level codes: one of them fits its sector.
    expect((await api(t, 'POST', 'addresses', shippingAddress({ locality_id: BUCHAREST_3, zipcode: '032804' }))).statusCode).toBe(201);
    const missing = await api(t, 'POST', 'addresses', { kind: 'delivery' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['contact', 'locality_id', 'phone', 'street_name']);
    const kind = await api(t, 'POST', 'addresses', { ...shippingAddress(), kind: 'acasa' });
    expect(kind.json().errors).toEqual({ kind: ['Alege tipul adresei: billing (facturare), shipping (expediere) sau delivery (livrare).'] });
  });

  it('checks a billing company: CUI checksum, Reg. Com., IBAN checksum and country, the bank; a person’s CNP', async () => {
    const t = await token();
    const good = await api(t, 'POST', 'addresses', billingCompany());
    expect(good.statusCode).toBe(201);
    expect(good.json().data).toMatchObject({ vat_no: 'RO18547290', reg_com: 'J12/3456/2020', vat_payer: true, bank_iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania', cnp: '' });
    expect(good.json().data).not.toHaveProperty('zipcode');
    const bad = await api(t, 'POST', 'addresses', billingCompany({ vat_no: '18547291', reg_com: 'J99/1/2020', bank_iban: 'RO49AAAA1B31007593840001', company: '' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      company: ['Câmpul este obligatoriu.'],
      vat_no: ['CUI-ul nu este valid: verifică cifrele (cifra de control nu se potrivește).'],
      reg_com: ['Numărul de înregistrare la Registrul Comerțului nu este valid: scrie-l ca J12/3456/2020 (sau în forma nouă, de exemplu J2024012345400).'],
      bank_iban: ['IBAN-ul nu este valid: verifică cifrele (cifrele de control nu se potrivesc).'],
    });
    const foreign = await api(t, 'POST', 'addresses', billingCompany({ bank_iban: 'DE89 3704 0044 0532 0130 00', bank: '' }));
    expect(foreign.json().errors).toEqual({ bank_iban: ['IBAN-ul trebuie să fie al unui cont din România (începe cu RO).'], bank: ['Completează numele băncii (ai trecut un IBAN).'] });
    expect((await api(t, 'POST', 'addresses', billingCompany({ vat_no: '' }))).json().errors).toEqual({ vat_no: ['Câmpul este obligatoriu.'] });
    expect((await api(t, 'POST', 'addresses', billingCompany({ reg_com: 'J2024012345400', vat_payer: false }))).json().data).toMatchObject({ reg_com: 'J2024012345400', vat_no: '18547290' });

    const person = { kind: 'billing', contact: 'Ion Ionescu', locality_id: CLUJ };
    expect((await api(t, 'POST', 'addresses', { ...person, cnp: VALID_CNP })).json().data).toMatchObject({ address_type: 'individual', cnp: VALID_CNP, phone: '', street_name: '' });
    const cnp = await api(t, 'POST', 'addresses', { ...person, cnp: '1960101123457' });
    expect(cnp.json().errors).toEqual({ cnp: ['CNP-ul nu este valid: verifică cele 13 cifre (cifra de control nu se potrivește).'] });
  });

  it('checks an update whole and leaves the address as it was when refused', async () => {
    const t = await token();
    const address = (await api(t, 'POST', 'addresses', shippingAddress())).json().data;
    // Another locality without another postal code: the stored one no longer fits.
    const refused = await api(t, 'PUT', `addresses/${address.id}`, { locality_id: IASI, contact: 'Ana Maria' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ zipcode: ['Codul poștal 400114 nu aparține localității Iași, Iași. Verifică-l sau lasă câmpul gol și îl completăm noi.'] });
    expect((await api(t, 'GET', `addresses/${address.id}`)).json().data).toEqual(address);
    const schema = await api(t, 'PUT', `addresses/${address.id}`, { locality_id: 'Cluj', vat_payer: 'da' });
    expect(schema.statusCode).toBe(422);
    expect(schema.json().errors.locality_id).toEqual(['Localitatea nu există: alege una din listă.']);
  });

  it('takes a street from the street search by its id, only in its own locality', async () => {
    const t = await token();
    const [horea] = await query<{ id: number }>(h.db, sql`select id from streets where siruta = ${CLUJ} and name_search like 'horea%' order by id limit 1`);
    const picked = await api(t, 'POST', 'addresses', shippingAddress({ street_id: horea!.id, street_name: '', zipcode: '' }));
    expect(picked.statusCode).toBe(201);
    expect(picked.json().data).toMatchObject({ street_id: horea!.id, street_name: 'Strada Horea', zipcode: null });
    const elsewhere = await api(t, 'POST', 'addresses', shippingAddress({ street_id: horea!.id, locality_id: IASI, zipcode: '' }));
    expect(elsewhere.json().errors).toEqual({ street_id: ['Strada aleasă nu există în această localitate.'] });
    // A street typed anew forgets the chosen one.
    const typed = await api(t, 'PUT', `addresses/${picked.json().data.id}`, { street_name: 'Strada Memorandumului' });
    expect(typed.json().data).toMatchObject({ street_id: null, street_name: 'Strada Memorandumului' });
  });

  it(`refuses address ${MAX_ADDRESSES_PER_KIND + 1} of a kind, and only of that kind`, async () => {
    const { access_token: t, customer } = await registerCustomer(h.app);
    await h.db.execute(sql`insert into addresses (customer_id, kind, locality_id, contact, street_name, phone)
      select ${customer.id}, 'delivery', ${CLUJ}, 'Client ' || n, 'Strada Lungă', '0722123456' from generate_series(1, ${MAX_ADDRESSES_PER_KIND}) n`);
    const refused = await api(t, 'POST', 'addresses', { ...shippingAddress(), kind: 'delivery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ reason: 'too_many_addresses', message: 'Poți avea cel mult 500 de adrese de livrare. Șterge una pe care nu o mai folosești.' });
    expect((await api(t, 'POST', 'addresses', shippingAddress())).statusCode).toBe(201);
    const [row] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from addresses where customer_id = ${customer.id}`);
    expect(row!.n).toBe(MAX_ADDRESSES_PER_KIND + 1);
  });
});
