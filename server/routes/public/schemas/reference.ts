// Schemas of the public locations and search calls: the path and query parameters (strings: the
// app's ajv does not coerce) and every field of the contract's answers (api-shapes) with its type, a
// Romanian description and an example. They also serialize the answers: a field not listed here is
// not sent (the private LocalityDto's type/parent/postal_code, a locker's box sizes).
const field = (type: string | string[], description: string, example: unknown) => ({ type, description, examples: [example] });

const object = (title: string, properties: Record<string, object>, description = `${title}.`) => ({ type: 'object', title, description, required: Object.keys(properties), properties });
const list = (description: string, items: object, example: unknown[]) => ({ type: 'array', description, items, examples: [example] });

import { testMode } from './common.ts';

export { testMode } from './common.ts';

// Parameters.
export const countryCodeParam = { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'Codul țării (ISO 3166-1 alpha-2); deocamdată doar RO.', examples: ['RO'] };
export const idParam = (description: string, example: string) => ({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', description, examples: [example] });
export const termParam = (description: string, example: string) => ({ type: 'string', minLength: 2, maxLength: 100, description, examples: [example] });

// Answers.
const example = {
  country: { country_code: 'RO', name: 'România', currency: 'RON', language: 'ro' },
  county: { id: 127, county_code: 'CJ', county_name: 'Cluj', country_code: 'RO' },
  locality: { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj' },
  carrier: { id: 6, is_active: true, name: 'Sameday' },
  service: { service_id: 2, service_name: 'Domiciliu - locker', carrier_id: 6, carrier_name: 'Sameday', country_code: 'RO' },
  fixedLocation: {
    id: 605498401,
    fixed_location_type: 'locker',
    carrier_id: 6,
    carrier_name: 'Sameday',
    locality_id: 54984,
    locality_name: 'Cluj-Napoca',
    county_id: 127,
    county_name: 'Cluj',
    country_code: 'RO',
    name: 'easybox Cluj-Napoca 1 Decembrie 1918',
    address: 'Bd. 1 Decembrie 1918 nr. 165',
    allows_drop_off: true,
    is_active: true,
    coordinates: { lat: 46.75368, long: 23.67042 },
    schedule: [{ days: 'luni-duminică', hours: 'non-stop' }],
    payment_type: 'card',
  },
  foundLocality: { id: 136492, name: 'Satu Mare', county: 'Satu Mare', name_and_county: 'Satu Mare, Satu Mare', county_code: 'SM' },
  street: { id: 1652084012, street_name: 'Strada Memorandumului', postal_code: '400114' },
  reverse: {
    locality_id: 54984,
    locality_name: 'Cluj-Napoca',
    name_and_county: 'Cluj-Napoca, Cluj',
    county_name: 'Cluj',
    county_code: 'CJ',
    street_name: 'Strada Memorandumului',
  },
};

export const countrySchema = object('Țară', {
  country_code: field('string', 'Codul țării (ISO 3166-1 alpha-2).', 'RO'),
  name: field('string', 'Numele țării, în română.', 'România'),
  currency: field('string', 'Moneda (ISO 4217).', 'RON'),
  language: field('string', 'Limba (ISO 639-1).', 'ro'),
});

export const countySchema = object('Județ', {
  id: field('integer', 'Codul SIRUTA al județului.', 127),
  county_code: field('string', 'Codul județului (ISO 3166-2:RO fără „RO-”; B pentru București).', 'CJ'),
  county_name: field('string', 'Numele județului.', 'Cluj'),
  country_code: field('string', 'Codul țării.', 'RO'),
});

export const localitySchema = object('Localitate', {
  id: field('integer', 'Codul SIRUTA al localității: locality_id în celelalte apeluri.', 54984),
  name: field('string', 'Numele localității, cu diacritice.', 'Cluj-Napoca'),
  county_code: field('string', 'Codul județului.', 'CJ'),
  county_name: field('string', 'Numele județului.', 'Cluj'),
});

export const carrierSchema = object('Curier', {
  id: field('integer', 'Id-ul curierului: 1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier.', 6),
  is_active: field('boolean', 'Curierul primește comenzi.', true),
  name: field('string', 'Numele curierului.', 'Sameday'),
});

export const serviceSchema = object('Serviciu', {
  service_id: field('integer', 'Id-ul serviciului: 1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker.', 2),
  service_name: field('string', 'Numele serviciului.', 'Domiciliu - locker'),
  carrier_id: field('integer', 'Id-ul curierului.', 6),
  carrier_name: field('string', 'Numele curierului.', 'Sameday'),
  country_code: field('string', 'Codul țării.', 'RO'),
});

export const fixedLocationSchema = object('Punct fix (locker sau punct de ridicare)', {
  id: field('integer', 'Id-ul lockerului: fixed_location_id în prețuri și comenzi.', 605498401),
  fixed_location_type: field('string', 'Felul punctului (deocamdată doar locker).', 'locker'),
  carrier_id: field('integer', 'Id-ul curierului căruia îi aparține.', 6),
  carrier_name: field('string', 'Numele curierului.', 'Sameday'),
  locality_id: field('integer', 'Codul SIRUTA al localității.', 54984),
  locality_name: field('string', 'Numele localității.', 'Cluj-Napoca'),
  county_id: field('integer', 'Codul SIRUTA al județului.', 127),
  county_name: field('string', 'Numele județului.', 'Cluj'),
  country_code: field('string', 'Codul țării.', 'RO'),
  name: field('string', 'Numele punctului.', 'easybox Cluj-Napoca 1 Decembrie 1918'),
  address: field('string', 'Adresa punctului.', 'Bd. 1 Decembrie 1918 nr. 165'),
  allows_drop_off: field('boolean', 'Primește și colete de la expeditori (nu doar livrări).', true),
  is_active: field('boolean', 'Punctul funcționează acum.', true),
  coordinates: {
    ...object('Coordonate', { lat: field('number', 'Latitudinea.', 46.75368), long: field('number', 'Longitudinea.', 23.67042) }),
    description: 'Coordonatele punctului (WGS 84).',
  },
  schedule: {
    type: 'array',
    description: 'Programul, pe intervale de zile.',
    items: object('Interval', { days: field('string', 'Zilele.', 'luni-duminică'), hours: field('string', 'Orele.', 'non-stop') }),
    examples: [[{ days: 'luni-duminică', hours: 'non-stop' }]],
  },
  payment_type: field('string', 'Plata la punct: card, online sau none (fără plată la punct).', 'card'),
});

export const foundLocalitySchema = object('Localitate găsită', {
  id: field('integer', 'Codul SIRUTA al localității.', 136492),
  name: field('string', 'Numele localității.', 'Satu Mare'),
  county: field('string', 'Numele județului.', 'Satu Mare'),
  name_and_county: field('string', 'Numele de afișat: localitatea (cu comuna ei, la sate), apoi județul.', 'Satu Mare, Satu Mare'),
  county_code: field('string', 'Codul județului.', 'SM'),
});

export const localitySearchSchema = {
  type: 'object',
  description: 'Localitățile găsite (cel mult per_page) și despre căutare.',
  required: ['data', 'meta'],
  properties: {
    data: { type: 'array', description: 'Localitățile găsite, cele mai potrivite întâi.', items: foundLocalitySchema },
    meta: object('Despre căutare', {
      count: field('integer', 'Câte localități sunt în data (cel mult per_page).', 1),
      per_page: field('integer', 'Câte rezultate au fost cerute: 15, 50, 100 sau 200.', 15),
      country_code: field('string', 'Codul țării.', 'RO'),
      search_term: field('string', 'Termenul căutat, decodat din cale.', 'Satu Mare'),
    }),
    test_mode: testMode,
  },
  examples: [{ data: [example.foundLocality], meta: { count: 1, per_page: 15, country_code: 'RO', search_term: 'Satu Mare' } }],
};

export const streetSchema = object('Stradă', {
  id: field('integer', 'Id-ul străzii (street_id în agenda de adrese).', 1652084012),
  street_name: field('string', 'Strada, cu felul ei în față, cum se scrie pe o adresă.', 'Strada Memorandumului'),
  postal_code: field('string', 'Codul poștal (6 cifre) al străzii sau al porțiunii ei.', '400114'),
});

export const postalCodeReverseSchema = object('Localitatea (și strada) unui cod poștal', {
  locality_id: field('integer', 'Codul SIRUTA al localității.', 54984),
  locality_name: field('string', 'Numele localității.', 'Cluj-Napoca'),
  name_and_county: field('string', 'Numele de afișat: localitatea, apoi județul.', 'Cluj-Napoca, Cluj'),
  county_name: field('string', 'Numele județului.', 'Cluj'),
  county_code: field('string', 'Codul județului.', 'CJ'),
  street_name: field('string', 'Strada căreia îi aparține codul; gol ("") când codul este al întregii localități.', 'Strada Memorandumului'),
});

export const lists = {
  countries: list('Țările în care livrăm.', countrySchema, [example.country]),
  counties: list('Județele țării.', countySchema, [example.county]),
  localities: list('Localitățile, în ordine alfabetică.', localitySchema, [example.locality]),
  carriers: list('Curierii.', carrierSchema, [example.carrier]),
  services: list('Serviciile, pe curier.', serviceSchema, [example.service]),
  fixedLocations: list('Lockerele active.', fixedLocationSchema, [example.fixedLocation]),
  streets: list('Străzile găsite, câte una pe stradă și cod poștal ([] fără listă de străzi).', streetSchema, [example.street]),
  postalCodeReverse: list('Localitățile (și străzile) codului ([] pentru un cod necunoscut).', postalCodeReverseSchema, [example.reverse]),
};

export const fixedLocationExample = example.fixedLocation;
