// The public API's searches (/api/public/v1/search/*) against the contract (api-shapes): locality
// search's {data, meta} with the term in the path (URL-encoded, with or without diacritics) and
// per_page 15|50|100|200; street search as a bare array of {id, street_name, postal_code}, found
// without "Strada"/"Str."; postal-code reverse with street names as strings; errors in the
// contract's shape; and the key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { getter, newShop, pub } from './helpers/public-api.ts';
import { expectShape } from './helpers/shapes.ts';

const CLUJ = 54984;
const FLORESTI = 57715;
const SEARCH_MESSAGE = 'Scrie cel puțin 2 caractere pentru căutare.';
const MEMORANDUMULUI = { street_name: 'Strada Memorandumului', postal_code: '400114' };
const IN_CLUJ = { locality_id: CLUJ, locality_name: 'Cluj-Napoca', name_and_county: 'Cluj-Napoca, Cluj', county_name: 'Cluj', county_code: 'CJ' };

const invalid = (details: Record<string, string[]>) => ({ error: 'validation_failed', message: 'Datele trimise nu sunt valide.', details, test_mode: true });

describe.each(testDatabases())('public search on $name', (backend) => {
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
    for (const path of ['search/localities/RO/iasi', `search/streets/RO/${CLUJ}/memorandum`, 'search/postal-code-reverse/RO/400114']) {
      const res = await pub(h.app, 'GET', path);
      expect([res.statusCode, res.json().error], path).toEqual([401, 'unauthorized']);
    }
  });

  describe('localities', () => {
    it('finds a locality by a URL-encoded term, with or without diacritics, with {data, meta}', async () => {
      const answer = await get('search/localities/RO/Satu%20Mare');
      expectShape(answer, {
        data: 'array',
        meta: { count: 'integer', per_page: 'integer', country_code: 'string', search_term: 'string' },
        test_mode: 'boolean',
      });
      expect(answer.meta).toEqual({ count: answer.data.length, per_page: 15, country_code: 'RO', search_term: 'Satu Mare' });
      answer.data.forEach((l: unknown, i: number) => expectShape(l, { id: 'integer', name: 'string', county: 'string', name_and_county: 'string', county_code: 'string' }, `data[${i}]`));
      expect(answer.data[0]).toEqual({ id: 136492, name: 'Satu Mare', county: 'Satu Mare', name_and_county: 'Satu Mare, Satu Mare', county_code: 'SM' });
      for (const term of ['iasi', encodeURIComponent('Iași'), encodeURIComponent('IAŞI')]) {
        expect((await get(`search/localities/ro/${term}`)).data[0], term).toEqual({ id: 95079, name: 'Iași', county: 'Iași', name_and_county: 'Iași, Iași', county_code: 'IS' });
      }
    });

    it('gives per_page results at most (15, 50, 100 or 200), and refuses anything else', async () => {
      const fifteen = await get('search/localities/RO/valea');
      expect([fifteen.data.length, fifteen.meta.count, fifteen.meta.per_page]).toEqual([15, 15, 15]);
      const fifty = await get('search/localities/RO/valea?per_page=50');
      expect([fifty.data.length, fifty.meta.count, fifty.meta.per_page]).toEqual([50, 50, 50]);
      expect(fifty.data.slice(0, 15)).toEqual(fifteen.data);
      const perPage = 'Numărul pe pagină trebuie să fie 15, 50, 100 sau 200.';
      for (const bad of ['10', '0', 'abc', '1000']) expect(await get(`search/localities/RO/valea?per_page=${bad}`, 422), bad).toEqual(invalid({ per_page: [perPage] }));
    });

    it('refuses a term shorter than 2 characters and a country other than RO', async () => {
      expect(await get('search/localities/RO/a', 422)).toEqual(invalid({ term: [SEARCH_MESSAGE] }));
      expect(await get('search/localities/RO/%20-%20', 422)).toEqual(invalid({ term: [SEARCH_MESSAGE] }));
      expect(await get('search/localities/DE/berlin', 422)).toEqual(invalid({ country_code: ['Momentan sunt disponibile doar localitățile din România (codul de țară RO).'] }));
    });
  });

  describe('streets', () => {
    it('finds "Memorandumului" in Cluj-Napoca typed with or without "Strada"/"Str."', async () => {
      for (const term of ['Strada Memorandumului', 'str memorandumului', 'memorandum', 'Str. Memorandumului']) {
        const answer = await get(`search/streets/RO/${CLUJ}/${encodeURIComponent(term)}`);
        expect(answer, term).toEqual([{ id: expect.any(Number), ...MEMORANDUMULUI }]);
        expectShape(answer[0], { id: 'integer', street_name: 'string', postal_code: 'string' });
      }
    });

    it('answers one item per street and postal code, [] where there is no street list, 404 for an unknown locality', async () => {
      const boulevard = await get(`search/streets/RO/${CLUJ}/${encodeURIComponent('bd. 21 decembrie')}`);
      expect(boulevard.map((s: { postal_code: string }) => s.postal_code)).toEqual(['400105', '400094', '400124', '400603', '400604', '400602']);
      expect(new Set(boulevard.map((s: { street_name: string }) => s.street_name))).toEqual(new Set(['Bulevardul 21 Decembrie 1989']));
      expect(await get(`search/streets/RO/${FLORESTI}/eroilor`)).toEqual([]);
      expect(await get('search/streets/RO/1/eroilor', 404)).toEqual({ error: 'not_found', message: 'Localitatea nu există.', test_mode: true });
      expect(await get(`search/streets/RO/abc/eroilor`, 422)).toEqual(invalid({ locality_id: ['Localitatea se dă prin codul ei SIRUTA (un număr).'] }));
      expect(await get(`search/streets/RO/${CLUJ}/x`, 422)).toEqual(invalid({ term: [SEARCH_MESSAGE] }));
    });
  });

  describe('postal-code-reverse', () => {
    it("names the street of a street's code, and '' for a whole locality's code", async () => {
      const street = await get('search/postal-code-reverse/RO/400114');
      expect(street).toEqual([{ ...IN_CLUJ, street_name: 'Strada Memorandumului' }]);
      expectShape(street[0], { locality_id: 'integer', locality_name: 'string', name_and_county: 'string', county_name: 'string', county_code: 'string', street_name: 'string' });
      expect(await get('search/postal-code-reverse/RO/400335')).toEqual([
        { ...IN_CLUJ, street_name: 'Strada Pasteur Louis' },
        { ...IN_CLUJ, street_name: 'Strada Zorilor' },
      ]);
      expect(await get('search/postal-code-reverse/RO/407280')).toEqual([
        { locality_id: FLORESTI, locality_name: 'Florești', name_and_county: 'Florești, Cluj', county_name: 'Cluj', county_code: 'CJ', street_name: '' },
      ]);
      expect(await get('search/postal-code-reverse/RO/999999')).toEqual([]);
    });

    it('refuses a code that is not 6 digits', async () => {
      for (const code of ['40011', '4001145', '40O114']) expect(await get(`search/postal-code-reverse/RO/${code}`, 422), code).toEqual(invalid({ postal_code: ['Codul poștal are 6 cifre.'] }));
    });
  });
});
