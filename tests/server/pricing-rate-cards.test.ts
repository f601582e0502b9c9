// The rate-card data files: every carrier loads with a version, lockers match the services, and
// the start-up check refuses a card an operator mistyped (negative or fractional bani, bands
// out of order, a locker service without lockers).
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { RATE_CARDS, checkRateCard, rateCardVersions, type RateCard } from '../../server/services/pricing/rate-cards.ts';

const sameday = () => structuredClone(RATE_CARDS.get(6)) as RateCard;

describe('rate cards', () => {
  it('has one versioned card per carrier, in the order of CARRIERS', () => {
    expect([...RATE_CARDS.keys()]).toEqual(CARRIERS.map((c) => c.id));
    expect(rateCardVersions()).toEqual({ 1: '2026.1', 2: '2026.1', 3: '2026.1', 4: '2026.1', 6: '2026.1', 16: '2026.1' });
  });

  it('gives the locker services to the carriers with lockers, and remote areas are villages', () => {
    for (const card of RATE_CARDS.values()) {
      const services = Object.keys(card.services).sort();
      expect(services).toEqual(card.locker ? ['1', '2', '3', '4'] : ['1']);
      expect(card.remote_area.locality_types).toEqual(['sat']);
    }
    expect(RATE_CARDS.get(16)?.locker).toBeUndefined();
  });

  it('refuses a mistyped card with the file and field named', () => {
    const negative = sameday();
    negative.services['1'] = { base_bani: -5, envelope_bani: 100, transit_days: 1 };
    expect(() => checkRateCard('sameday', negative)).toThrow('Rate card sameday.json: services.1.base_bani must be a whole, non-negative number of bani');
    const fractional = sameday();
    fractional.options.sms_sender = { bani: 40.5 };
    expect(() => checkRateCard('sameday', fractional)).toThrow('options.sms_sender.bani');
    const bands = sameday();
    bands.weight.bands = [{ from_kg: 1, per_kg_bani: 100 }, { from_kg: 0, per_kg_bani: 50 }];
    expect(() => checkRateCard('sameday', bands)).toThrow('weight.bands.1.from_kg');
    const noLockers = sameday();
    delete noLockers.locker;
    expect(() => checkRateCard('sameday', noLockers)).toThrow('services.2 needs a locker section');
    const both = sameday();
    both.options.return_package = { bani: 100, percent_of_transport: 50 };
    expect(() => checkRateCard('sameday', both)).toThrow('needs either bani or percent_of_transport');
  });
});
