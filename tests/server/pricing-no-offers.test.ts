// The app's "no offers" message (src/features/shipping/no-offers.ts) reads the engine's own reasons:
// on the real rate cards, an option that no carrier offers for the service asked for is named (not
// the service or the dimensions), and a parcel too big for every locker points to the reasons. Pure
// engine: localities from an in-memory resolver, no database.
import { describe, expect, it } from 'vitest';
import { noOffersText, refusedOption } from '../../src/features/shipping/no-offers.ts';
import type { LocalityDto, PriceRequest } from '../../src/shared/shipping.ts';
import { calculatePrices, type LocationResolver } from '../../server/services/pricing/engine.ts';
import { LINE_LABELS, optionNotForService, optionNotOffered } from '../../server/services/pricing/messages.ts';

const LOCALITIES: LocalityDto[] = [
  { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400335' },
  { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', type: 'municipiu', parent: 'Iași', postal_code: '700020' },
];
const resolver: LocationResolver = { findLocality: (ref) => LOCALITIES.find((l) => l.id === ref.locality_id) ?? null, findFixedLocation: async () => null };
const NOW = new Date('2026-03-10T08:00:00Z');

function quote(over: Partial<PriceRequest>) {
  const request: PriceRequest = {
    carrier_id: 0,
    service_id: 1,
    address_from: { locality_id: 54984 },
    address_to: { locality_id: 95079 },
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] },
    ...over,
  };
  return calculatePrices(request, resolver, NOW);
}

describe('why there is no offer', () => {
  it('recognises every option refusal the engine writes', () => {
    for (const [code, label] of Object.entries(LINE_LABELS)) {
      expect(refusedOption(optionNotOffered(code as keyof typeof LINE_LABELS))).toBe(label);
      expect(refusedOption(optionNotForService(code as keyof typeof LINE_LABELS))).toBe(label);
    }
  });

  it('home to locker with Saturday delivery: the option is named, though Bookurier has no lockers at all', async () => {
    const answer = await quote({ service_id: 2, extra: { saturday_delivery: true } });
    expect(answer.data).toEqual([]);
    expect(answer.unavailable.some((u) => u.carrier_id === 16 && !refusedOption(u.reason))).toBe(true);
    expect(noOffersText(answer.unavailable)).toBe('Niciun curier nu oferă opțiunea „Livrare sâmbăta” pentru acest transport. Renunță la ea ca să vezi ofertele.');
  });

  it('a parcel no locker takes: each carrier’s reason, no option blamed', async () => {
    const answer = await quote({ service_id: 2, content: { parcels: [{ size: { weight: 25, length: 100, width: 60, height: 60 } }] } });
    expect(answer.data).toEqual([]);
    expect(noOffersText(answer.unavailable)).toBe('Niciun curier nu are o ofertă pentru acest transport. Motivul fiecăruia este mai jos.');
  });
});
