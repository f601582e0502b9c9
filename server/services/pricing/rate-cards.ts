// The carriers' rate cards: one versioned JSON file per carrier in server/data/rate-cards/ (a model,
// see its README.md), read once and checked at start so that a mistyped price stops the server
// with a message naming the file and field instead of quoting a wrong total.
import { readFileSync } from 'node:fs';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { BoxSize, ServiceId } from '../../../src/shared/shipping.ts';

export interface ServiceRate {
  /** Price of a parcel shipment up to `weight.included_kg`. */
  base_bani: number;
  /** Price of the first envelope (documents). */
  envelope_bani: number;
  /** Working days from pickup to delivery. */
  transit_days: number;
}

/** Each started kg from `from_kg` on (up to the next band) costs `per_kg_bani`. */
export interface WeightBand {
  from_kg: number;
  per_kg_bani: number;
}

/** A flat option: a fixed price, or a percentage of the transport (base + extra kg). */
export interface FlatOption {
  bani?: number;
  percent_of_transport?: number;
  /** The services it is offered with; all when absent. */
  services?: ServiceId[];
}

export interface RateCard {
  version: string;
  valid_from: string;
  carrier_id: number;
  carrier: string;
  /** Fuel surcharge index, percent of base + extra kg. */
  fuel_percent: number;
  services: Partial<Record<`${ServiceId}`, ServiceRate>>;
  weight: { included_kg: number; bands: WeightBand[] };
  /** Each envelope after the first. */
  additional_envelope_bani: number;
  options: {
    cod?: { fixed_bani: number; percent: number; services?: ServiceId[] };
    insurance?: { percent: number; min_bani: number; services?: ServiceId[] };
    open_package?: FlatOption;
    sms_sender?: FlatOption;
    sms_recipient?: FlatOption;
    saturday_delivery?: FlatOption;
    return_of_documents?: FlatOption;
    return_package?: FlatOption;
  };
  /** A home end in a locality of one of these types pays `bani` once and takes extra days. */
  remote_area: { locality_types: string[]; bani: number; extra_transit_days: number };
  /** Hour (Europe/Bucharest) until which a parcel is collected the same working day. */
  pickup: { cutoff_hour: number; locker_cutoff_hour: number };
  /** Carriers with lockers: the name and the standard box sizes (used when no locker is named). */
  locker?: { name: string; box_sizes: BoxSize[] };
}

/** One file per catalogued carrier, named by its slug (server/data/rate-cards/<slug>.json). */
const FILES = CARRIERS.map((c) => c.slug);

function fail(file: string, field: string, what: string): never {
  throw new Error(`Rate card ${file}.json: ${field} ${what}`);
}

function checkBani(file: string, field: string, value: unknown): void {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(file, field, 'must be a whole, non-negative number of bani');
}

function checkNumber(file: string, field: string, value: unknown, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) fail(file, field, `must be a number from 0 to ${max}`);
}

/** Throws on the first field that is missing or out of range. */
export function checkRateCard(file: string, card: RateCard): RateCard {
  if (!CARRIERS.some((c) => c.id === card.carrier_id)) fail(file, 'carrier_id', 'is not a known carrier');
  if (typeof card.version !== 'string' || !card.version) fail(file, 'version', 'is required');
  checkNumber(file, 'fuel_percent', card.fuel_percent, 100);
  const services = Object.entries(card.services ?? {});
  if (!services.length) fail(file, 'services', 'must list at least one service');
  for (const [id, rate] of services) {
    if (!['1', '2', '3', '4'].includes(id)) fail(file, `services.${id}`, 'is not a service (1-4)');
    checkBani(file, `services.${id}.base_bani`, rate?.base_bani);
    checkBani(file, `services.${id}.envelope_bani`, rate?.envelope_bani);
    if (!Number.isInteger(rate?.transit_days) || rate.transit_days < 0) fail(file, `services.${id}.transit_days`, 'must be a whole number');
    if (id !== '1' && !card.locker) fail(file, `services.${id}`, 'needs a locker section');
  }
  // Whole kilograms: carriers charge per started kg, so bands start on a whole kg.
  if (!Number.isInteger(card.weight?.included_kg) || card.weight.included_kg < 0) fail(file, 'weight.included_kg', 'must be a whole number of kg');
  let from = card.weight.included_kg;
  for (const [i, band] of (card.weight.bands ?? []).entries()) {
    if (!Number.isInteger(band.from_kg) || band.from_kg < from) fail(file, `weight.bands.${i}.from_kg`, 'must be a whole kg, not below the previous band nor included_kg');
    checkBani(file, `weight.bands.${i}.per_kg_bani`, band.per_kg_bani);
    from = band.from_kg;
  }
  if (card.weight.bands[0]?.from_kg !== card.weight.included_kg) fail(file, 'weight.bands.0.from_kg', 'must equal included_kg');
  checkBani(file, 'additional_envelope_bani', card.additional_envelope_bani);
  const { cod, insurance, ...flat } = card.options ?? {};
  if (cod) {
    checkBani(file, 'options.cod.fixed_bani', cod.fixed_bani);
    checkNumber(file, 'options.cod.percent', cod.percent, 100);
  }
  if (insurance) {
    checkNumber(file, 'options.insurance.percent', insurance.percent, 100);
    checkBani(file, 'options.insurance.min_bani', insurance.min_bani);
  }
  for (const [name, option] of Object.entries(flat)) {
    if ((option.bani === undefined) === (option.percent_of_transport === undefined)) fail(file, `options.${name}`, 'needs either bani or percent_of_transport');
    if (option.bani !== undefined) checkBani(file, `options.${name}.bani`, option.bani);
    if (option.percent_of_transport !== undefined) checkNumber(file, `options.${name}.percent_of_transport`, option.percent_of_transport, 1000);
  }
  if (!Array.isArray(card.remote_area?.locality_types)) fail(file, 'remote_area.locality_types', 'must be a list');
  checkBani(file, 'remote_area.bani', card.remote_area.bani);
  checkNumber(file, 'pickup.cutoff_hour', card.pickup?.cutoff_hour, 24);
  checkNumber(file, 'pickup.locker_cutoff_hour', card.pickup.locker_cutoff_hour, 24);
  return card;
}

function load(): ReadonlyMap<number, RateCard> {
  const cards = new Map<number, RateCard>();
  for (const file of FILES) {
    const card = JSON.parse(readFileSync(new URL(`../../data/rate-cards/${file}.json`, import.meta.url), 'utf8')) as RateCard;
    cards.set(card.carrier_id, checkRateCard(file, card));
  }
  return cards;
}

/** The rate cards in force, by carrier id, in the order of CARRIERS. */
export const RATE_CARDS: ReadonlyMap<number, RateCard> = load();

/** carrier id -> rate card version, for the order flow to record with a charged price. */
export function rateCardVersions(cards: ReadonlyMap<number, RateCard> = RATE_CARDS): Record<number, string> {
  return Object.fromEntries([...cards.values()].map((c) => [c.carrier_id, c.version]));
}

/** The standard box sizes of carrier `carrierId`'s lockers (its rate card's locker.box_sizes; none without lockers). */
export function lockerBoxSizes(carrierId: number, cards: ReadonlyMap<number, RateCard> = RATE_CARDS): BoxSize[] {
  return cards.get(carrierId)?.locker?.box_sizes ?? [];
}
