// The public API's reference lists (/api/public/v1/locations/*) against the contract (api-shapes):
// exactly its fields and types, bare arrays, the carriers' ids, a locker's {lat, long}, the locker
// path told apart by form (2 letters: a country's list; a number: one locker), the contract's error
// shape for bad input (422 validation_failed with details) and unknown lockers (404), and the key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { getter, newShop, pub } from './helpers/public-api.ts';
import { expectShape, type Shape } from './helpers/shapes.ts';

const COUNTRY_MESSAGE = 'Momentan sunt disponibile doar localitățile din România (codul de țară RO).';
const IASI = 95079;

const invalid = (details: Record<string, string[]>) => ({ error: 'validation_failed', message: 'Datele trimise nu sunt valide.', details, test_mode: true });

const LOCKER: Shape = {
  id: 'integer',
  fixed_location_type: 'string',
  carrier_id: 'integer',
  carrier_name: 'string',
  locality_id: 'integer',
  locality_name: 'string',
  county_id: 'integer',
  county_name: 'string',
  country_code: 'string',
  name: 'string',
  address: 'string',
  allows_drop_off: 'boolean',
  is_active: 'boolean',
  coordinates: { lat: 'number', long: 'number' },
  schedule: 'array',
  payment_type: 'string',
};

describe.each(testDatabases())('public locations on $name', (backend) => {
  let h: AuthHarness;
  let key: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    key = (await newShop(h.app, { scope: 'read' })).key;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const get = getter(() => h.app, () => key);

  it('needs a key on every call', async () => {
    for (const path of ['locations/countries', 'locations/counties/RO', 'locations/localities?county_code=CJ', 'locations/carriers', 'locations/services', 'locations/fixedlocations/RO', 'locations/fixedlocations/1']) {
      const res = await pub(h.app, 'GET', path);
      expect([res.statusCode, res.json()], path).toEqual([401, { error: 'unauthorized', message: 'Lipsește cheia API: trimite-o în antetul X-API-Key.' }]);
    }
  });

  it('lists the countries and the counties of a country', async () => {
    expect(await get('locations/countries')).toEqual([{ country_code: 'RO', name: 'România', currency: 'RON', language: 'ro' }]);
    const counties = await get('locations/counties/RO');
    expect(counties).toHaveLength(42);
    counties.forEach((c: unknown, i: number) => expectShape(c, { id: 'integer', county_code: 'string', county_name: 'string', country_code: 'string' }, `counties[${i}]`));
    expect(counties).toContainEqual({ id: 127, county_code: 'CJ', county_name: 'Cluj', country_code: 'RO' });
    expect(await get('locations/counties/ro')).toEqual(counties);
    expect(await get('locations/counties/DE', 422)).toEqual(invalid({ country_code: [COUNTRY_MESSAGE] }));
    expect(await get('locations/counties/ROU', 422)).toEqual(invalid({ country_code: [COUNTRY_MESSAGE] }));
  });

  it("lists a county's localities with the contract's four fields, or every locality of the country", async () => {
    const cluj = await get('locations/localities?country_code=RO&county_code=CJ');
    expect(cluj).toHaveLength(434);
    cluj.forEach((l: unknown, i: number) => expectShape(l, { id: 'integer', name: 'string', county_code: 'string', county_name: 'string' }, `localities[${i}]`));
    expect(cluj).toContainEqual({ id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj' });
    expect(await get('locations/localities')).toHaveLength(13_755);
    expect(await get('locations/localities?county_code=XX', 422)).toEqual(invalid({ county_code: ['Județul nu există. Folosește codul de două litere, de exemplu CJ sau B.'] }));
    expect(await get('locations/localities?country_code=BG', 422)).toEqual(invalid({ country_code: [COUNTRY_MESSAGE] }));
  });

  it("lists the carriers with the leader's ids, and their services", async () => {
    expect(await get('locations/carriers')).toEqual([
      { id: 1, is_active: true, name: 'Cargus' },
      { id: 2, is_active: true, name: 'DPD' },
      { id: 3, is_active: true, name: 'FAN Courier' },
      { id: 4, is_active: true, name: 'GLS' },
      { id: 6, is_active: true, name: 'Sameday' },
      { id: 16, is_active: true, name: 'Bookurier' },
    ]);
    const services = await get('locations/services');
    services.forEach((s: unknown, i: number) =>
      expectShape(s, { service_id: 'integer', service_name: 'string', carrier_id: 'integer', carrier_name: 'string', country_code: 'string' }, `services[${i}]`),
    );
    expect(await get('locations/services?service_id=2&carrier_id=6&country_code=RO')).toEqual([
      { service_id: 2, service_name: 'Domiciliu - locker', carrier_id: 6, carrier_name: 'Sameday', country_code: 'RO' },
    ]);
    // Bookurier has no lockers: home to home only.
    expect((await get('locations/services?carrier_id=16')).map((s: { service_id: number }) => s.service_id)).toEqual([1]);
    expect(await get('locations/services?service_id=5', 422)).toEqual(invalid({ service_id: ['Serviciul trebuie să fie 1, 2, 3 sau 4.'] }));
  });

  it("lists a country's lockers by locality and carrier, with {lat, long}", async () => {
    const lockers = await get(`locations/fixedlocations/RO?locality_id=${IASI}&carrier_id=6`);
    expect(Array.isArray(lockers)).toBe(true);
    expect(lockers.length).toBeGreaterThan(0);
    lockers.forEach((l: Record<string, unknown>, i: number) => {
      expectShape(l, LOCKER, `lockers[${i}]`);
      expect([l.locality_id, l.carrier_id, l.is_active, l.country_code]).toEqual([IASI, 6, true, 'RO']);
    });
    expect(lockers[0].schedule[0]).toEqual({ days: expect.any(String), hours: expect.any(String) });
    const byName = await get('locations/fixedlocations/ro?locality_name=Iasi&county_name=Iasi&carrier_id=6');
    expect(byName).toEqual(lockers);
    expect((await get('locations/fixedlocations/RO')).length).toBeGreaterThan(lockers.length);
  });

  it('answers one locker for a number on the same path, 404 when unknown', async () => {
    const [first] = await get(`locations/fixedlocations/RO?locality_id=${IASI}`);
    const one = await get(`locations/fixedlocations/${first.id}`);
    expectShape(one, { ...LOCKER, test_mode: 'boolean' });
    const { test_mode: testMode, ...locker } = one;
    expect(testMode).toBe(true);
    expect(locker).toEqual(first);
    expect(await get('locations/fixedlocations/999999999', 404)).toEqual({ error: 'not_found', message: 'Lockerul cerut nu există.', test_mode: true });
    expect(await get('locations/fixedlocations/DE', 422)).toEqual(invalid({ country_code: [COUNTRY_MESSAGE] }));
    for (const bad of ['R', 'ROU', '0', '12a']) {
      expect(await get(`locations/fixedlocations/${bad}`, 422), bad).toEqual(invalid({ country_code_or_id: ['Dă codul țării (RO) sau id-ul lockerului (un număr).'] }));
    }
  });
});
