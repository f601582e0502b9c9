// Response schemas of the public address calls: every field of the contract's Address (api-shapes)
// with its type, a Romanian description and an example, for billing and for shipping/delivery.
// They also serialize the answers: a field not listed here is not sent (the private `kind`).
import type { AddressKind } from '../../../db/schema.ts';
import { addressBodyProperties } from '../../shared/address-schema.ts';
import { testMode } from './common.ts';

const field = (type: string | readonly string[], description: string, example: unknown) => ({ type, description, examples: [example] }) as const;

const common = {
  id: field('integer', 'Id-ul adresei.', 1024),
  address_type: { type: 'string', enum: ['individual', 'business'], description: 'individual (persoană fizică) sau business (firmă).', examples: ['individual'] },
  country_code: field('string', 'Țara (ISO 3166-1 alpha-2).', 'RO'),
  locality_id: field('integer', 'Codul SIRUTA al localității.', 54984),
  street_id: field(['integer', 'null'], 'Id-ul străzii din căutarea de străzi, dacă a fost aleasă de acolo.', null),
  street_name: field('string', 'Strada.', 'Strada Memorandumului'),
  street_no: field('string', 'Numărul.', '28'),
  street_details: field('string', 'Bloc, scară, etaj, apartament.', 'Ap. 3'),
  contact: field('string', 'Persoana de contact.', 'Ana Popescu'),
  phone: field('string', 'Telefonul, în forma națională (gol dacă nu a fost dat).', '0722123456'),
  email: field('string', 'E-mailul (gol dacă nu a fost dat).', 'ana@exemplu.ro'),
  is_default: field('boolean', 'Adresa implicită a tipului ei (cel mult una pe tip).', true),
  created_at: { type: 'string', format: 'date-time', description: 'Când a fost creată (ISO 8601, UTC).', examples: ['2025-03-14T09:26:53.000Z'] },
  updated_at: { type: 'string', format: 'date-time', description: 'Ultima modificare (ISO 8601, UTC).', examples: ['2025-03-14T09:26:53.000Z'] },
  locality_name: field('string', 'Numele localității.', 'Cluj-Napoca'),
  county_id: field(['integer', 'null'], 'Id-ul județului (GET /locations/counties/RO).', 13),
  county_code: field('string', 'Codul județului.', 'CJ'),
  county_name: field('string', 'Numele județului.', 'Cluj'),
} as const;

const billingOnly = {
  company: field('string', 'Numele firmei (gol la persoane fizice).', 'Magazinul Verde SRL'),
  vat_no: field('string', 'CUI-ul firmei, cu RO în față la plătitorii de TVA.', 'RO18547290'),
  reg_com: field('string', 'Numărul de la Registrul Comerțului.', 'J12/3456/2020'),
  vat_payer: field('boolean', 'Firma este plătitoare de TVA.', true),
  cnp: field('string', 'CNP-ul persoanei fizice (gol dacă nu a fost dat).', ''),
  bank_iban: field('string', 'IBAN-ul, fără spații (gol dacă nu a fost dat).', 'RO49AAAA1B31007593840000'),
  bank: field('string', 'Banca.', 'Banca Transilvania'),
} as const;

const shippingOnly = {
  zipcode: field(['string', 'null'], 'Codul poștal (null dacă nu a fost dat).', '400114'),
  company: field('string', 'Numele firmei (gol dacă nu a fost dat).', ''),
  coordinates: {
    type: 'object',
    description: 'Coordonatele adresei (null dacă nu au fost date).',
    required: ['lat', 'lng'],
    properties: { lat: field(['number', 'null'], 'Latitudinea.', 46.7712), lng: field(['number', 'null'], 'Longitudinea.', 23.5897) },
  },
} as const;

function addressSchema(kind: AddressKind) {
  const properties = kind === 'billing' ? { ...common, ...billingOnly } : { ...common, ...shippingOnly };
  const title = { billing: 'Adresă de facturare', shipping: 'Adresă de expediere', delivery: 'Adresă de livrare' }[kind];
  const description = {
    billing: 'O adresă de facturare din agendă: datele persoanei sau ale firmei puse pe factură.',
    shipping: 'O adresă de expediere din agendă: de unde ridică curierul coletul.',
    delivery: 'O adresă de livrare din agendă: a unui destinatar.',
  }[kind];
  return { type: 'object', title, description, required: Object.keys(properties), properties } as const;
}

const timestamps = { created_at: '2025-03-14T09:26:53.000Z', updated_at: '2025-03-14T09:26:53.000Z' };
const clujPlace = { country_code: 'RO', locality_id: 54984, locality_name: 'Cluj-Napoca', county_id: 13, county_code: 'CJ', county_name: 'Cluj' };
const EXAMPLES: Record<AddressKind, Record<string, unknown>> = {
  billing: {
    id: 1022, address_type: 'business', ...clujPlace, street_id: null, street_name: 'Strada Memorandumului', street_no: '28', street_details: '',
    contact: 'Ana Popescu', phone: '0722123456', email: 'contabilitate@magazinulverde.ro', is_default: true, ...timestamps,
    company: 'Magazinul Verde SRL', vat_no: 'RO18547290', reg_com: 'J12/3456/2020', vat_payer: true, cnp: '', bank_iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania',
  },
  shipping: {
    id: 1023, address_type: 'individual', ...clujPlace, street_id: null, street_name: 'Strada Memorandumului', street_no: '28', street_details: 'Depozit, poarta 2',
    contact: 'Ana Popescu', phone: '0722123456', email: 'depozit@magazinulverde.ro', is_default: true, ...timestamps,
    zipcode: '400114', company: '', coordinates: { lat: null, lng: null },
  },
  delivery: {
    id: 1024, address_type: 'individual', country_code: 'RO', locality_id: 95079, locality_name: 'Iași', county_id: 24, county_code: 'IS', county_name: 'Iași',
    street_id: null, street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_no: '10', street_details: 'Bl. A, sc. 2, ap. 14',
    contact: 'Ion Țăranu', phone: '0744987654', email: 'ion.taranu@exemplu.ro', is_default: true, ...timestamps,
    zipcode: null, company: '', coordinates: { lat: null, lng: null },
  },
};

