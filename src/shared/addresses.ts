// The address book's shapes, as both APIs answer them (the contract's Address: api-shapes) and the
// app reads them. The private API adds `kind`; the public one has it in the path. The shapes are the
// private door's answer schemas' (server/routes/private/addresses/answers.ts), generated into
// api/private-answers.ts; the server's address view (services/addresses/address-view.ts) uses them too.
import type { AddressCommon, AddressDto, BillingAddress } from './api/private-answers.ts';

export const ADDRESS_KINDS = ['billing', 'shipping', 'delivery'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export type AddressType = 'individual' | 'business';

export type { AddressCommon, AddressDto, BillingAddress, DefaultAddresses, ShippingAddress } from './api/private-answers.ts';

export function isBilling(address: AddressDto): address is BillingAddress {
  return address.kind === 'billing';
}

/** One line for a person to read: "Strada Memorandumului 28, Ap. 3, Cluj-Napoca, jud. Cluj". */
export function addressLine(address: Pick<AddressCommon, 'street_name' | 'street_no' | 'street_details' | 'locality_name' | 'county_name' | 'county_code'>): string {
  const street = [address.street_name, address.street_no].filter(Boolean).join(' ');
  const county = address.county_code === 'B' ? '' : address.county_name ? `jud. ${address.county_name}` : '';
  return [street, address.street_details, address.locality_name, county].filter(Boolean).join(', ');
}
