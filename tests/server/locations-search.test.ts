// GET /api/private/search/*: locality search (diacritics ignored, ranking, county filter, per_page),
// reverse postal codes, streets (their matching rules: locations-streets.test.ts), the Romanian
// 422s, and the public cache headers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalitySearchAnswer } from '../../src/shared/shipping.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
const SEARCH_MESSAGE = 'Scrie cel puțin 2 caractere pentru căutare.';
const COUNTRY_MESSAGE = 'Momentan sunt disponibile doar localitățile din România (codul de țară RO).';

const invalid = (errors: Record<string, string[]>) => ({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors });

describe.each(testDatabases())('search routes on $name', (backend) => {
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
  const search = async (query: string): Promise<LocalitySearchAnswer> => {
    const res = await get(`search/localities/RO?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  describe('search/localities', () => {
    it('finds a locality with or without diacritics, in any case', async () => {
      for (const term of ['iasi', 'Iași', 'IASI', 'iaşi']) {
        const answer = await search(`search=${encodeURIComponent(term)}`);
        expect(answer.data[0]).toEqual({
          id: 95079,
          name: 'Iași',
          county_code: 'IS',
          county_name: 'Iași',
          county: 'Iași',
          type: 'municipiu',
          parent: 'Iași',
          postal_code: '700020',
          name_and_county: 'Iași, Iași',
        });
      }
      for (const term of ['targu mures', 'târgu mureș', 'Targu-Mures', 'TÂRGU MUREŞ']) {
        expect((await search(`search=${encodeURIComponent(term)}`)).data[0]?.name).toBe('Târgu Mureș');
      }
      // A word inside the name counts too.
      expect((await search('search=napoca')).data[0]?.name).toBe('Cluj-Napoca');
    });

    it('"bucuresti" finds the six sectors, "sector 3" the third', async () => {
      const answer = await search('search=bucuresti');
      expect(answer.data.map((l) => l.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `București Sectorul ${n}`));
      expect(answer.data.every((l) => l.type === 'sector' && l.county_code === 'B')).toBe(true);
      expect((await search('search=sector%203')).data.map((l) => l.id)).toEqual([179169]);
    });

    it('ranks the exact name first, then cities and towns before villages, then alphabetically', async () => {
      // "Alba" is a village name (exact matches first), then the city Alba Iulia, then villages.
      const alba = await search('search=alba&per_page=5');
      expect(alba.data.slice(0, 2).map((l) => [l.name, l.type])).toEqual([
        ['Alba', 'sat'],
        ['Alba', 'sat'],
      ]);
      expect(alba.data[2]?.name).toBe('Alba Iulia');
      // Prefix "targu": the municipalities, then the towns, then the villages; each group alphabetical.
      const targu = await search('search=targu&per_page=50');
      const ranks = targu.data.map((l) => ({ municipiu: 0, sector: 0, oras: 1, componenta: 2, sat: 3 })[l.type as 'sat']);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const municipalities = targu.data.filter((l) => l.type === 'municipiu').map((l) => l.name);
      expect(municipalities).toEqual(['Târgu Jiu', 'Târgu Mureș', 'Târgu Secuiesc']);
      expect(targu.data.find((l) => l.type === 'oras')?.name).toBe('Târgu Bujor');
      // Villages of the same name in one county say which commune they belong to.
      const valeaMare = await search('search=valea%20mare&county_code=DB&per_page=50');
      expect(valeaMare.data.filter((l) => l.name === 'Valea Mare').length).toBeGreaterThan(1);
      expect(new Set(valeaMare.data.map((l) => l.name_and_county)).size).toBe(valeaMare.data.length);
    });

    it('filters by county and bounds the answer with per_page', async () => {
      const cluj = await search('search=cluj');
      expect(cluj.data[0]?.name).toBe('Cluj-Napoca');
      const inAlba = await search('search=va&county_code=ab&per_page=50');
      expect(inAlba.data.length).toBe(50);
      expect(inAlba.data.every((l) => l.county_code === 'AB')).toBe(true);
      const answer = await search('search=sa');
      expect(answer.data).toHaveLength(10);
      expect(answer.meta).toEqual({ count: 10, per_page: 10, country_code: 'RO', search_term: 'sa' });
      expect((await search('search=sa&per_page=50')).data).toHaveLength(50);
      expect((await search('search=zzzz')).data).toEqual([]);
    });

    it('answers with the public cache headers and the lookup time', async () => {
      const res = await get('search/localities/RO?search=iasi');
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
      expect(res.headers['server-timing']).toMatch(/^search;dur=\d+\.\d{3}$/);
    });

    it('answers 422 in Romanian for a short term, a bad per_page, an unknown county or country', async () => {
      for (const query of ['search=a', 'search=%20-%20', '']) {
        const res = await get(`search/localities/RO?${query}`);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.search).toEqual([query ? SEARCH_MESSAGE : 'Câmpul este obligatoriu.']);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      for (const perPage of ['0', '51', 'zece']) {
        const res = await get(`search/localities/RO?search=iasi&per_page=${perPage}`);
        expect([res.statusCode, res.json()]).toEqual([422, invalid({ per_page: ['Numărul de rezultate pe pagină trebuie să fie între 1 și 50.'] })]);
      }
      const county = await get('search/localities/RO?search=iasi&county_code=XX');
      expect(county.json()).toEqual(invalid({ county_code: ['Județul nu există. Folosește codul de două litere, de exemplu CJ sau B.'] }));
      for (const country of ['DE', 'Germania']) {
        const res = await get(`search/localities/${country}?search=berlin`);
        expect([res.statusCode, res.json()]).toEqual([422, invalid({ country_code: [COUNTRY_MESSAGE] })]);
      }
    });
  });

  describe('search/postal-code-reverse', () => {
    it('finds the locality of a postal code, and its streets where there is a street list', async () => {
      const cluj = await get('search/postal-code-reverse/RO/400335');
      expect(cluj.statusCode).toBe(200);
      const inCluj = { locality_id: 54984, locality_name: 'Cluj-Napoca', name_and_county: 'Cluj-Napoca, Cluj', county_name: 'Cluj', county_code: 'CJ' };
      expect(cluj.json()).toEqual([
        { ...inCluj, street_name: 'Strada Pasteur Louis' },
        { ...inCluj, street_name: 'Strada Zorilor' },
      ]);
      // A village's code is the whole locality's: an empty street name, never null.
      expect((await get('search/postal-code-reverse/RO/407280')).json()).toEqual([
        { locality_id: 57715, locality_name: 'Florești', name_and_county: 'Florești, Cluj', county_name: 'Cluj', county_code: 'CJ', street_name: '' },
      ]);
      expect(cluj.headers['cache-control']).toBe(PUBLIC_CACHE);
      const sector1 = (await get('search/postal-code-reverse/RO/010013')).json();
      expect(sector1.map((i: { locality_name: string }) => i.locality_name)).toEqual(['București Sectorul 1']);
      // A street-level code of Iași still names Iași.
      expect((await get('search/postal-code-reverse/ro/700259')).json()[0]?.locality_name).toBe('Iași');
      expect((await get('search/postal-code-reverse/RO/999999')).json()).toEqual([]);
    });

    it('answers 422 when the code is not 6 digits', async () => {
      for (const code of ['40033', '4003355', '40O335']) {
        const res = await get(`search/postal-code-reverse/RO/${code}`);
        expect([res.statusCode, res.json()]).toEqual([422, invalid({ postal_code: ['Codul poștal are 6 cifre.'] })]);
      }
    });
  });

  describe('search/streets', () => {
    it('finds a street of a city, answers [] for a locality without a street list, 404 for an unknown locality', async () => {
      const res = await get(`search/streets/RO/54984/${encodeURIComponent('Strada Memorandumului')}`);
      expect([res.statusCode, res.json()]).toEqual([200, [{ id: expect.any(Number), street_name: 'Strada Memorandumului', postal_code: '400114' }]]);
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
      expect((await get('search/streets/RO/57715/Memorandumului')).json()).toEqual([]);
      const unknown = await get('search/streets/RO/1/Unirii');
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { reason: 'not_found', message: 'Localitatea nu există.' }]);
      const short = await get('search/streets/RO/54984/a');
      expect([short.statusCode, short.json()]).toEqual([422, invalid({ term: [SEARCH_MESSAGE] })]);
    });
  });
});
