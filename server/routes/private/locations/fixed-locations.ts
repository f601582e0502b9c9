// GET /api/private/locations/fixedlocations?country_code&locality_id&carrier_id&locality_name&county_name
// (the active lockers of a locality and/or carrier; all active ones without a locality) and
// GET /api/private/locations/fixedlocations/{id} (any locker, active or not; 404 when unknown).
import type { FastifyInstance } from 'fastify';
import { Failure } from '../../../services/failure.ts';
import { getFixedLocation, listFixedLocations } from '../../../services/locations/index.ts';
import { locationIndex } from '../../../services/locations/index.ts';
import { cacheAsReferenceData, countryCode, MESSAGES, numericId, optionalNumber, serverTiming, supportedCountry } from '../../shared/location-params.ts';

interface ListQuery {
  country_code?: string;
  locality_id?: string;
  carrier_id?: string;
  locality_name?: string;
  county_name?: string;
}

const listQuery = {
  type: 'object',
  properties: {
    country_code: countryCode,
    locality_id: numericId,
    carrier_id: numericId,
    locality_name: { type: 'string', minLength: 1, maxLength: 100 },
    county_name: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

export default async function fixedLocationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/locations/fixedlocations',
    { schema: { querystring: listQuery }, config: { fieldMessages: MESSAGES } },
    async (request, reply) => {
      const started = performance.now();
      const index = await locationIndex(app.db);
      const query = request.query;
      supportedCountry(index, query.country_code);
      const lockers = listFixedLocations(index, {
        localityId: optionalNumber(query.locality_id),
        carrierId: optionalNumber(query.carrier_id),
        localityName: query.locality_name,
        countyName: query.county_name,
      });
      serverTiming(reply, 'lookup', started);
      cacheAsReferenceData(reply);
      return lockers;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/locations/fixedlocations/:id',
    { schema: { params: { type: 'object', properties: { id: numericId } } }, config: { fieldMessages: MESSAGES } },
    async (request, reply) => {
      const locker = getFixedLocation(await locationIndex(app.db), Number(request.params.id));
      if (!locker) throw new Failure(404, 'not_found', 'Lockerul cerut nu există.');
      cacheAsReferenceData(reply);
      return locker;
    },
  );
}
