// GET /api/private/locations/{countries, counties, localities, carriers, services}: the lists of
// public reference data, shaped like the market API (api-shapes.md): bare arrays, no bearer needed,
// cacheable (schemas.ts). Unknown country -> 422; unknown county -> 422.
import type { FastifyInstance } from 'fastify';
import {
  findCounty,
  listCarriers,
  listCounties,
  listCountries,
  listLocalities,
  listServices,
} from '../../../services/locations/index.ts';
import { LARGE_ANSWER_COMPRESSION } from '../../../http/compression.ts';
import { locationIndex } from '../../../services/locations/index.ts';
import { validationFailure } from '../../../services/failure.ts';
import { cacheAsReferenceData, countryCode, MESSAGES, numericId, optionalNumber, supportedCountry } from '../../shared/location-params.ts';

const config = { fieldMessages: MESSAGES };
const countryQuery = { type: 'object', properties: { country_code: countryCode } } as const;

export default async function locationCatalogueRoutes(app: FastifyInstance) {
  app.get('/locations/countries', async (_request, reply) => {
    const countries = listCountries(await locationIndex(app.db));
    cacheAsReferenceData(reply);
    return countries;
  });

  app.get<{ Querystring: { country_code?: string } }>(
    '/locations/counties',
    { schema: { querystring: countryQuery }, config },
    async (request, reply) => {
      const index = await locationIndex(app.db);
      const counties = listCounties(index, supportedCountry(index, request.query.country_code));
      cacheAsReferenceData(reply);
      return counties;
    },
  );

  // Without county_code: every locality of the country (about 1.5 MB of JSON, compressed on the way).
  app.get<{ Querystring: { country_code?: string; county_code?: string } }>(
    '/locations/localities',
    {
      schema: {
        querystring: { type: 'object', properties: { country_code: countryCode, county_code: { type: 'string', pattern: '^[A-Za-z]{1,2}$' } } },
      },
      config,
      compress: LARGE_ANSWER_COMPRESSION,
    },
    async (request, reply) => {
      const index = await locationIndex(app.db);
      const country = supportedCountry(index, request.query.country_code);
      const county = request.query.county_code;
      if (county !== undefined && !findCounty(index, country, county)) throw validationFailure({ county_code: [MESSAGES.county_code] });
      const localities = listLocalities(index, county);
      cacheAsReferenceData(reply);
      return localities;
    },
  );

  app.get('/locations/carriers', async (_request, reply) => {
    cacheAsReferenceData(reply);
    return listCarriers();
  });

  app.get<{ Querystring: { service_id?: string; carrier_id?: string; country_code?: string } }>(
    '/locations/services',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { service_id: { type: 'string', pattern: '^[1-4]$' }, carrier_id: numericId, country_code: countryCode },
        },
      },
      config,
    },
    async (request, reply) => {
      const index = await locationIndex(app.db);
      const { service_id, carrier_id, country_code } = request.query;
      const services = listServices(index, {
        serviceId: optionalNumber(service_id),
        carrierId: optionalNumber(carrier_id),
        countryCode: supportedCountry(index, country_code),
      });
      cacheAsReferenceData(reply);
      return services;
    },
  );
}
