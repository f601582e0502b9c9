// The JSON schema of an address as both doors receive it (the contract's field names: api-shapes,
// "the field names it reads"), types and sizes only: the rules and their Romanian messages are the
// service's (services/addresses/address-rules.ts). Unknown fields are dropped (removeAdditional),
// so a shop may send back an address it read, with its id and names.
import { TEXT_LIMITS as T } from '../../../src/shared/field-limits.ts';
import { ADDRESS_MESSAGES } from '../../services/addresses/index.ts';

const text = (maxLength: number, description: string, example?: string) => ({ type: 'string', maxLength, description, ...(example !== undefined ? { examples: [example] } : {}) }) as const;

export const addressBodyProperties = {
  address_type: { type: 'string', maxLength: 20, description: 'individual (persoană fizică) sau business (firmă); implicit individual.', examples: ['individual'] },
  country_code: text(2, 'Țara: doar RO deocamdată.', 'RO'),
  locality_id: { type: 'integer', description: 'Codul SIRUTA al localității (GET /search/localities).', examples: [54984] },
  locality_name: text(100, 'Numele localității, când nu trimiți locality_id (cu județul, dacă numele se repetă).', 'Cluj-Napoca'),
  county_id: { type: 'integer', description: 'Opțional: id-ul județului; dacă îl trimiți, trebuie să fie al localității.', examples: [13] },
  county_code: text(3, 'Opțional: codul județului (CJ, B...); dacă îl trimiți, trebuie să fie al localității.', 'CJ'),
  county_name: text(100, 'Opțional: numele județului; dacă îl trimiți, trebuie să fie al localității.', 'Cluj'),
  street_id: { type: ['integer', 'null'], description: 'Id-ul străzii din căutarea de străzi (opțional).', examples: [null] },
  street_name: text(T.street.max, 'Strada (obligatorie la adresele de expediere și livrare).', 'Strada Memorandumului'),
  street_no: text(T.streetNumber.max, 'Numărul.', '28'),
  street_details: text(T.addressDetails.max, 'Bloc, scară, etaj, apartament.', 'Bl. A, sc. 2, ap. 14'),
  zipcode: { type: ['string', 'null'], maxLength: 20, description: 'Codul poștal (6 cifre), unul al localității; doar la expediere și livrare.', examples: ['400114'] },
  contact: text(T.name.max, `Persoana de contact (${T.name.min}-${T.name.max} de caractere).`, 'Ana Popescu'),
  phone: text(T.phone.max, 'Telefon românesc (obligatoriu la expediere și livrare).', '0722 123 456'),
  email: text(T.email.max, 'E-mail (opțional).', 'ana@exemplu.ro'),
  company: text(T.company.max, 'Numele firmei (obligatoriu când address_type este business).', 'Magazinul Verde SRL'),
  vat_no: text(T.cui.max, 'Facturare: CUI-ul firmei, cu sau fără RO (obligatoriu la firme).', 'RO18547290'),
  reg_com: text(T.regCom.max, 'Facturare: numărul de la Registrul Comerțului (J12/3456/2020 sau forma nouă).', 'J12/3456/2020'),
  vat_payer: { type: 'boolean', description: 'Facturare: firma este plătitoare de TVA.', examples: [true] },
  cnp: text(30, 'Facturare, persoană fizică: CNP-ul (opțional).', ''),
  bank_iban: text(T.iban.max, 'Facturare: IBAN românesc (opțional).', 'RO49AAAA1B31007593840000'),
  bank: text(T.bank.max, 'Facturare: banca (obligatorie când trimiți un IBAN).', 'Banca Transilvania'),
  coordinates: {
    type: ['object', 'null'],
    additionalProperties: false,
    description: 'Expediere și livrare: coordonatele adresei (opțional).',
    properties: { lat: { type: ['number', 'null'] }, lng: { type: ['number', 'null'] } },
  },
  is_default: { type: 'boolean', description: 'true: adresa devine cea implicită a tipului ei (cea de dinainte nu mai este).', examples: [true] },
} as const;

export const addressBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: addressBodyProperties,
} as const;

/** Romanian messages for type failures of the schema (a missing value keeps the generic one). */
export const ADDRESS_FIELD_MESSAGES: Record<string, string> = {
  address_type: ADDRESS_MESSAGES.addressType,
  locality_id: ADDRESS_MESSAGES.localityUnknown,
  county_id: 'Id-ul județului trebuie să fie un număr întreg.',
  street_id: ADDRESS_MESSAGES.streetUnknown,
  zipcode: ADDRESS_MESSAGES.zipcodeFormat,
  vat_payer: ADDRESS_MESSAGES.vatPayer,
  coordinates: ADDRESS_MESSAGES.coordinates,
  'coordinates.lat': ADDRESS_MESSAGES.coordinates,
  'coordinates.lng': ADDRESS_MESSAGES.coordinates,
  is_default: ADDRESS_MESSAGES.isDefault,
};
