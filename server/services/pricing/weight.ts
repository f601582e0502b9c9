// Billed weight and locker fit. A parcel is billed at the larger of its actual weight and its
// volumetric weight (L x W x H / 6000, kg and cm, domain.md); a shipment at the sum over its parcels.
// Weights are kept in whole grams so that sums are exact; carriers then charge per started kilogram.
// An envelope counts as SHIPPING_LIMITS.envelopeWeightKg and is a flat A4 document envelope in lockers.
import { SHIPPING_LIMITS, type BoxSize } from '../../../src/shared/shipping.ts';

export interface ParcelSize {
  /** kg */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
}

/** The size an envelope is checked with against locker boxes (model: an A4 document envelope). */
export const ENVELOPE_SIZE: ParcelSize = { weight: SHIPPING_LIMITS.envelopeWeightKg, length: 35, width: 25, height: 2 };

/** Snaps binary noise away before rounding up (1.1 * 1000 is 1100.0000000000002). */
function clean(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

export function actualGrams(parcel: ParcelSize): number {
  return Math.ceil(clean(parcel.weight * 1000));
}

export function volumetricGrams(parcel: ParcelSize): number {
  // (L x W x H / 6000) kg = (L x W x H / 6) g
  return Math.ceil(clean((parcel.length * parcel.width * parcel.height * 1000) / SHIPPING_LIMITS.volumetricDivisor));
}

export function billedParcelGrams(parcel: ParcelSize): number {
  return Math.max(actualGrams(parcel), volumetricGrams(parcel));
}

/** Billed grams of a shipment: parcels summed, or envelopes at their fixed weight. */
export function billedGrams(parcels: readonly ParcelSize[], envelopes: number): number {
  if (envelopes > 0) return envelopes * Math.round(SHIPPING_LIMITS.envelopeWeightKg * 1000);
  let total = 0;
  for (const parcel of parcels) total += billedParcelGrams(parcel);
  return total;
}

/** Started kilograms: 1,001 g -> 2 kg. */
export function startedKg(grams: number): number {
  return Math.ceil(grams / 1000);
}

/** The middle one of three numbers. */
function middle(a: number, b: number, c: number): number {
  return a > b ? (b > c ? b : a > c ? c : a) : a > c ? a : b > c ? c : b;
}

/** Whether sides a, b, c fit sides x, y, z, each in any order (largest in largest, and so on). */
function fitsSides(a: number, b: number, c: number, x: number, y: number, z: number): boolean {
  return Math.max(a, b, c) <= Math.max(x, y, z) && middle(a, b, c) <= middle(x, y, z) && Math.min(a, b, c) <= Math.min(x, y, z);
}

/** Whether a parcel fits a box in some orientation and within its weight limit. */
export function fitsBox(parcel: ParcelSize, box: BoxSize): boolean {
  if (parcel.weight > box.max_weight) return false;
  return fitsSides(parcel.length, parcel.width, parcel.height, box.length, box.width, box.height);
}

/**
 * Whether every parcel (or envelope) of a shipment fits one of a locker's box sizes; each item
 * goes in its own box. A locker that publishes no sizes is taken to accept any parcel.
 */
export function fitsLocker(parcels: readonly ParcelSize[], envelopes: number, boxes: readonly BoxSize[]): boolean {
  if (!boxes.length) return true;
  const items = envelopes > 0 ? [ENVELOPE_SIZE] : parcels;
  return items.every((parcel) => boxes.some((box) => fitsBox(parcel, box)));
}
