// One offer: a carrier's service for a resolved shipment at a moment. Checks that the carrier runs
// the service, that its locker ends can take the parcels and that it offers every option asked
// for; then the itemised lines (lines.ts), the VAT computed once on their exact net sum, and the
// estimated pickup and delivery dates (calendar.ts). Pure: the same inputs give the same offer,
// which is how the order flow charges exactly the quoted total.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { BOOLEAN_OPTIONS, SERVICES, VAT_RATE_PERCENT, type BooleanOption, type Offer, type ServiceId } from '../../../src/shared/shipping.ts';
import { CARRIER_MANIFESTS } from '../carriers/index.ts';
import { deliveryDay, pickupDay, toDay, toIso, workingDaysFrom, type LocalMoment } from './calendar.ts';
import { priceLines } from './lines.ts';
import { lockerRefusal } from './lockers.ts';
import { UNAVAILABLE, optionNotForService, optionNotOffered } from './messages.ts';
import { baniToRon, vatOf } from './money.ts';
import type { RateCard } from './rate-cards.ts';
import type { ResolvedShipment } from './shipment.ts';
import type { CarrierPrice } from './carrier-prices.ts';

const carrierTariffLabel = (carrier: string) => `Tarif ${carrier} (prețul dat de curier)`;

export interface Unavailable {
  carrier_id: number;
  service_id: number;
  reason: string;
}

/** How many working days, from the first the carrier can come, a customer may choose for the pickup. */
export const PICKUP_DAY_CHOICES = 5;

/**
 * The carriers whose booking takes the pickup day (carrier-apis.md; their manifest's
 * capabilities.pickupDay): FAN Courier (its courier order's pickupDate), DPD (service.pickupDate),
 * GLS (PickupDate). The others are offered only the first day (each manifest says why).
 */
export const PICKUP_DAY_CARRIERS: ReadonlySet<number> = new Set(CARRIER_MANIFESTS.filter((m) => m.capabilities.pickupDay).map((m) => m.id));

export type Quote = { ok: true; offer: Offer } | { ok: false; unavailable: Unavailable };

type OptionCode = 'cod' | 'insurance' | BooleanOption;

// The options a shipment asks for are the same for every offer of a request: listed once.
const wantedOf = new WeakMap<ResolvedShipment, readonly OptionCode[]>();
function wantedOptions(shipment: ResolvedShipment): readonly OptionCode[] {
  let wanted = wantedOf.get(shipment);
  if (wanted === undefined) {
    const { cod_bani, insurance_bani, flags } = shipment.options;
    const codes: OptionCode[] = [];
    if (cod_bani > 0) codes.push('cod');
    if (insurance_bani > 0) codes.push('insurance');
    for (const flag of BOOLEAN_OPTIONS) if (flags.includes(flag)) codes.push(flag);
    wantedOf.set(shipment, (wanted = codes));
  }
  return wanted;
}

/** Why the card cannot carry the shipment with this service, or null. */
function refusal(shipment: ResolvedShipment, card: RateCard, serviceId: ServiceId): string | null {
  const service = SERVICES.find((s) => s.id === serviceId);
  if (!service) return null;
  if (!card.services[`${serviceId}`]) return service.to === 'locker' ? UNAVAILABLE.noLockerDelivery : UNAVAILABLE.noLockerPickup;
  if (service.from === 'locker') {
    const why = lockerRefusal(shipment.from, 'from', card, shipment);
    if (why) return why;
  }
  if (service.to === 'locker') {
    const why = lockerRefusal(shipment.to, 'to', card, shipment);
    if (why) return why;
  }
  for (const code of wantedOptions(shipment)) {
    const option = card.options[code];
    if (!option) return optionNotOffered(code);
    if (option.services && !option.services.includes(serviceId)) return optionNotForService(code);
  }
  return null;
}

/**
 * `carrierPrice`: what the carrier's own API said (carrier-prices.ts): its price replaces the rate
 * card's (one line, the carrier's tariff), or its reason makes the offer unavailable. The dates and
 * the billed weight still come from the rate card.
 */
/**
 * `pickupDate` (YYYY-MM-DD): the pickup day the customer chose; used when it is one of the offer's
 * `pickup_dates` (the engine refuses any other), the delivery estimate following from it.
 */
export function quoteOffer(shipment: ResolvedShipment, card: RateCard, serviceId: ServiceId, now: LocalMoment, carrierPrice?: CarrierPrice, pickupDate?: string): Quote {
  const why = refusal(shipment, card, serviceId) ?? (carrierPrice && 'reason' in carrierPrice ? carrierPrice.reason : null);
  const rate = card.services[`${serviceId}`];
  const service = SERVICES.find((s) => s.id === serviceId);
  if (why || !rate || !service) {
    return { ok: false, unavailable: { carrier_id: card.carrier_id, service_id: serviceId, reason: why ?? UNAVAILABLE.noLockerPickup } };
  }
  const priced = priceLines(shipment, card, serviceId, rate);
  const { grams, remote } = priced;
  let { lines } = priced;
  let net = 0;
  let vat: number;
  let total: number;
  if (carrierPrice && !('reason' in carrierPrice)) {
    lines = [{ code: 'carrier_tariff', label: carrierTariffLabel(card.carrier), amount: carrierPrice.netBani }];
    net = carrierPrice.netBani;
    vat = carrierPrice.vatBani;
    total = carrierPrice.totalBani;
  } else {
    for (const line of lines) net += line.amount;
    vat = vatOf(net, VAT_RATE_PERCENT);
    total = net + vat;
  }

  const cutoff = service.from === 'locker' ? card.pickup.locker_cutoff_hour : card.pickup.cutoff_hour;
  const choices = workingDaysFrom(pickupDay(now, cutoff), PICKUP_DAY_CARRIERS.has(card.carrier_id) ? PICKUP_DAY_CHOICES : 1);
  const chosen = pickupDate === undefined ? NaN : toDay(pickupDate);
  const pickup = choices.includes(chosen) ? chosen : choices[0]!;
  const transit = rate.transit_days + (remote ? card.remote_area.extra_transit_days : 0);
  const delivery = deliveryDay(pickup, transit, shipment.options.flags.includes('saturday_delivery'));

  return {
    ok: true,
    offer: {
      carrier_id: card.carrier_id,
      carrier: CARRIERS.find((c) => c.id === card.carrier_id)?.name ?? card.carrier,
      service_id: serviceId,
      service_name: service.name,
      estimated_pickup_date: toIso(pickup),
      estimated_delivery_date: toIso(delivery),
      pickup_dates: choices.map(toIso),
      price: { amount: baniToRon(net), vat: baniToRon(vat), total: baniToRon(total), currency: 'RON' },
      breakdown: { lines, net_bani: net, vat_bani: vat, total_bani: total, vat_rate: VAT_RATE_PERCENT },
      billed_weight_kg: grams / 1000,
    },
  };
}
