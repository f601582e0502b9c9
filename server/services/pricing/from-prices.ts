// "From" prices for the public pages' structured data (scripts/prerender.ts): what the engine
// itself quotes, VAT included, for the smallest ordinary shipment (a 1 kg box of 20 × 20 × 10 cm,
// no options) between two cities, for each carrier, over the services it offers. Quoted by
// quoteOffer, so a page never advertises a price the order would not charge.
import { SERVICES } from '../../../src/shared/shipping.ts';
import { inBucharest } from './calendar.ts';
import { quoteOffer } from './quote.ts';
import { RATE_CARDS, type RateCard } from './rate-cards.ts';
import type { ResolvedEnd, ResolvedShipment } from './shipment.ts';

const CITY = (name: string, county: string, id: number): ResolvedEnd => ({
  locality_id: id,
  county_code: county,
  type: 'municipiu',
  postal_code: '000000',
  name,
  county_name: county,
});

export const FROM_PRICE_SHIPMENT: ResolvedShipment = {
  from: CITY('Cluj-Napoca', 'CJ', 54984),
  to: CITY('Iași', 'IS', 95079),
  parcels: [{ weight: 1, length: 20, width: 20, height: 10 }],
  envelopes: 0,
  options: { cod_bani: 0, insurance_bani: 0, flags: [] },
};

/** The lowest total in bani (VAT included) per carrier id, over every service it offers. */
export function fromPrices(now: Date = new Date(), cards: ReadonlyMap<number, RateCard> = RATE_CARDS): Map<number, number> {
  const moment = inBucharest(now);
  const prices = new Map<number, number>();
  for (const [carrierId, card] of cards) {
    for (const service of SERVICES) {
      const quote = quoteOffer(FROM_PRICE_SHIPMENT, card, service.id, moment);
      if (!quote.ok) continue;
      const total = quote.offer.breakdown.total_bani;
      if (total < (prices.get(carrierId) ?? Infinity)) prices.set(carrierId, total);
    }
  }
  return prices;
}
