// The two ends of a shipment in the public API's price and order requests (the dashboard's address
// schema plus address-book references, each field described), and the localities the answers say
// they understood (validation_address).
import { addressSchema } from '../../shared/price-request-schema.ts';
import { integer, nullable, ref, text } from './fields.ts';

export const ADDRESS_NOTES = {
  country_code: 'Țara (ISO 3166-1 alpha-2): deocamdată doar RO.',
  locality_id: 'Codul SIRUTA al localității (id-ul din GET /search/localities sau /locations/localities); în locul lui, locality_name.',
  locality_name: 'Numele localității, când nu trimiți locality_id (cu county_name sau county_code dacă numele se repetă în țară).',
  county_name: 'Opțional: numele județului; dacă îl trimiți, trebuie să fie al localității.',
  county_code: 'Opțional: codul județului (CJ, IS, B...); dacă îl trimiți, trebuie să fie al localității.',
  postal_code: 'Opțional: codul poștal (6 cifre); trebuie să fie al localității (și al străzii, unde localitatea are listă de străzi).',
  street_name: 'Strada (obligatorie la capetele acasă; la un capăt de locker, opțională).',
  street_number: 'Numărul străzii.',
  street_details: 'Bloc, scară, etaj, apartament (opțional).',
  contact: 'Persoana de contact (2-100 de caractere).',
  phone: 'Telefon românesc (07xx xxx xxx sau +40...), cu sau fără spații.',
  email: 'E-mailul persoanei de contact (la expeditor, implicit e-mailul contului).',
  company: 'Firma (opțional).',
  fixed_location_id: 'Id-ul lockerului (GET /locations/fixedlocations/RO), la capătul de locker al serviciilor 2, 3 și 4.',
  address_id: 'Id-ul unei adrese de expediere sau de livrare din agenda ta: capătul o folosește, iar câmpurile trimise alături o înlocuiesc pe ale ei.',
};

/** The contract's other name of address_id: its own side's is read, the other side's ignored. */
export const ALIAS_NOTES = {
  'address_from.address_from_id': 'Adresa expeditorului din agendă, la fel ca address_id (numele din contractul liderului pieței).',
  'address_from.address_to_id': 'Ignorat aici: address_to_id se citește doar în address_to.',
  'address_to.address_to_id': 'Adresa destinatarului din agendă, la fel ca address_id (numele din contractul liderului pieței).',
  'address_to.address_from_id': 'Ignorat aici: address_from_id se citește doar în address_from.',
};

export const publicAddress = {
  ...addressSchema,
  description: 'Un capăt al expediției: o adresă din agendă (`address_id`, sau `address_from_id` / `address_to_id`) sau câmpurile ei.',
  properties: { ...addressSchema.properties, address_id: ref, address_from_id: { type: ['integer', 'null'], minimum: 1 }, address_to_id: { type: ['integer', 'null'], minimum: 1 } },
} as const;

const place = (description: string, example: { locality_id: number; postal_code: string | null; locality_name: string; county_name: string }) =>
  ({
    type: 'object',
    description,
    properties: {
      locality_id: integer('Codul SIRUTA al localității.', example.locality_id),
      postal_code: nullable('string', 'Codul poștal (6 cifre): cel trimis sau, dacă localitatea are unul singur, al ei; null dacă nu se știe.', example.postal_code),
      locality_name: text('Numele localității.', example.locality_name),
      county_name: text('Numele județului.', example.county_name),
      country_code: text('Codul țării.', 'RO'),
    },
  }) as const;

export const validationAddressSchema = {
  type: 'object',
  description: 'Localitățile înțelese din cerere (de verificat: așa le primește curierul).',
  properties: {
    address_from: place('Localitatea expeditorului.', { locality_id: 54984, postal_code: null, locality_name: 'Cluj-Napoca', county_name: 'Cluj' }),
    address_to: place('Localitatea destinatarului.', { locality_id: 95079, postal_code: null, locality_name: 'Iași', county_name: 'Iași' }),
  },
} as const;
