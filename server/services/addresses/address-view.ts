// An address as the contract answers it (api-shapes: Address): the common fields, the locality's
// and county's names from the reference data, then billing's company data or shipping/delivery's
// postal code, company and coordinates. Ids are integers, times ISO strings. `kind` is for the
// private API; the public one has it in the path (its response schemas leave it out).
import type { AddressKind, addresses } from '../../db/schema.ts';
import type { AddressCommon, AddressDto } from '../../../src/shared/addresses.ts';
import type { LocationIndex } from '../locations/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressView = AddressDto;

export function addressView(row: AddressRow, index: LocationIndex): AddressView {
  const locality = index.bySiruta.get(row.localityId);
  const county = locality ? index.countyByCode.get(`${locality.countryCode}:${locality.dto.county_code}`) : undefined;
  const common: AddressCommon = {
    id: row.id,
    kind: row.kind,
    address_type: row.addressType,
    country_code: row.countryCode,
    locality_id: row.localityId,
    street_id: row.streetId,
    street_name: row.streetName,
    street_no: row.streetNo,
    street_details: row.streetDetails,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    locality_name: locality?.dto.name ?? '',
    county_id: county?.id ?? null,
    county_code: locality?.dto.county_code ?? '',
    county_name: locality?.dto.county_name ?? '',
  };
  if (row.kind === 'billing') {
    return { ...common, company: row.company, vat_no: row.vatNo, reg_com: row.regCom, vat_payer: row.vatPayer, cnp: row.cnp, bank_iban: row.bankIban, bank: row.bank };
  }
  return { ...common, zipcode: row.zipcode, company: row.company, coordinates: { lat: row.latitude, lng: row.longitude } };
}

/** The row as the fields a door sends, so an update can change some of them and be checked whole. */
export function fieldsOf(row: AddressRow) {
  return {
    address_type: row.addressType,
    country_code: row.countryCode,
    locality_id: row.localityId,
    street_id: row.streetId,
    street_name: row.streetName,
    street_no: row.streetNo,
    street_details: row.streetDetails,
    zipcode: row.zipcode,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    company: row.company,
    vat_no: row.vatNo,
    reg_com: row.regCom,
    vat_payer: row.vatPayer,
    cnp: row.cnp,
    bank_iban: row.bankIban,
    bank: row.bank,
    coordinates: { lat: row.latitude, lng: row.longitude },
  };
}

/** How the messages name each kind ("adrese de facturare"). */
export const KIND_NAMES: Record<AddressKind, string> = { billing: 'de facturare', shipping: 'de expediere', delivery: 'de livrare' };
