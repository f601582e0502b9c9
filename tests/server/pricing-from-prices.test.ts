// The "from" prices of the public pages' structured data are what the engine charges: the
// cheapest offer of a real price-calculation for the same 1 kg box between Cluj-Napoca and Iași.
import { describe, expect, it } from 'vitest';
import type { LocalityDto } from '../../src/shared/shipping.ts';
import { calculatePrices, type LocationResolver } from '../../server/services/pricing/engine.ts';
import { fromPrices } from '../../server/services/pricing/from-prices.ts';

const LOCALITIES: LocalityDto[] = [
  { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400335' },
  { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', type: 'municipiu', parent: 'Iași', postal_code: '700020' },
];
const resolver: LocationResolver = {
  findLocality: (ref) => LOCALITIES.find((l) => l.id === ref.locality_id) ?? null,
  findFixedLocation: () => null,
};
const NOW = new Date('2026-03-10T08:00:00Z');

describe('from prices', () => {
  it('equal the cheapest offer the engine quotes for each carrier', async () => {
    const answer = await calculatePrices(
      {
        carrier_id: 0,
        service_id: 0,
        address_from: { locality_id: 54984 },
        address_to: { locality_id: 95079 },
        content: { parcels: [{ sequence_no: 1, size: { weight: 1, length: 20, width: 20, height: 10 } }] },
      },
      resolver,
      NOW,
    );
    const cheapest = new Map<number, number>();
    for (const offer of answer.data) cheapest.set(offer.carrier_id, Math.min(cheapest.get(offer.carrier_id) ?? Infinity, offer.breakdown.total_bani));
    const prices = fromPrices(NOW);
    expect([...prices.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 16]);
    expect(Object.fromEntries(prices)).toEqual(Object.fromEntries(cheapest));
  });

  it('matches a hand-computed total: DPD locker to locker, 11,00 lei + 8 % fuel, VAT 21 %', () => {
    // net 1100 + 88 = 1188 bani; VAT 249,48 -> 249; total 1437 bani
    expect(fromPrices(NOW).get(2)).toBe(1437);
  });
});
