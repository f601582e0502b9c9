// The address book's rules: an address as the contract names its fields (api-shapes: Address),
// checked whole, every problem at once with a Romanian message under the field's name, and turned
// into the columns to write. The locality is a SIRUTA code of the reference data; a county given
// with it must be the locality's; a postal code must be one of the locality's and of its street's
// (the check prices and orders use: locations/postal-code-check.ts).
import { REQUIRED, type FieldErrors } from '../failure.ts';
import type { AddressKind } from '../../db/schema.ts';
import type { addresses } from '../../db/schema.ts';
import { ADDRESS_RULE_TEXT, streetLineField, streetLineFits } from '../../../src/shared/address-rules.ts';
import { TEXT_LIMITS as T } from '../../../src/shared/field-limits.ts';
import { chars, normalizeCui, normalizePhone, validEmail } from '../../../src/shared/identity-rules.ts';
import type { LocationIndex, LocalityEntry } from '../locations/index.ts';
import type { PostalCodeAddress, PostalCodeCheck } from '../locations/index.ts';
import { foldName } from '../locations/index.ts';
import { checkRomanianIban, normalizeRegCom, validCnp } from './identifiers.ts';

export const ADDRESS_MESSAGES = {
  addressType: 'Alege persoană fizică (individual) sau firmă (business).',
  country: 'Deocamdată adresele pot fi doar din România (RO).',
  localityUnknown: 'Localitatea nu există: alege una din listă.',
  localityAmbiguous: 'Sunt mai multe localități cu acest nume: alege-o din listă (sau trimite locality_id).',
  countyMismatch: 'Localitatea {locality} este în județul {county}, nu în cel trimis.',
  zipcodeFormat: 'Codul poștal are exact 6 cifre.',
  contact: `Numele de contact trebuie să aibă între ${T.name.min} și ${T.name.max} de caractere.`,
  phone: 'Numărul de telefon nu este valid: folosește un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456.',
  email: 'Adresa de e-mail nu este validă.',
  street: `Completează strada (cel puțin ${T.street.min} caractere, cel mult ${T.street.max}).`,
  streetLength: `Strada poate avea cel mult ${T.street.max} de caractere.`,
  streetUnknown: 'Strada aleasă nu există în această localitate.',
  streetNo: `Numărul poate avea cel mult ${T.streetNumber.max} de caractere.`,
  streetDetails: `Detaliile (bloc, scară, etaj, apartament) pot avea cel mult ${T.addressDetails.max} de caractere.`,
  streetLine: ADDRESS_RULE_TEXT.streetLine,
  company: `Numele firmei trebuie să aibă între ${T.company.min} și ${T.company.max} de caractere.`,
  companyOptional: `Numele firmei poate avea cel mult ${T.company.max} de caractere.`,
  cui: 'CUI-ul nu este valid: verifică cifrele (cifra de control nu se potrivește).',
  regCom: 'Numărul de înregistrare la Registrul Comerțului nu este valid: scrie-l ca J12/3456/2020 (sau în forma nouă, de exemplu J2024012345400).',
  vatPayer: 'Alege dacă firma este plătitoare de TVA (true sau false).',
  cnp: 'CNP-ul nu este valid: verifică cele 13 cifre (cifra de control nu se potrivește).',
  iban: 'IBAN-ul nu este valid: verifică cifrele (cifrele de control nu se potrivesc).',
  ibanCountry: 'IBAN-ul trebuie să fie al unui cont din România (începe cu RO).',
  bank: `Numele băncii poate avea cel mult ${T.bank.max} de caractere.`,
  bankRequired: 'Completează numele băncii (ai trecut un IBAN).',
  coordinates: 'Coordonatele trebuie să fie {lat, lng}: latitudinea între -90 și 90, longitudinea între -180 și 180.',
  isDefault: 'is_default trebuie să fie true sau false.',
} as const;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** An address as a door receives it (the contract's field names); anything may be missing or odd. */
export interface AddressFields {
  address_type?: unknown;
  country_code?: unknown;
  locality_id?: unknown;
  locality_name?: unknown;
  county_id?: unknown;
  county_code?: unknown;
  county_name?: unknown;
  street_id?: unknown;
  street_name?: unknown;
  street_no?: unknown;
  street_details?: unknown;
  zipcode?: unknown;
  contact?: unknown;
  phone?: unknown;
  email?: unknown;
  company?: unknown;
  vat_no?: unknown;
  reg_com?: unknown;
  vat_payer?: unknown;
  cnp?: unknown;
  bank_iban?: unknown;
  bank?: unknown;
  coordinates?: unknown;
  is_default?: unknown;
}

/** The columns an address writes (owner, kind, default flag and times are the service's). */
export type AddressColumns = Omit<typeof addresses.$inferInsert, 'id' | 'customerId' | 'kind' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** The reference data the rules read besides the location index. */
export interface AddressLookups {
  /** The street's name when `id` is a street of the locality, else null. */
  streetName(siruta: number, id: number): Promise<string | null>;
  /** locations/postal-code-check.ts: whether a postal code fits the locality (and its street). */
  checkZipcode(address: PostalCodeAddress): Promise<PostalCodeCheck>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The one locality the fields name (locality_id, or locality_name with a county), or a problem. */
function localityOf(index: LocationIndex, f: AddressFields): LocalityEntry | 'missing' | 'unknown' | 'ambiguous' {
  const id = typeof f.locality_id === 'string' && /^\d{1,9}$/.test(f.locality_id.trim()) ? Number(f.locality_id) : f.locality_id;
  if (id !== undefined && id !== null && id !== '') {
    return typeof id === 'number' && Number.isSafeInteger(id) ? (index.bySiruta.get(id) ?? 'unknown') : 'unknown';
  }
  const name = str(f.locality_name);
  if (!name) return 'missing';
  const found = (index.byName.get(foldName(name)) ?? []).filter((e) => countyFits(index, e, f) === true);
  if (found.length === 1) return found[0]!;
  return found.length === 0 ? 'unknown' : 'ambiguous';
}

/** Whether a county the fields give (id, code or name) is the locality's; true when none is given. */
function countyFits(index: LocationIndex, entry: LocalityEntry, f: AddressFields): boolean {
  const county = index.countyByCode.get(`${entry.countryCode}:${entry.dto.county_code}`);
  if (f.county_id !== undefined && f.county_id !== null && f.county_id !== '') {
    if (Number(f.county_id) !== county?.id) return false;
  }
  const code = str(f.county_code).toUpperCase();
  if (code && code !== entry.dto.county_code) return false;
  const name = str(f.county_name);
  if (name) {
    const folded = foldName(name).replace(/^(?:judetul|jud|municipiul) /, '');
    if (folded !== foldName(entry.dto.county_name)) return false;
  }
  return true;
}

function coordinatesOf(value: unknown): { lat: number | null; lng: number | null } | null {
  if (value === undefined || value === null) return { lat: null, lng: null };
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const none = (v: unknown) => v === undefined || v === null;
  if (none(lat) && none(lng)) return { lat: null, lng: null };
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Checks an address of `kind` and answers its columns, or every problem by field. The rules:
 * locality required and known (county, when given, the locality's); postal code 6 digits and the
 * locality's; contact 2-100 characters; a Romanian phone (required for shipping and delivery, where
 * the courier calls); a valid e-mail when given; a street for shipping and delivery; for billing, a
 * business has a company name and a CUI with a valid control digit (Reg. Com. and the VAT flag
 * optional), a person's CNP when given must be valid, an IBAN must be Romanian and valid.
 */
export async function checkAddress(
  kind: AddressKind,
  f: AddressFields,
  index: LocationIndex,
  { streetName: lookupStreet, checkZipcode }: AddressLookups,
  now = new Date(),
): Promise<{ columns: AddressColumns } | { errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const billing = kind === 'billing';

  const addressType = f.address_type === undefined || f.address_type === null || f.address_type === '' ? 'individual' : f.address_type;
  if (addressType !== 'individual' && addressType !== 'business') add('address_type', ADDRESS_MESSAGES.addressType);
  const business = addressType === 'business';

  const country = str(f.country_code).toUpperCase() || 'RO';
  if (country !== 'RO') add('country_code', ADDRESS_MESSAGES.country);

  const locality = localityOf(index, f);
  if (locality === 'missing') add('locality_id', REQUIRED);
  else if (locality === 'unknown') add('locality_id', ADDRESS_MESSAGES.localityUnknown);
  else if (locality === 'ambiguous') add('locality_id', ADDRESS_MESSAGES.localityAmbiguous);
  const entry = typeof locality === 'object' ? locality : null;
  if (entry && !countyFits(index, entry, f)) {
    const field = f.county_id !== undefined && f.county_id !== null && f.county_id !== '' ? 'county_id' : str(f.county_code) ? 'county_code' : 'county_name';
    add(field, fill(ADDRESS_MESSAGES.countyMismatch, { locality: entry.dto.name, county: entry.dto.county_name }));
  }

  // Billing addresses carry no postal code in the contract: one sent there is ignored.
  const zipcode = billing ? '' : str(f.zipcode).replace(/\s/g, '');

  const contact = str(f.contact);
  if (!contact) add('contact', REQUIRED);
  else if (chars(contact) < T.name.min || chars(contact) > T.name.max) add('contact', ADDRESS_MESSAGES.contact);

  const rawPhone = str(f.phone);
  const phone = rawPhone ? normalizePhone(rawPhone) : '';
  if (!rawPhone && !billing) add('phone', REQUIRED);
  else if (phone === null) add('phone', ADDRESS_MESSAGES.phone);

  const email = str(f.email);
  if (email && !validEmail(email)) add('email', ADDRESS_MESSAGES.email);

  let streetName = str(f.street_name);
  const streetId = f.street_id === undefined || f.street_id === null || f.street_id === '' ? null : Number(f.street_id);
  if (streetId !== null) {
    const known = entry && Number.isSafeInteger(streetId) && streetId > 0 && streetId <= 2_147_483_647 ? await lookupStreet(entry.dto.id, streetId) : null;
    if (entry && known === null) add('street_id', ADDRESS_MESSAGES.streetUnknown);
    if (known && !streetName) streetName = known;
  }
  if (!billing && chars(streetName) < T.street.min) add('street_name', streetName ? ADDRESS_MESSAGES.street : REQUIRED);
  else if (chars(streetName) > T.street.max) add('street_name', ADDRESS_MESSAGES.streetLength);
  const streetNo = str(f.street_no);
  if (chars(streetNo) > T.streetNumber.max) add('street_no', ADDRESS_MESSAGES.streetNo);
  // The same check as prices and orders: 6 digits, one of the locality's codes and, on a street of
  // the locality's street list, one of the street's. An empty one stays empty (the order fills it).
  if (zipcode) {
    if (!/^\d{6}$/.test(zipcode)) add('zipcode', ADDRESS_MESSAGES.zipcodeFormat);
    else if (entry) {
      const checked = await checkZipcode({ locality_id: entry.dto.id, postal_code: zipcode, street_name: streetName, street_number: streetNo });
      if (!checked.ok) add('zipcode', checked.message);
    }
  }
  const streetDetails = str(f.street_details);
  if (chars(streetDetails) > T.addressDetails.max) add('street_details', ADDRESS_MESSAGES.streetDetails);
  // The three on one line are the invoice's address line (and the billing address an order takes from here).
  const line = { street: streetName, number: streetNo, details: streetDetails };
  if (!errors.street_name && !errors.street_details && !streetLineFits(line)) {
    add(streetLineField(line, { street: 'street_name', details: 'street_details' }), ADDRESS_MESSAGES.streetLine);
  }

  const company = str(f.company);
  if (business) {
    if (!company) add('company', REQUIRED);
    else if (chars(company) < T.company.min || chars(company) > T.company.max) add('company', ADDRESS_MESSAGES.company);
  } else if (chars(company) > T.company.max) add('company', ADDRESS_MESSAGES.companyOptional);

  let vatNo = '';
  let regCom = '';
  let vatPayer = false;
  let cnp = '';
  let bankIban = '';
  let bank = '';
  if (billing) {
    if (f.vat_payer !== undefined && f.vat_payer !== null && typeof f.vat_payer !== 'boolean') add('vat_payer', ADDRESS_MESSAGES.vatPayer);
    vatPayer = f.vat_payer === true;
    const rawCui = str(f.vat_no);
    if (business && !rawCui) add('vat_no', REQUIRED);
    else if (rawCui) {
      const cui = normalizeCui(rawCui);
      if (!cui) add('vat_no', ADDRESS_MESSAGES.cui);
      // VAT payers' code is written with RO in front (RO18547290), the others' without.
      else vatNo = vatPayer ? `RO${cui}` : cui;
    }
    const rawRegCom = str(f.reg_com);
    if (rawRegCom) {
      const normal = normalizeRegCom(rawRegCom, now);
      if (!normal) add('reg_com', ADDRESS_MESSAGES.regCom);
      else regCom = normal;
    }
    const rawCnp = str(f.cnp).replace(/\s/g, '');
    if (rawCnp) {
      if (!validCnp(rawCnp)) add('cnp', ADDRESS_MESSAGES.cnp);
      else cnp = rawCnp;
    }
    const rawIban = str(f.bank_iban);
    if (rawIban) {
      const checked = checkRomanianIban(rawIban);
      if ('problem' in checked) add('bank_iban', checked.problem === 'invalid' ? ADDRESS_MESSAGES.iban : ADDRESS_MESSAGES.ibanCountry);
      else bankIban = checked.iban;
    }
    bank = str(f.bank);
    if (chars(bank) > T.bank.max) add('bank', ADDRESS_MESSAGES.bank);
    else if (rawIban && !bank) add('bank', ADDRESS_MESSAGES.bankRequired);
  }

  const coordinates = billing ? { lat: null, lng: null } : coordinatesOf(f.coordinates);
  if (!coordinates) add('coordinates', ADDRESS_MESSAGES.coordinates);

  if (f.is_default !== undefined && f.is_default !== null && typeof f.is_default !== 'boolean') add('is_default', ADDRESS_MESSAGES.isDefault);

  if (Object.keys(errors).length > 0 || !entry) return { errors };
  return {
    columns: {
      addressType: addressType as 'individual' | 'business',
      countryCode: country,
      localityId: entry.dto.id,
      streetId: streetId,
      streetName,
      streetNo,
      streetDetails,
      zipcode: zipcode || null,
      contact,
      phone: phone ?? '',
      email,
      company,
      vatNo,
      regCom,
      vatPayer: billing && vatPayer,
      cnp,
      bankIban,
      bank,
      latitude: coordinates?.lat ?? null,
      longitude: coordinates?.lng ?? null,
    },
  };
}
