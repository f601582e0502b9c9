// Response schemas of the public address calls: every field of the contract's Address (api-shapes)
// with its type, a Romanian description and an example, for billing and for shipping/delivery.
// They also serialize the answers: a field not listed here is not sent (the private `kind`).
import type { AddressKind } from '../../db/schema.ts';
import { testMode } from './common-schemas.ts';

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
  return { type: 'object', title, required: Object.keys(properties), properties } as const;
}

export const ADDRESS_SCHEMAS = { billing: addressSchema('billing'), shipping: addressSchema('shipping'), delivery: addressSchema('delivery') } as const;


export const addressMetaSchema = {
  type: 'object',
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
    properties: { list: { type: 'array', items: ADDRESS_SCHEMAS[kind] }, meta: addressMetaSchema, test_mode: testMode },
  } as const;
}

export function oneResponse(kind: AddressKind) {
  return {
    type: 'object',
    required: ['message', 'data'],
    properties: { message: field('string', 'Ce s-a întâmplat, în română.', 'Adresa a fost salvată.'), data: ADDRESS_SCHEMAS[kind], test_mode: testMode },
  } as const;
}

export const deletedResponse = {
  type: 'object',
  required: ['success', 'id', 'new_default_id', 'message'],
  properties: {
    success: field('boolean', 'Adresa a fost ștearsă.', true),
    id: field('integer', 'Id-ul adresei șterse.', 1024),
    new_default_id: field(['integer', 'null'], 'Când adresa ștearsă era cea implicită: adresa care a devenit implicită în locul ei (cea mai nouă), sau null.', 1023),
    message: field('string', 'Ce s-a întâmplat, în română.', 'Adresa a fost ștearsă.'),
    test_mode: testMode,
  },
} as const;

export { errorResponse } from './common-schemas.ts';