export const ADDRESS_SCHEMAS = { billing: addressSchema('billing'), shipping: addressSchema('shipping'), delivery: addressSchema('delivery') } as const;


export const addressMetaSchema = {
  type: 'object',
  description: 'Despre pagină: câte adrese sunt și care dintre ele sunt în pagina aceasta.',
  required: ['total', 'per_page', 'current_page', 'last_page', 'from', 'to'],
  properties: {
    total: field('integer', 'Câte adrese de acest tip are contul.', 17),
    per_page: field('integer', 'Câte pe pagină (cu all=true: toate, deci cel puțin total).', 15),
    current_page: field('integer', 'Pagina de față.', 1),
    last_page: field('integer', 'Ultima pagină.', 2),
    from: field(['integer', 'null'], 'Poziția primei adrese din pagină (null când pagina e goală).', 1),
    to: field(['integer', 'null'], 'Poziția ultimei adrese din pagină (null când pagina e goală).', 15),
  },
} as const;

export function listResponse(kind: AddressKind) {
  return {
    type: 'object',
    required: ['list', 'meta'],
    description: 'O pagină din agendă și despre pagină.',
    properties: {
      list: { type: 'array', description: 'Adresele paginii, cea implicită prima, apoi cele mai noi.', items: ADDRESS_SCHEMAS[kind] },
      meta: addressMetaSchema,
      test_mode: testMode,
    },
    examples: [{ list: [EXAMPLES[kind]], meta: { total: 1, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 1 } }],
  } as const;
}

export function oneResponse(kind: AddressKind) {
  return {
    type: 'object',
    required: ['message', 'data'],
    description: 'Adresa, cu un mesaj.',
    properties: { message: field('string', 'Ce s-a întâmplat, în română.', 'Adresa a fost salvată.'), data: ADDRESS_SCHEMAS[kind], test_mode: testMode },
    examples: [{ message: 'Adresa a fost salvată.', data: EXAMPLES[kind] }],
  } as const;
}

export const deletedResponse = {
  type: 'object',
  description: 'Confirmarea ștergerii și, dacă era cea implicită, adresa care a devenit implicită.',
  required: ['success', 'id', 'new_default_id', 'message'],
  properties: {
    success: field('boolean', 'Adresa a fost ștearsă.', true),
    id: field('integer', 'Id-ul adresei șterse.', 1024),
    new_default_id: field(['integer', 'null'], 'Când adresa ștearsă era cea implicită: adresa care a devenit implicită în locul ei (cea mai nouă), sau null.', 1023),
    message: field('string', 'Ce s-a întâmplat, în română.', 'Adresa a fost ștearsă.'),
    test_mode: testMode,
  },
  examples: [{ success: true, id: 1024, new_default_id: 1023, message: 'Adresa a fost ștearsă.' }],
} as const;

// The address as a request carries it: the fields of the answer, each described (the schema is the
// private door's, shared; only annotations are added here, nothing it accepts changes).
const { coordinates, ...bodyFields } = addressBodyProperties;
export const addressBodySchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Câmpurile adresei; câmpurile necunoscute sunt ignorate.',
  properties: {
    ...bodyFields,
    coordinates: {
      ...coordinates,
      examples: [{ lat: 46.7712, lng: 23.5897 }],
      properties: {
        lat: { ...coordinates.properties.lat, description: 'Latitudinea (WGS 84), în grade.', examples: [46.7712] },
        lng: { ...coordinates.properties.lng, description: 'Longitudinea (WGS 84), în grade.', examples: [23.5897] },
      },
    },
  },
} as const;

/** A body a fresh account can send to POST /addresses/{kind} (real SIRUTA code, street and postal code). */
export const ADDRESS_BODY_EXAMPLES: Record<AddressKind, Record<string, unknown>> = {
  billing: {
    address_type: 'business',
    locality_id: 54984,
    street_name: 'Strada Memorandumului',
    street_no: '28',
    contact: 'Ana Popescu',
    phone: '0722 123 456',
    email: 'contabilitate@magazinulverde.ro',
    company: 'Magazinul Verde SRL',
    vat_no: 'RO18547290',
    reg_com: 'J12/3456/2020',
    vat_payer: true,
    bank_iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Transilvania',
    is_default: true,
  },
  shipping: {
    locality_id: 54984,
    street_name: 'Strada Memorandumului',
    street_no: '28',
    street_details: 'Depozit, poarta 2',
    zipcode: '400114',
    contact: 'Ana Popescu',
    phone: '0722 123 456',
    email: 'depozit@magazinulverde.ro',
    is_default: true,
  },
  delivery: {
    locality_id: 95079,
    street_name: 'Bulevardul Ștefan cel Mare și Sfânt',
    street_no: '10',
    street_details: 'Bl. A, sc. 2, ap. 14',
    contact: 'Ion Țăranu',
    phone: '0744 987 654',
    email: 'ion.taranu@exemplu.ro',
  },
};

/** A change a PUT can make to any address of the book. */
export const ADDRESS_CHANGE_EXAMPLE = { phone: '0744 111 222', is_default: true } as const;
