// The postal codes of a price request or an order, checked against the reference data: a code that
// is not 6 digits, another locality's code, or a code that is not the named street's answers 422
// with the Romanian reason under `address_…postal_code`; an empty code is filled in from the street
// (by house number) or the locality, and that is the code the answer and the label carry.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, CLUJ, IASI, orderBody, placeOrder } from './helpers/orders.ts';

const parcels = { parcels_count: 1, parcels: [{ size: { weight: 1, length: 20, width: 20, height: 20 } }] };

function priceRequest(from: Record<string, unknown> = {}, to: Record<string, unknown> = {}) {
  return {
    carrier_id: 0,
    service_id: 1,
    address_from: { country_code: 'RO', locality_id: CLUJ, ...from },
    address_to: { country_code: 'RO', locality_id: IASI, ...to },
    content: parcels,
    extra: {},
  };
}

const invalid = (errors: Record<string, string[]>) => ({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors });
const notOfLocality = (code: string, place: string) => `Codul poștal ${code} nu aparține localității ${place}. Verifică-l sau lasă câmpul gol și îl completăm noi.`;

describe.each(testDatabases())('postal codes in prices and orders on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const price = (body: unknown) => api(h.app, 'POST', 'orders/price-calculation', { body });

  it('refuses a code that is not 6 digits, under its field', async () => {
    for (const code of ['ABC', '70002', '7000200', '700 020']) {
      const res = await price(priceRequest({}, { postal_code: code }));
      expect([res.statusCode, res.json()], code).toEqual([422, invalid({ 'address_to.postal_code': ['Codul poștal are 6 cifre.'] })]);
    }
  });

  it("refuses a Cluj code for a Iași address, and another sector's code in București", async () => {
    const res = await price(priceRequest({ postal_code: '400114' }, { postal_code: '400114' }));
    expect([res.statusCode, res.json()]).toEqual([422, invalid({ 'address_to.postal_code': [notOfLocality('400114', 'Iași, Iași')] })]);
    const sector = await price(priceRequest({}, { locality_id: 179150, postal_code: '010013' }));
    expect(sector.json().errors).toEqual({ 'address_to.postal_code': [notOfLocality('010013', 'București Sectorul 2, București')] });
    // By name and county too.
    const byName = await price(priceRequest({}, { locality_id: undefined, locality_name: 'Iasi', county_name: 'Iasi', postal_code: '400114' }));
    expect(byName.json().errors).toEqual({ 'address_to.postal_code': [notOfLocality('400114', 'Iași, Iași')] });
  });

  it("refuses a code of the locality that is not the named street's", async () => {
    const res = await price(priceRequest({ street_name: 'Str. Memorandumului', street_number: '28', postal_code: '400129' }));
    expect([res.statusCode, res.json()]).toEqual([
      422,
      invalid({
        'address_from.postal_code': [
          'Codul poștal 400129 nu aparține străzii Strada Memorandumului (codul ei: 400114). Verifică-l sau lasă câmpul gol și îl completăm noi.',
        ],
      }),
    ]);
  });

  it('accepts a right code and answers it; fills in an empty one from the street or the locality', async () => {
    const given = await price(priceRequest({ street_name: 'Strada Memorandumului', postal_code: '400114' }, { postal_code: '700259' }));
    expect(given.statusCode).toBe(200);
    expect(given.json().validation_address).toMatchObject({ address_from: { locality_id: CLUJ, postal_code: '400114' }, address_to: { locality_id: IASI, postal_code: '700259' } });
    const filled = await price(priceRequest({ street_name: 'Bd. 21 Decembrie 1989', street_number: '40', postal_code: '' }, {}));
    expect(filled.statusCode).toBe(200);
    expect(filled.json().validation_address).toMatchObject({ address_from: { postal_code: '400094' }, address_to: { postal_code: '700020' } });
  });

  it('prints on the order the code it filled in, and refuses a wrong one', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    // No codes given: Strada Memorandumului 28 (Cluj) has one; Bd. Ștefan cel Mare și Sfânt 10 (Iași) is in "nr. 8-12".
    const body = orderBody();
    const res = await placeOrder(h.app, body, { token });
    // (Stored with the order, before it is paid on the processor's page.)
    expect(res.statusCode, res.body).toBe(202);
    const [stored] = await query<{ from_code: string; to_code: string }>(
      h.db,
      sql`select sender->>'postal_code' as from_code, recipient->>'postal_code' as to_code from orders order by id desc limit 1`,
    );
    expect(stored).toEqual({ from_code: '400114', to_code: '700063' });

    const refused = await placeOrder(h.app, { ...body, address_to: { ...(body.address_to as object), postal_code: '400114' } }, { token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['address_to.postal_code']).toEqual([notOfLocality('400114', 'Iași, Iași')]);
  });
});
