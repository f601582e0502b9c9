// The public API's reference lists (contract: api-shapes), on the same services as the app's
// /api/private/locations/*; every answer is a bare array, except one locker:
//   GET /locations/countries
//   GET /locations/counties/{cc}
//   GET /locations/localities?country_code&county_code
//   GET /locations/carriers
//   GET /locations/services?service_id&carrier_id&country_code
//   GET /locations/fixedlocations/{cc}?locality_id&carrier_id&locality_name&county_name  (active lockers)
//   GET /locations/fixedlocations/{id}                                                   (one locker)
// The last two share a path, as in the contract: two letters are a country, a number a locker.
// A country other than RO answers 422 validation_failed with details.country_code (we serve
// Romania only), the same in every public call that names a country.
import type { FastifyInstance } from 'fastify';
import { LARGE_ANSWER_COMPRESSION } from '../../http/compression.ts';
import { Failure, validationFailure } from '../../services/failure.ts';
import { findCounty, listCarriers, listCounties, listCountries, listLocalities, listServices } from '../../services/locations/index.ts';
import { getFixedLocation, listFixedLocations } from '../../services/locations/index.ts';
import { locationIndex } from '../../services/locations/index.ts';
import { MESSAGES, optionalNumber, supportedCountry } from '../shared/location-params.ts';
import { COUNTRY_ERROR, invalid, notFound, withErrors } from './schemas/common.ts';
import { countryCodeParam, fixedLocationExample, fixedLocationSchema, idParam, lists, testMode } from './schemas/reference.ts';

const TAGS = ['Locații'];
const FIELD_MESSAGES = { ...MESSAGES, country_code_or_id: 'Dă codul țării (RO) sau id-ul lockerului (un număr).' };
const config = { scope: 'read' as const, fieldMessages: FIELD_MESSAGES };
const countyCode = { type: 'string', pattern: '^[A-Za-z]{1,2}$', description: 'Codul județului (de exemplu CJ; B pentru București).', examples: ['CJ'] };
const countryQuery = { ...countryCodeParam, description: 'Codul țării (implicit RO; deocamdată doar RO).' };

const countriesSchema = withErrors({
  operationId: 'listCountries',
  summary: 'Țările',
  description: 'Țările în care livrăm: deocamdată doar România.',
  tags: TAGS,
  response: { 200: lists.countries },
});

const countiesSchema = withErrors({
  operationId: 'listCounties',
  summary: 'Județele unei țări',
  description: 'Cele 41 de județe și Bucureștiul, în ordine alfabetică. O țară în afară de RO primește 422.',
  tags: TAGS,
  params: { type: 'object', required: ['country_code'], properties: { country_code: countryCodeParam } },
  response: { 200: lists.counties },
}, COUNTRY_ERROR);

const localitiesSchema = withErrors({
  operationId: 'listLocalities',
  summary: 'Localitățile unui județ',
  description:
    'Localitățile (nomenclatorul SIRUTA), în ordine alfabetică; id este codul SIRUTA, folosit ca locality_id în prețuri, comenzi și adrese. Fără county_code: toate cele 13.755 de localități ale țării (răspuns mare, comprimat).',
  tags: TAGS,
  querystring: { type: 'object', properties: { country_code: countryQuery, county_code: countyCode } },
  response: { 200: lists.localities },
}, COUNTRY_ERROR, invalid('county_code nu este codul unui județ al țării (details.county_code).'));

const carriersSchema = withErrors({
  operationId: 'listCarriers',
  summary: 'Curierii',
  description: 'Curierii cu care se pot trimite colete, cu id-urile lor (aceleași ca ale liderului pieței).',
  tags: TAGS,
  response: { 200: lists.carriers },
});

const servicesSchema = withErrors({
  operationId: 'listServices',
  summary: 'Serviciile curierilor',
  description:
    'Ce servicii oferă fiecare curier: 1 domiciliu - domiciliu la toți; 2, 3 și 4 (cu locker la un capăt) doar curierii care au lockere. Filtrabile după serviciu, curier și țară.',
  tags: TAGS,
  querystring: {
    type: 'object',
    properties: {
      service_id: { type: 'string', pattern: '^[1-4]$', description: 'Doar acest serviciu (1-4).', examples: ['2'] },
      carrier_id: idParam('Doar acest curier.', '6'),
      country_code: countryQuery,
    },
  },
  response: { 200: lists.services },
}, COUNTRY_ERROR, invalid('service_id nu este 1-4 sau carrier_id nu este un număr întreg pozitiv (details, pe parametru).'));

