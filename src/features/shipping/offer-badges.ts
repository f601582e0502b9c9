// Which offers get the "Cel mai mic preț" and "Cea mai rapidă" badges. A badge singles out offers
// that are better than others, so:
// - "Cel mai mic preț" goes to every offer at the lowest total, "Cea mai rapidă" to every offer with
//   the earliest estimated delivery (a tie is not broken by an arbitrary order: tied offers are
//   equally cheap or equally fast);
// - a badge that every offer would get is shown on none (one offer alone, or all delivered the same
//   day: nothing is faster than the rest).
import type { Offer } from '../../shared/shipping.ts';

export interface OfferBadges {
  cheapest: boolean;
  fastest: boolean;
}

const NONE: OfferBadges = { cheapest: false, fastest: false };

/** The offer's key in the list: one offer per carrier and service. */
export function offerKey(offer: Pick<Offer, 'carrier_id' | 'service_id'>): string {
  return `${offer.carrier_id}-${offer.service_id}`;
}

/** The best value of `values` (the lowest), and whether it singles out only some of them. */
function best<T>(values: readonly T[], lower: (a: T, b: T) => boolean): { value: T; distinct: boolean } | null {
  if (values.length < 2) return null;
  let value = values[0] as T;
  for (const v of values) if (lower(v, value)) value = v;
  return { value, distinct: values.some((v) => lower(value, v)) };
}

/** The badges of each offer, by offerKey(). */
export function offerBadges(offers: readonly Offer[]): Map<string, OfferBadges> {
  const price = best(
    offers.map((o) => o.breakdown.total_bani),
    (a, b) => a < b,
  );
  const date = best(
    offers.map((o) => o.estimated_delivery_date),
    (a, b) => a < b, // ISO days (yyyy-mm-dd) compare as text
  );
  return new Map(
    offers.map((o) => [
      offerKey(o),
      price === null || date === null
        ? NONE
        : {
            cheapest: price.distinct && o.breakdown.total_bani === price.value,
            fastest: date.distinct && o.estimated_delivery_date === date.value,
          },
    ]),
  );
}
