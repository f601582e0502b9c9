// The address book's shapes, as both APIs answer them (the contract's Address: api-shapes) and the
// app reads them. The private API adds `kind`; the public one has it in the path.

export const ADDRESS_KINDS = ['billing', 'shipping', 'delivery'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export type AddressType = 'individual' | 'business';

export interface AddressCommon {
  id: number;
  kind: AddressKind;
  address_type: AddressType;
  country_code: string;
  locality_id: number;
  street_id: number | null;
  street_name: string;
  street_no: string;
  street_details: string;
  contact: string;
  phone: string;
  email: string;
  is_default: boolean;
  created_at: string;
  updated_at: string;
  locality_name: string;
  county_id: number | null;
  county_code: string;
  county_name: string;
}

export interface BillingAddress extends AddressCommon {
  company: string;
  vat_no: string;
  reg_com: string;
  vat_payer: boolean;
  cnp: string;
  bank_iban: string;
  bank: string;
}

export interface ShippingAddress extends AddressCommon {
  zipcode: string | null;
  company: string;
  coordinates: { lat: number | null; lng: number | null };
}

export type AddressDto = BillingAddress | ShippingAddress;

export function isBilling(address: AddressDto): address is BillingAddress {
  return address.kind === 'billing';
}

/** The default address of each kind (GET /api/private/addresses/defaults), null where there is none. */
export interface DefaultAddresses {
  billing: BillingAddress | null;
  shipping: ShippingAddress | null;
  delivery: ShippingAddress | null;
}

/** One line for a person to read: "Strada Memorandumului 28, Ap. 3, Cluj-Napoca, jud. Cluj". */
export function addressLine(address: Pick<AddressCommon, 'street_name' | 'street_no' | 'street_details' | 'locality_name' | 'county_name' | 'county_code'>): string {
  const street = [address.street_name, address.street_no].filter(Boolean).join(' ');
  const county = address.county_code === 'B' ? '' : address.county_name ? `jud. ${address.county_name}` : '';
  return [street, address.street_details, address.locality_name, county].filter(Boolean).join(', ');
}
