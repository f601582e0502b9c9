// The search calls of the address forms (api-shapes.md), public reference data (no bearer,
// cacheable), each with a Server-Timing header giving the lookup's own time:
// - GET /api/private/search/localities/{cc}?search=&per_page=&county_code= -> { data, meta }
// - GET /api/private/search/streets/{cc}/{localityId}/{term} -> [StreetDto] ([] where no street list)
// - GET /api/private/search/postal-code-reverse/{cc}/{code} -> [PostalCodeReverseItem]
import type { FastifyInstance } from 'fastify';
import type { LocalitySearchAnswer } from '../../../../src/shared/shipping.ts';
import { Failure, validationFailure } from '../../../services/failure.ts';
import { findCounty } from '../../../services/locations/index.ts';
import { searchLocalities } from '../../../services/locations/index.ts';
import { locationIndex } from '../../../services/locations/index.ts';
import { foldName } from '../../../services/locations/index.ts';
import { reversePostalCode } from '../../../services/locations/index.ts';
import { searchStreets } from '../../../services/locations/index.ts';
import { cacheAsReferenceData, countryCode, MESSAGES, numericId, serverTiming, supportedCountry } from '../../shared/location-params.ts';

const DEFAULT_PER_PAGE = 10;
const config = { fieldMessages: MESSAGES };
const term = { type: 'string', minLength: 2, maxLength: 100 } as const;

/** At least 2 letters or digits once punctuation and spaces are set aside. */
function requireTerm(field: 'search' | 'term', raw: string): void {
  if (foldName(raw).replace(/ /g, '').length < 2) throw validationFailure({ [field]: [MESSAGES[field]] });
}

export default async function searchRoutes(app: FastifyInstance) {
  app.get<{ Params: { country_code: string }; Querystring: { search: string; per_page?: string; county_code?: string } }>(
    '/search/localities/:country_code',
    {
      schema: {
        params: { type: 'object', properties: { country_code: countryCode } },
        querystring: {
          type: 'object',
          required: ['search'],
          properties: {
            search: term,
            per_page: { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' },
            county_code: { type: 'string', pattern: '^[A-Za-z]{1,2}$' },
          },
        },
      },
      config,
    },
    async (request, reply): Promise<LocalitySearchAnswer> => {
      const started = performance.now();
      const index = await locationIndex(app.db);
      const country = supportedCountry(index, request.params.country_code);
      const { search, county_code } = request.query;
      requireTerm('search', search);
      if (county_code !== undefined && !findCounty(index, country, county_code)) {
        throw validationFailure({ county_code: [MESSAGES.county_code] });
      }
      const perPage = Number(request.query.per_page ?? DEFAULT_PER_PAGE);
      const found = searchLocalities(index, search, { countyCode: county_code, limit: perPage });
      serverTiming(reply, 'search', started);
      cacheAsReferenceData(reply);
      return {
        data: found.items,
        meta: { count: found.items.length, per_page: perPage, country_code: country, search_term: search.trim() },
      };
    },
  );

  app.get<{ Params: { country_code: string; locality_id: string; term: string } }>(
    '/search/streets/:country_code/:locality_id/:term',
    {
      schema: { params: { type: 'object', properties: { country_code: countryCode, locality_id: numericId, term } } },
      config,
    },
    async (request, reply) => {
      const started = performance.now();
      const index = await locationIndex(app.db);
      supportedCountry(index, request.params.country_code);
      requireTerm('term', request.params.term);
      const siruta = Number(request.params.locality_id);
      if (!index.bySiruta.has(siruta)) throw new Failure(404, 'not_found', 'Localitatea nu există.');
      const streets = await searchStreets(app.db, siruta, request.params.term);
      serverTiming(reply, 'search', started);
      cacheAsReferenceData(reply);
      return streets;
    },
  );

  app.get<{ Params: { country_code: string; postal_code: string } }>(
    '/search/postal-code-reverse/:country_code/:postal_code',
    {
      schema: { params: { type: 'object', properties: { country_code: countryCode, postal_code: { type: 'string', pattern: '^[0-9]{6}$' } } } },
      config,
    },
    async (request, reply) => {
      const started = performance.now();
      const index = await locationIndex(app.db);
      supportedCountry(index, request.params.country_code);
      const items = await reversePostalCode(app.db, request.params.postal_code);
      serverTiming(reply, 'search', started);
      cacheAsReferenceData(reply);
      return items;
    },
  );
}
