// The pricing engine's entry points. calculatePrices answers the price-calculation call: validate,
// resolve the localities and lockers, then quote every carrier and service asked for (0 = all).
// priceOffer prices one chosen offer again at order time with the same code, so the charged
// total is the quoted one (or a 422 when the offer is no longer possible).
import { SERVICES, type Offer, type PriceAnswer, type PriceRequest, type ServiceId } from '../../../src/shared/shipping.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { inBucharest, type LocalMoment } from './calendar.ts';
import { FIELD, pickupDayMessage } from './messages.ts';
import { quoteOffer, type Unavailable } from './quote.ts';
import { RATE_CARDS, type RateCard } from './rate-cards.ts';
import { resolveShipment, type LocationResolver, type ResolvedEnd, type ResolvedShipment } from './shipment.ts';
import { validatePriceRequest } from './validate.ts';
import { priceKey, type CarrierPrices } from './carrier-prices.ts';

export type { LocationResolver, ResolvedShipment } from './shipment.ts';

export interface Quotes {
  data: Offer[];
  unavailable: Unavailable[];
}

function lockerOfOther(end: ResolvedEnd, card: RateCard): boolean {
  return end.fixed_location !== undefined && end.fixed_location.carrier_id !== card.carrier_id;
}

/**
 * Every offer for carrier `carrierId` and service `serviceId` (0 = all), cheapest first. When
 * every carrier is asked for and an end names a locker, the other carriers' services starting or
 * ending at that locker are left out (their home services are still quoted).
 */
export function quoteAll(
  shipment: ResolvedShipment,
  carrierId: number,
  serviceId: number,
  now: LocalMoment,
  cards: ReadonlyMap<number, RateCard> = RATE_CARDS,
  prices: CarrierPrices = {},
): Quotes {
  const data: Offer[] = [];
  const unavailable: Unavailable[] = [];
  const chosen = carrierId === 0 ? [...cards.values()] : [cards.get(carrierId)].filter((c): c is RateCard => Boolean(c));
  const services = SERVICES.filter((s) => serviceId === 0 || s.id === serviceId);
  for (const card of chosen) {
    for (const service of services) {
      if (carrierId === 0) {
        if ((service.from === 'locker' && lockerOfOther(shipment.from, card)) || (service.to === 'locker' && lockerOfOther(shipment.to, card))) continue;
      }
      const quote = quoteOffer(shipment, card, service.id, now, prices[priceKey(card.carrier_id, service.id)]);
      if (quote.ok) data.push(quote.offer);
      else unavailable.push(quote.unavailable);
    }
  }
  data.sort((a, b) => a.breakdown.total_bani - b.breakdown.total_bani || a.carrier_id - b.carrier_id || a.service_id - b.service_id);
  return { data, unavailable };
}

function addressOf(end: ResolvedEnd) {
  return { locality_id: end.locality_id, postal_code: end.postal_code, locality_name: end.name, county_name: end.county_name, country_code: 'RO' };
}

/** The answer's `validation_address`: both ends as they were resolved. */
export function validationAddress(shipment: ResolvedShipment): PriceAnswer['validation_address'] {
  return { address_from: addressOf(shipment.from), address_to: addressOf(shipment.to) };
}

async function validatedShipment(request: PriceRequest, resolver: LocationResolver, extra: FieldErrors = {}): Promise<ResolvedShipment> {
  const errors: FieldErrors = { ...validatePriceRequest(request), ...extra };
  // The localities are looked up even when a limit is broken, so one answer names every problem.
  const resolution = await resolveShipment(request, resolver);
  if (!resolution.ok) {
    for (const [field, messages] of Object.entries(resolution.errors)) errors[field] = [...(errors[field] ?? []), ...messages];
  }
  if (Object.keys(errors).length || !resolution.ok) throw validationFailure(errors);
  return resolution.shipment;
}

/** POST price-calculation: throws a 422 Failure with field errors when the request cannot be quoted. */
export async function calculatePrices(request: PriceRequest, resolver: LocationResolver, now: Date = new Date(), cards?: ReadonlyMap<number, RateCard>): Promise<PriceAnswer> {
  const shipment = await validatedShipment(request, resolver);
  const { data, unavailable } = quoteAll(shipment, request.carrier_id, request.service_id, inBucharest(now), cards);
  return { data, unavailable, validation_address: validationAddress(shipment) };
}

/**
 * The one offer an order charges: the same validation and quote as calculatePrices for
 * `carrierId` and `serviceId` (neither 0), and the locker ends of the service must name a locker.
 * Throws a 422 Failure (validation_failed, or offer_unavailable with the reason) otherwise.
 */
export async function priceOffer(
  request: PriceRequest,
  carrierId: number,
  serviceId: number,
  now: Date,
  resolver: LocationResolver,
  cards: ReadonlyMap<number, RateCard> = RATE_CARDS,
  askPrices?: (shipment: ResolvedShipment) => Promise<CarrierPrices>,
  pickupDate?: string,
): Promise<Offer> {
  const errors: FieldErrors = {};
  const service = SERVICES.find((s) => s.id === serviceId);
  if (!cards.has(carrierId)) errors.carrier_id = [FIELD.chooseCarrier];
  if (!service) errors.service_id = [FIELD.chooseService];
  if (service?.from === 'locker' && request.address_from?.fixed_location_id === undefined) errors['address_from.fixed_location_id'] = [FIELD.lockerRequired];
  if (service?.to === 'locker' && request.address_to?.fixed_location_id === undefined) errors['address_to.fixed_location_id'] = [FIELD.lockerRequired];
  const shipment = await validatedShipment({ ...request, carrier_id: carrierId, service_id: serviceId }, resolver, errors);
  const card = cards.get(carrierId) as RateCard;
  const prices = askPrices ? await askPrices(shipment) : {};
  const quote = quoteOffer(shipment, card, serviceId as ServiceId, inBucharest(now), prices[priceKey(carrierId, serviceId)], pickupDate);
  if (!quote.ok) throw new Failure(422, 'offer_unavailable', quote.unavailable.reason, { errors: { service_id: [quote.unavailable.reason] } });
  // A pickup day must be one the carrier can come on (its next working days, holidays skipped).
  if (pickupDate !== undefined && !quote.offer.pickup_dates?.includes(pickupDate)) throw validationFailure({ pickup_date: [pickupDayMessage(quote.offer.pickup_dates ?? [])] });
  return quote.offer;
}

/** The engine bound to a resolver, as the routes and the order flow use it. */
export function createPricingEngine(resolver: LocationResolver, cards: ReadonlyMap<number, RateCard> = RATE_CARDS) {
  return {
    calculate: (request: PriceRequest, now: Date = new Date()) => calculatePrices(request, resolver, now, cards),
    /** The checks and lookups of calculate, without the quotes (the route quotes on the quote thread). */
    resolve: (request: PriceRequest) => validatedShipment(request, resolver),
    /** `askPrices`: the carriers' own prices for the shipment (carrier-prices.ts), when they quote. */
    priceOffer: (request: PriceRequest, carrierId: number, serviceId: number, now: Date = new Date(), askPrices?: (shipment: ResolvedShipment) => Promise<CarrierPrices>, pickupDate?: string) =>
      priceOffer(request, carrierId, serviceId, now, resolver, cards, askPrices, pickupDate),
  };
}

export type PricingEngine = ReturnType<typeof createPricingEngine>;