const fixedLocationsSchema = withErrors({
  operationId: 'listFixedLocations',
  summary: 'Lockerele unei țări sau un locker',
  description: [
    'Cu un cod de țară în cale (RO): lockerele active, filtrabile după localitate (locality_id, sau locality_name și county_name) și curier; fără localitate, toate cele ale țării.',
    'Cu un număr în cale: lockerul cu acest id, activ sau nu (is_active), ori 404.',
  ].join(' '),
  tags: TAGS,
  params: {
    type: 'object',
    required: ['country_code_or_id'],
    properties: {
      country_code_or_id: {
        type: 'string',
        pattern: '^([A-Za-z]{2}|[1-9][0-9]{0,9})$',
        description: 'Codul țării (RO) pentru o listă, sau id-ul unui locker.',
        examples: ['RO', '605498401'],
      },
    },
  },
  querystring: {
    type: 'object',
    properties: {
      locality_id: idParam('Doar lockerele acestei localități (cod SIRUTA).', '54984'),
      carrier_id: idParam('Doar lockerele acestui curier.', '6'),
      locality_name: { type: 'string', minLength: 1, maxLength: 100, description: 'Localitatea după nume (cu sau fără diacritice), cu county_name.', examples: ['Cluj-Napoca'] },
      county_name: { type: 'string', minLength: 1, maxLength: 100, description: 'Județul localității date prin nume.', examples: ['Cluj'] },
    },
  },
  response: {
    200: {
      description: 'O listă pentru un cod de țară; un singur locker pentru un id.',
      examples: [[fixedLocationExample]],
      anyOf: [lists.fixedLocations, { ...fixedLocationSchema, properties: { ...fixedLocationSchema.properties, test_mode: testMode } }],
    },
  },
},
COUNTRY_ERROR,
invalid('Calea nu este un cod de țară sau un id de locker, ori un filtru nu este valid (locality_id, carrier_id: numere întregi pozitive; locality_name, county_name: 1-100 de caractere).'),
notFound('Nu există niciun locker cu id-ul din cale.'));

interface FixedLocationQuery {
  locality_id?: string;
  carrier_id?: string;
  locality_name?: string;
  county_name?: string;
}

export default async function publicLocationRoutes(app: FastifyInstance) {
  app.get('/locations/countries', { schema: countriesSchema, config }, async () => listCountries(await locationIndex(app.db)));

  app.get<{ Params: { country_code: string } }>('/locations/counties/:country_code', { schema: countiesSchema, config }, async (request) => {
    const index = await locationIndex(app.db);
    return listCounties(index, supportedCountry(index, request.params.country_code));
  });

  app.get<{ Querystring: { country_code?: string; county_code?: string } }>(
    '/locations/localities',
    { schema: localitiesSchema, config, compress: LARGE_ANSWER_COMPRESSION },
    async (request) => {
      const index = await locationIndex(app.db);
      const country = supportedCountry(index, request.query.country_code);
      const county = request.query.county_code;
      if (county !== undefined && !findCounty(index, country, county)) throw validationFailure({ county_code: [MESSAGES.county_code] });
      return listLocalities(index, county);
    },
  );

  app.get('/locations/carriers', { schema: carriersSchema, config }, async () => listCarriers());

  app.get<{ Querystring: { service_id?: string; carrier_id?: string; country_code?: string } }>(
    '/locations/services',
    { schema: servicesSchema, config },
    async (request) => {
      const index = await locationIndex(app.db);
      const { service_id, carrier_id, country_code } = request.query;
      return listServices(index, { serviceId: optionalNumber(service_id), carrierId: optionalNumber(carrier_id), countryCode: supportedCountry(index, country_code) });
    },
  );

  app.get<{ Params: { country_code_or_id: string }; Querystring: FixedLocationQuery }>(
    '/locations/fixedlocations/:country_code_or_id',
    { schema: fixedLocationsSchema, config },
    async (request) => {
      const index = await locationIndex(app.db);
      const path = request.params.country_code_or_id;
      if (/^\d+$/.test(path)) {
        const locker = getFixedLocation(index, Number(path));
        if (!locker) throw new Failure(404, 'not_found', 'Lockerul cerut nu există.');
        return locker;
      }
      supportedCountry(index, path);
      const query = request.query;
      return listFixedLocations(index, {
        localityId: optionalNumber(query.locality_id),
        carrierId: optionalNumber(query.carrier_id),
        localityName: query.locality_name,
        countyName: query.county_name,
      });
    },
  );
}
