// GET /api/private/locations/*: countries, counties, localities, carriers, services, lockers (by
// locality, carrier, name + county, id), their 422/404 answers and cache headers; and the resolvers
// the pricing engine uses (resolve.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountyDto, FixedLocationDto, LocalityDto } from '../../src/shared/shipping.ts';
import { findFixedLocation, findLocality, locationResolver, matchLocalities } from '../../server/services/locations/resolve.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
const COUNTRY_MESSAGE = 'Momentan sunt disponibile doar localitățile din România (codul de țară RO).';
const invalid = (errors: Record<string, string[]>) => ({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors });

const CLUJ_NAPOCA = 54984;
const SECTOR_1 = 179141;

describe.each(testDatabases())('locations routes on $name', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await backend.createPrepared();
    app = await testApp({}, { database: test.database });
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  const get = (path: string) => app.inject({ method: 'GET', url: `/api/private/${path}` });
  const ok = async <T>(path: string): Promise<T> => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
    return res.json();
  };

  it('countries, counties and the localities of a county', async () => {
    expect(await ok('locations/countries')).toEqual([{ country_code: 'RO', name: 'România', currency: 'RON', language: 'ro' }]);
    const counties = await ok<CountyDto[]>('locations/counties?country_code=RO');
    expect(counties).toHaveLength(42);
    expect(counties.find((c) => c.county_code === 'CJ')).toEqual({ id: 127, county_code: 'CJ', county_name: 'Cluj', country_code: 'RO' });
    // Romanian alphabetical order: Sălaj after Satu Mare, Vâlcea after Vaslui.
    const names = counties.map((c) => c.county_name);
    expect(names.indexOf('Sălaj')).toBe(names.indexOf('Satu Mare') + 1);
    expect(names.indexOf('Vâlcea')).toBeGreaterThan(names.indexOf('Vaslui'));

    const bucharest = await ok<LocalityDto[]>('locations/localities?country_code=RO&county_code=B');
    expect(bucharest.map((l) => l.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `București Sectorul ${n}`));
    expect(await ok<LocalityDto[]>('locations/localities?county_code=cj')).toHaveLength(434);
    expect(await ok<LocalityDto[]>('locations/localities?country_code=RO')).toHaveLength(13_755);
  });

  it('answers 422 for another country or an unknown county', async () => {
    for (const path of ['locations/counties?country_code=HU', 'locations/localities?country_code=BG&county_code=CJ', 'locations/fixedlocations?country_code=MD']) {
      const res = await get(path);
      expect([res.statusCode, res.json()]).toEqual([422, invalid({ country_code: [COUNTRY_MESSAGE] })]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const county = await get('locations/localities?country_code=RO&county_code=ZZ');
    expect(county.json()).toEqual(invalid({ county_code: ['Județul nu există. Folosește codul de două litere, de exemplu CJ sau B.'] }));
  });

  it('carriers and the services each offers', async () => {
    expect(await ok('locations/carriers')).toEqual([
      { id: 1, is_active: true, name: 'Cargus' },
      { id: 2, is_active: true, name: 'DPD' },
      { id: 3, is_active: true, name: 'FAN Courier' },
      { id: 4, is_active: true, name: 'GLS' },
      { id: 6, is_active: true, name: 'Sameday' },
      { id: 16, is_active: true, name: 'Bookurier' },
    ]);
    const all = await ok<{ service_id: number; carrier_id: number }[]>('locations/services?country_code=RO');
    const byCarrier = (id: number) => all.filter((s) => s.carrier_id === id).map((s) => s.service_id);
    expect(byCarrier(6)).toEqual([1, 2, 3, 4]);
    // No lockers: home to home only, as its rate card.
    expect(byCarrier(16)).toEqual([1]);
    expect(await ok('locations/services?service_id=2&carrier_id=3')).toEqual([
      { service_id: 2, service_name: 'Domiciliu - locker', carrier_id: 3, carrier_name: 'FAN Courier', country_code: 'RO' },
    ]);
    const bad = await get('locations/services?service_id=5');
    expect(bad.json()).toEqual(invalid({ service_id: ['Serviciul trebuie să fie 1, 2, 3 sau 4.'] }));
  });

  it('lockers by locality and carrier, by name and county, and by id', async () => {
    const cluj = await ok<FixedLocationDto[]>(`locations/fixedlocations?country_code=RO&locality_id=${CLUJ_NAPOCA}`);
    expect(cluj.length).toBeGreaterThan(50);
    expect(cluj.every((f) => f.locality_id === CLUJ_NAPOCA && f.county_name === 'Cluj' && f.is_active)).toBe(true);
    expect(new Set(cluj.map((f) => f.carrier_id))).toEqual(new Set([1, 2, 3, 4, 6]));
    const easyboxes = await ok<FixedLocationDto[]>(`locations/fixedlocations?locality_id=${CLUJ_NAPOCA}&carrier_id=6`);
    expect(easyboxes.length).toBeGreaterThan(0);
    expect(easyboxes.every((f) => f.carrier_id === 6 && f.carrier_name === 'Sameday')).toBe(true);
    const [box] = easyboxes as [FixedLocationDto];
    expect(box).toMatchObject({ fixed_location_type: 'locker', county_id: 127, country_code: 'RO', locality_name: 'Cluj-Napoca' });
    expect(box.coordinates.lat).toBeCloseTo(46.77, 0);
    expect(box.box_sizes.map((b) => b.size)).toEqual(expect.arrayContaining(['S', 'M']));
    expect(box.box_sizes[0]).toEqual({ size: 'S', length: 46, width: 44, height: 9, max_weight: 4 });
    expect(box.schedule.length).toBeGreaterThan(0);

    const byName = await ok<FixedLocationDto[]>('locations/fixedlocations?locality_name=cluj-napoca&county_name=Cluj');
    expect(byName.map((f) => f.id)).toEqual(cluj.map((f) => f.id));
    expect(await ok('locations/fixedlocations?locality_name=Cluj-Napoca&county_name=Ilfov')).toEqual([]);
    expect(await ok(`locations/fixedlocations?locality_id=${CLUJ_NAPOCA}&carrier_id=16`)).toEqual([]);
    const sector = await ok<FixedLocationDto[]>(`locations/fixedlocations?locality_id=${SECTOR_1}`);
    expect(sector.length).toBeGreaterThan(50);

    expect(await ok(`locations/fixedlocations/${box.id}`)).toEqual(box);
    const missing = await get('locations/fixedlocations/123');
    expect([missing.statusCode, missing.json()]).toEqual([404, { reason: 'not_found', message: 'Lockerul cerut nu există.' }]);
    const bad = await get('locations/fixedlocations/abc');
    expect([bad.statusCode, bad.json()]).toEqual([422, invalid({ id: ['Id-ul trebuie să fie un număr.'] })]);
  });

  it('needs no bearer token, and ignores one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/private/locations/carriers', headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(200);
  });

  describe('resolvers for the pricing engine', () => {
    const db = () => test.database.db;

    it('findLocality by id, by name and county (diacritics folded), by postal code alone', async () => {
      expect((await findLocality(db(), { locality_id: CLUJ_NAPOCA }))?.name).toBe('Cluj-Napoca');
      expect(await findLocality(db(), { locality_id: 1 })).toBeNull();
      expect((await findLocality(db(), { locality_name: 'targu mures', county_name: 'Mures' }))?.id).toBe(114328);
      expect((await findLocality(db(), { locality_name: 'Iași', county_code: 'is' }))?.postal_code).toBe('700020');
      expect((await findLocality(db(), { locality_name: 'Iasi', county_name: 'Județul Iași' }))?.id).toBe(95079);
      expect((await findLocality(db(), { postal_code: '400335' }))?.name).toBe('Cluj-Napoca');
      expect(await findLocality(db(), { locality_name: 'Cluj-Napoca', county_name: 'Alba' })).toBeNull();
      expect(await findLocality(db(), { locality_name: 'Iasi', country_code: 'BG' })).toBeNull();
    });

    it('București: a sector by name or postal code; the city alone is ambiguous', async () => {
      expect((await findLocality(db(), { locality_name: 'Bucuresti', county_name: 'Bucuresti', postal_code: '030167' }))?.id).toBe(179169);
      expect((await findLocality(db(), { locality_name: 'București Sectorul 1', county_code: 'B' }))?.id).toBe(SECTOR_1);
      expect((await findLocality(db(), { locality_name: 'Sector 6', county_name: 'București' }))?.id).toBe(179196);
      expect(await findLocality(db(), { locality_name: 'București' })).toBeNull();
      expect(await matchLocalities(db(), { locality_name: 'Municipiul București' })).toHaveLength(6);
    });

    it('a village name shared within a county needs its postal code', async () => {
      const all = await matchLocalities(db(), { locality_name: 'Valea Mare', county_code: 'DB' });
      expect(all.map((l) => l.parent)).toEqual(['Cândești', 'Valea Lungă', 'Valea Mare']);
      expect(await findLocality(db(), { locality_name: 'Valea Mare', county_code: 'DB' })).toBeNull();
      const [first] = all as [LocalityDto];
      expect((await findLocality(db(), { locality_name: 'Valea Mare', county_code: 'DB', postal_code: first.postal_code }))?.id).toBe(first.id);
    });

    it('findFixedLocation and the resolver object', async () => {
      const [locker] = (await get(`locations/fixedlocations?locality_id=${CLUJ_NAPOCA}`)).json() as [FixedLocationDto];
      expect(await findFixedLocation(db(), locker.id)).toEqual(locker);
      expect(await findFixedLocation(db(), 42)).toBeNull();
      const resolver = locationResolver(db());
      expect((await resolver.findLocality({ locality_id: CLUJ_NAPOCA }))?.county_code).toBe('CJ');
      expect((await resolver.findFixedLocation(locker.id))?.carrier_id).toBe(locker.carrier_id);
    });
  });
});
