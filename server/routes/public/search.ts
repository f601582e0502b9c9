// The public API's searches (contract: api-shapes), on the same services as the app's
// /api/private/search/*:
//   GET /search/localities/{cc}/{term}?per_page(15|50|100|200) -> {data, meta{count, per_page, country_code, search_term}}
//   GET /search/streets/{cc}/{localityId}/{term}              -> [{id, street_name, postal_code}]
//   GET /search/postal-code-reverse/{cc}/{code}               -> [{locality_id, locality_name, name_and_county, county_name, county_code, street_name}]
// The term is in the path, URL-encoded (`Satu%20Mare`), with or without diacritics. Streets are
// found by the start of any word of their name, without "Strada"/"Str."/"Bd." in front and in any
// word order; `street_name` carries the type ("Strada Memorandumului"), and is "" in a reverse
// answer for a code of a whole locality. Unknown locality: 404; a country other than RO: 422.
import type { FastifyInstance } from 'fastify';
import { Failure, validationFailure } from '../../services/failure.ts';
import { searchLocalities } from '../../services/locations/index.ts';
import { locationIndex } from '../../services/locations/index.ts';
import { foldName } from '../../services/locations/index.ts';
import { reversePostalCode } from '../../services/locations/index.ts';
import { searchStreets } from '../../services/locations/index.ts';
import { MESSAGES, supportedCountry } from '../shared/location-params.ts';
import { PAGE_MESSAGES, PER_PAGE } from './pagination.ts';
import { COUNTRY_ERROR, invalid, notFound, withErrors } from './schemas/common.ts';
import { countryCodeParam, idParam, lists, localitySearchSchema, termParam } from './schemas/reference.ts';

const TAGS = ['Căutare'];
const config = { scope: 'read' as const, fieldMessages: { ...MESSAGES, per_page: PAGE_MESSAGES.perPage } };

const localitiesSchema = withErrors({
  operationId: 'searchLocalities',
  summary: 'Caută o localitate',
  description:
    'Localitățile al căror nume (sau un cuvânt al lui) începe cu termenul, cu sau fără diacritice ("iasi" găsește Iași, "napoca" Cluj-Napoca, "bucuresti" cele 6 sectoare): întâi potrivirea exactă, apoi municipiile, orașele și satele. Termenul (cel puțin 2 caractere) este în cale, codificat URL (Satu%20Mare).',
  tags: TAGS,
  params: {
    type: 'object',
    required: ['country_code', 'term'],
    properties: { country_code: countryCodeParam, term: termParam('Termenul căutat.', 'Satu Mare') },
  },
  querystring: {
    type: 'object',
    properties: {
      per_page: { type: 'string', enum: PER_PAGE.map(String), description: 'Câte rezultate: 15, 50, 100 sau 200 (implicit 15).', examples: ['15'] },
    },
  },
  response: { 200: localitySearchSchema },
}, COUNTRY_ERROR, invalid('Termenul are mai puțin de 2 litere sau cifre ori peste 100 de caractere, sau per_page nu este 15, 50, 100 ori 200.'));

const streetsSchema = withErrors({
  operationId: 'searchStreets',
  summary: 'Caută o stradă într-o localitate',
  description: [
    'Străzile localității (lista Poștei Române: București și cele 47 de municipii mari; [] în celelalte localități) al căror nume are un cuvânt care începe cu fiecare cuvânt al termenului, fără diacritice și în orice ordine ("memorandum", "Strada Memorandumului" și "str memorandumului" găsesc Strada Memorandumului; "Ion Mincu" găsește "Mincu Ion, arh.").',
    'Felul străzii din fața termenului (strada, str., bulevardul, bd., calea, aleea...) nu trebuie să fie în nume: doar le pune întâi pe cele de acel fel.',
    'Un rezultat pentru fiecare stradă și cod poștal (o stradă lungă are mai multe coduri), cel mult 50. Localitate necunoscută: 404.',
  ].join(' '),
  tags: TAGS,
  params: {
    type: 'object',
    required: ['country_code', 'locality_id', 'term'],
    properties: {
      country_code: countryCodeParam,
      locality_id: idParam('Codul SIRUTA al localității (id-ul din căutarea de localități).', '54984'),
      term: termParam('Numele străzii sau începutul lui.', 'memorandum'),
    },
  },
  response: { 200: lists.streets },
},
COUNTRY_ERROR,
invalid('locality_id nu este un număr întreg pozitiv sau termenul are mai puțin de 2 litere ori cifre (ori peste 100 de caractere).'),
notFound('Nu există nicio localitate cu acest cod SIRUTA.'));

const reverseSchema = withErrors({
  operationId: 'reversePostalCode',
  summary: 'Localitatea și strada unui cod poștal',
  description:
    'Localitățile care folosesc codul (de obicei una) și, unde localitatea are listă de străzi, străzile cărora le aparține, câte un rezultat fiecare; street_name este "" pentru un cod al întregii localități. Un cod necunoscut: [].',
  tags: TAGS,
  params: {
    type: 'object',
    required: ['country_code', 'postal_code'],
    properties: {
      country_code: countryCodeParam,
      postal_code: { type: 'string', pattern: '^[0-9]{6}$', description: 'Codul poștal (6 cifre).', examples: ['400114'] },
    },
  },
  response: { 200: lists.postalCodeReverse },
}, COUNTRY_ERROR, invalid('Codul poștal nu are exact 6 cifre (details.postal_code).'));

/** At least 2 letters or digits once punctuation and spaces are set aside. */
function requireTerm(raw: string): void {
  if (foldName(raw).replace(/ /g, '').length < 2) throw validationFailure({ term: [MESSAGES.term] });
}

export default async function publicSearchRoutes(app: FastifyInstance) {
  app.get<{ Params: { country_code: string; term: string }; Querystring: { per_page?: string } }>(
    '/search/localities/:country_code/:term',
    { schema: localitiesSchema, config },
    async (request) => {
      const index = await locationIndex(app.db);
      const country = supportedCountry(index, request.params.country_code);
      const { term } = request.params;
      requireTerm(term);
      const perPage = Number(request.query.per_page ?? PER_PAGE[0]);
      const found = searchLocalities(index, term, { limit: perPage });
      return {
        data: found.items,
        meta: { count: found.items.length, per_page: perPage, country_code: country, search_term: term.trim() },
      };
    },
  );

  app.get<{ Params: { country_code: string; locality_id: string; term: string } }>(
    '/search/streets/:country_code/:locality_id/:term',
    { schema: streetsSchema, config },
    async (request) => {
      const index = await locationIndex(app.db);
      supportedCountry(index, request.params.country_code);
      requireTerm(request.params.term);
      const siruta = Number(request.params.locality_id);
      if (!index.bySiruta.has(siruta)) throw new Failure(404, 'not_found', 'Localitatea nu există.');
      return searchStreets(app.db, siruta, request.params.term);
    },
  );

  app.get<{ Params: { country_code: string; postal_code: string } }>(
    '/search/postal-code-reverse/:country_code/:postal_code',
    { schema: reverseSchema, config },
    async (request) => {
      supportedCountry(await locationIndex(app.db), request.params.country_code);
      return reversePostalCode(app.db, request.params.postal_code);
    },
  );
}
