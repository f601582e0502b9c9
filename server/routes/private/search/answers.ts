// The answers of the search calls the app reads (schemas: answers-common.ts says what they are for):
// localities by name, the localities and streets of a postal code, the streets of a locality. The
// server builds them in services/locations (location-index.ts, postal-code-reverse.ts, streets.ts).
import { int, str } from '../answers-common.ts';
import { localityDtoSchema } from '../locations/answers.ts';

/** GET /api/private/search/localities/RO?search=&per_page= */
export const localitySearchAnswerSchema = {
  title: 'LocalitySearchAnswer',
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data: {
      type: 'array',
      items: {
        allOf: [
          localityDtoSchema,
          {
            type: 'object',
            required: ['name_and_county'],
            // `county` repeats `county_name` under the market API's own field name (the server always sends it).
            properties: { name_and_county: str, county: str },
          },
        ],
      },
    },
    meta: {
      description: '`count`: the items in `data` (at most `per_page`).',
      type: 'object',
      required: ['count', 'per_page', 'country_code', 'search_term'],
      properties: { count: int, per_page: int, country_code: str, search_term: str },
    },
  },
} as const;

/** GET /api/private/search/postal-code-reverse/RO/{code} (a list of these). */
export const postalCodeReverseItemSchema = {
  title: 'PostalCodeReverseItem',
  type: 'object',
  required: ['locality_id', 'locality_name', 'name_and_county', 'county_name', 'county_code', 'street_name'],
  properties: {
    locality_id: int,
    locality_name: str,
    name_and_county: str,
    county_name: str,
    county_code: str,
    street_name: { ...str, description: '"Strada Memorandumului"; "" for a code of a whole locality.' },
  },
} as const;

/** GET /api/private/search/streets/RO/{localityId}/{term} (a list of these). */
export const streetDtoSchema = {
  title: 'StreetDto',
  type: 'object',
  required: ['id', 'street_name', 'postal_code'],
  properties: { id: int, street_name: { ...str, description: 'With its type, as an address shows it: "Strada Memorandumului".' }, postal_code: str },
} as const;
