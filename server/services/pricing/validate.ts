// The engine's own checks of a price request, before any lookup: every order limit of
// SHIPPING_LIMITS (domain.md) with a Romanian message under the field's path, e.g.
// errors['content.parcels.2.size.weight']. The route's JSON schema has checked the types already;
// these checks still hold on their own (the order flow calls the engine directly).
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { SERVICES, SHIPPING_LIMITS as L, type PriceRequest } from '../../../src/shared/shipping.ts';
import type { FieldErrors } from '../failure.ts';
import { isValidRomanianIban } from './iban.ts';
import { FIELD } from './messages.ts';
import { hasAtMostTwoDecimals } from './money.ts';

type Add = (field: string, message: string) => void;

const POSTAL_CODE = /^\d{6}$/;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const chars = (s: string) => [...s.trim()].length;

function checkAddresses(request: PriceRequest, add: Add): void {
  for (const side of ['address_from', 'address_to'] as const) {
    const a = request[side] ?? {};
    if (a.country_code !== undefined && a.country_code.toUpperCase() !== 'RO') add(`${side}.country_code`, FIELD.country);
    const byName = Boolean(a.locality_name?.trim() && (a.county_name?.trim() || a.county_code?.trim()));
    if (a.locality_id === undefined && !byName && a.fixed_location_id === undefined) add(`${side}.locality_id`, FIELD.localityRequired);
    // Empty: filled in from the locality or the street; whether it fits them is the resolver's check.
    if (a.postal_code?.trim() && !POSTAL_CODE.test(a.postal_code.trim())) add(`${side}.postal_code`, FIELD.postalCodeFormat);
  }
}

function checkParcels(request: PriceRequest, add: Add): void {
  const content = request.content ?? {};
  const parcels = content.parcels ?? [];
  const envelopes = content.envelopes_count ?? 0;
  if ((content.pallets_count ?? 0) > 0) add('content.pallets_count', FIELD.pallets);
  if (!Number.isInteger(envelopes) || envelopes < 0) add('content.envelopes_count', FIELD.envelopesCount);
  else if (envelopes > L.maxEnvelopes) add('content.envelopes_count', FIELD.tooManyEnvelopes);
  const describedCount = content.parcels_count ?? 0;
  if (envelopes > 0 && (parcels.length > 0 || describedCount > 0)) add('content', FIELD.envelopesOrParcels);
  else if (envelopes === 0 && parcels.length === 0) add(describedCount > 0 ? 'content.parcels' : 'content', describedCount > 0 ? FIELD.parcelSizes : FIELD.nothingToSend);
  if (parcels.length > L.maxParcels) add('content.parcels', FIELD.tooManyParcels);
  if (content.parcels_count !== undefined && parcels.length > 0 && content.parcels_count !== parcels.length) add('content.parcels_count', FIELD.parcelsCount);
  parcels.forEach((parcel, i) => {
    const size = parcel?.size ?? {};
    const path = `content.parcels.${i}.size`;
    if (!isNumber(size.weight) || size.weight <= 0) add(`${path}.weight`, FIELD.weightPositive);
    else if (size.weight > L.maxParcelWeightKg) add(`${path}.weight`, FIELD.weightMax);
    for (const side of ['length', 'width', 'height'] as const) {
      const value = size[side];
      if (!isNumber(value) || value <= 0) add(`${path}.${side}`, FIELD.sidePositive);
      else if (value > L.maxParcelSideCm) add(`${path}.${side}`, FIELD.sideMax);
    }
  });
}

function checkAmount(field: string, value: number | undefined, max: number, tooMuch: string, add: Add): boolean {
  if (value === undefined) return false;
  if (!isNumber(value) || value < 0) add(field, FIELD.amountNegative);
  else if (value > max) add(field, tooMuch);
  else if (!hasAtMostTwoDecimals(value)) add(field, FIELD.amountDecimals);
  else return value > 0;
  return false;
}

function checkExtra(request: PriceRequest, add: Add): void {
  const extra = request.extra ?? {};
  if (checkAmount('extra.bank_repayment_amount', extra.bank_repayment_amount, L.maxCodRon, FIELD.codMax, add)) {
    if (!extra.bank_iban?.trim()) add('extra.bank_iban', FIELD.ibanRequired);
    else if (!isValidRomanianIban(extra.bank_iban)) add('extra.bank_iban', FIELD.ibanInvalid);
    if (!extra.bank_holder?.trim()) add('extra.bank_holder', FIELD.holderRequired);
    else if (chars(extra.bank_holder) < 2 || chars(extra.bank_holder) > 100) add('extra.bank_holder', FIELD.holderLength);
  }
  checkAmount('extra.insurance_amount', extra.insurance_amount, L.maxDeclaredValueRon, FIELD.insuranceMax, add);
  if (extra.parcel_content !== undefined && extra.parcel_content !== '') {
    const n = chars(extra.parcel_content);
    if (n < L.contentMinChars || n > L.contentMaxChars) add('extra.parcel_content', FIELD.content);
  }
}

/** The request's problems by field path; empty when the request can be quoted. */
export function validatePriceRequest(request: PriceRequest): FieldErrors {
  const errors: FieldErrors = {};
  const add: Add = (field, message) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (request.carrier_id !== 0 && !CARRIERS.some((c) => c.id === request.carrier_id)) add('carrier_id', FIELD.carrier);
  if (request.service_id !== 0 && !SERVICES.some((s) => s.id === request.service_id)) add('service_id', FIELD.service);
  checkAddresses(request, add);
  checkParcels(request, add);
  checkExtra(request, add);
  return errors;
}
