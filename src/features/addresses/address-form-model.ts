// The address form's model: what the user typed (strings, nothing reformatted while typing), the
// checks run before sending (the server stays the judge: its answer comes back to the same
// fields), and the body in the contract's field names.
import { roAddresses } from '../../i18n/ro-addresses.ts';
import type { AddressDto, AddressKind, AddressType } from '../../shared/addresses.ts';
import { isBilling } from '../../shared/addresses.ts';
import { ADDRESS_RULE_TEXT, streetLineField, streetLineFits } from '../../shared/address-rules.ts';
import { TEXT_LIMITS as T } from '../../shared/field-limits.ts';
import { chars, normalizeCui, normalizePhone, validEmail } from '../../shared/identity-rules.ts';
import type { LocalitySearchAnswer } from '../../shared/shipping.ts';
import type { AddressBody } from './addresses-api.ts';

const e = roAddresses.errors;

export type LocalityOption = LocalitySearchAnswer['data'][number];

export interface AddressFormValues {
  address_type: AddressType;
  contact: string;
  company: string;
  phone: string;
  email: string;
  locality: LocalityOption | null;
  /** The street picked from the street search (null: typed by hand). */
  street_id: number | null;
  street_name: string;
  street_no: string;
  street_details: string;
  zipcode: string;
  vat_no: string;
  vat_payer: boolean;
  reg_com: string;
  cnp: string;
  bank_iban: string;
  bank: string;
  is_default: boolean;
}

/** Field name -> message. */
export type AddressErrors = Record<string, string>;

export function fieldId(field: string): string {
  return `adresa-${field.replace(/[._]/g, '-')}`;
}

export function emptyValues(): AddressFormValues {
  return {
    address_type: 'individual',
    contact: '',
    company: '',
    phone: '',
    email: '',
    locality: null,
    street_id: null,
    street_name: '',
    street_no: '',
    street_details: '',
    zipcode: '',
    vat_no: '',
    vat_payer: false,
    reg_com: '',
    cnp: '',
    bank_iban: '',
    bank: '',
    is_default: false,
  };
}

/** The combobox's option for a stored address's locality. */
export function localityOf(address: AddressDto): LocalityOption {
  return {
    id: address.locality_id,
    name: address.locality_name,
    county_code: address.county_code,
    county_name: address.county_name,
    type: '',
    parent: '',
    postal_code: '',
    name_and_county: `${address.locality_name}, ${address.county_name}`,
  };
}

export function valuesOf(address: AddressDto): AddressFormValues {
  const values: AddressFormValues = {
    ...emptyValues(),
    address_type: address.address_type,
    contact: address.contact,
    company: address.company,
    phone: address.phone,
    email: address.email,
    locality: localityOf(address),
    street_id: address.street_id,
    street_name: address.street_name,
    street_no: address.street_no,
    street_details: address.street_details,
    is_default: address.is_default,
  };
  if (isBilling(address)) {
    return { ...values, vat_no: address.vat_no, vat_payer: address.vat_payer, reg_com: address.reg_com, cnp: address.cnp, bank_iban: address.bank_iban, bank: address.bank };
  }
  return { ...values, zipcode: address.zipcode ?? '' };
}

/** The problems found before sending, by field (the server checks everything again). */
export function validateAddress(kind: AddressKind, v: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  const billing = kind === 'billing';
  const business = v.address_type === 'business';
  if (!v.contact.trim()) errors.contact = e.required;
  else if (chars(v.contact) < T.name.min || chars(v.contact) > T.name.max) errors.contact = e.contact;
  if (business) {
    if (!v.company.trim()) errors.company = e.required;
    else if (chars(v.company) < T.company.min || chars(v.company) > T.company.max) errors.company = e.company;
  }
  if (!v.phone.trim()) {
    if (!billing) errors.phone = e.required;
  } else if (!normalizePhone(v.phone)) errors.phone = e.phone;
  if (v.email.trim() && !validEmail(v.email)) errors.email = e.email;
  if (!v.locality) errors.locality_id = e.locality;
  if (!billing && chars(v.street_name) < T.street.min) errors.street_name = v.street_name.trim() ? e.street : e.required;
  if (!billing && v.zipcode.trim() && !/^\d{6}$/.test(v.zipcode.replace(/\s/g, ''))) errors.zipcode = e.zipcode;
  if (billing && business) {
    if (!v.vat_no.trim()) errors.vat_no = e.required;
    else if (!normalizeCui(v.vat_no)) errors.vat_no = e.cui;
  }
  if (billing && v.bank_iban.trim() && !v.bank.trim()) errors.bank = e.bank;
  // The server's rule (the invoice's address line): street, number and details together.
  const line = { street: v.street_name, number: v.street_no, details: v.street_details };
  const lineField = streetLineField(line, { street: 'street_name', details: 'street_details' });
  if (!errors[lineField] && !streetLineFits(line)) errors[lineField] = ADDRESS_RULE_TEXT.streetLine;
  return errors;
}

export function bodyOf(kind: AddressKind, v: AddressFormValues): AddressBody {
  const billing = kind === 'billing';
  const business = v.address_type === 'business';
  const body: AddressBody = {
    address_type: v.address_type,
    contact: v.contact.trim(),
    company: v.company.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
    locality_id: v.locality?.id ?? null,
    street_id: v.street_id,
    street_name: v.street_name.trim(),
    street_no: v.street_no.trim(),
    street_details: v.street_details.trim(),
    is_default: v.is_default,
  };
  if (!billing) return { ...body, zipcode: v.zipcode.replace(/\s/g, '') || null };
  return {
    ...body,
    vat_no: business ? v.vat_no.trim() : '',
    vat_payer: business && v.vat_payer,
    reg_com: business ? v.reg_com.trim() : '',
    cnp: business ? '' : v.cnp.trim(),
    bank_iban: v.bank_iban.trim(),
    bank: v.bank.trim(),
  };
}

/** Where a server field error shows: the county and street id problems are the locality's and street's. */
export function formField(path: string): string {
  if (path === 'county_id' || path === 'county_code' || path === 'county_name' || path === 'country_code') return 'locality_id';
  if (path === 'street_id') return 'street_name';
  return path;
}
