// The pricing engine on the real rate cards (server/data/rate-cards): hand-computed totals per
// carrier, weight bands, volumetric weight, every option, VAT rounded once, remote areas, dates,
// lockers (carrier, size, drop-off) and the carrier 0 / service 0 fan-out. Localities and lockers
// come from an in-memory resolver (test data for a pure function).
import { describe, expect, it } from 'vitest';
import type { FixedLocationDto, LocalityDto, Offer, PriceAnswer, PriceRequest } from '../../src/shared/shipping.ts';
import { Failure } from '../../server/services/failure.ts';
import { calculatePrices, priceOffer, type LocationResolver } from '../../server/services/pricing/engine.ts';

const LOCALITIES: LocalityDto[] = [
  { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400335' },
  { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', type: 'municipiu', parent: 'Iași', postal_code: '700020' },
  { id: 55482, name: 'Aghireșu', county_code: 'CJ', county_name: 'Cluj', type: 'sat', parent: 'Aghireșu', postal_code: '407005' },
];
const EASYBOX = [
  { size: 'S', length: 46, width: 44, height: 9, max_weight: 4 },
  { size: 'M', length: 46, width: 44, height: 18, max_weight: 9 },
  { size: 'L', length: 46, width: 44, height: 38, max_weight: 20 },
] as const;
function locker(id: number, carrier_id: number, locality_id: number, box_sizes: FixedLocationDto['box_sizes'], more: Partial<FixedLocationDto> = {}): FixedLocationDto {
  return {
    id, carrier_id, locality_id, box_sizes, carrier_name: '', fixed_location_type: 'locker', locality_name: '', county_id: 0, county_name: '',
    country_code: 'RO', name: `Locker ${id}`, address: '', allows_drop_off: true, is_active: true, coordinates: { lat: 0, long: 0 }, schedule: [], payment_type: 'card',
    ...more,
  };
}
const LOCKERS: FixedLocationDto[] = [
  locker(601, 6, 95079, [...EASYBOX]),
  locker(602, 6, 95079, EASYBOX.slice(0, 2)), // no L box
  locker(603, 6, 54984, [...EASYBOX], { allows_drop_off: false }),
  locker(604, 6, 54984, [...EASYBOX]),
  locker(605, 6, 95079, [...EASYBOX], { is_active: false }),
  locker(301, 3, 95079, []),
];
// Lockers answer asynchronously, localities synchronously: the engine takes both.
const resolver: LocationResolver = {
  findLocality: (ref) =>
    LOCALITIES.find((l) => l.id === ref.locality_id || (ref.locality_id === undefined && l.name === ref.locality_name && (l.county_name === ref.county_name || l.county_code === ref.county_code)))
    ?? null,
  findFixedLocation: async (id) => LOCKERS.find((l) => l.id === id) ?? null,
};

/** Tuesday 2026-03-10, 10:00 in Bucharest. */
const NOW = new Date('2026-03-10T08:00:00Z');
const parcel = (weight: number, length = 20, width = 15, height = 10) => ({ size: { weight, length, width, height } });

function request(over: Partial<PriceRequest> = {}): PriceRequest {
  return { carrier_id: 0, service_id: 0, address_from: { locality_id: 54984 }, address_to: { locality_id: 95079 }, content: { parcels: [parcel(1)] }, ...over };
}
const quote = (over: Partial<PriceRequest> = {}, now = NOW) => calculatePrices(request(over), resolver, now);
function offer(answer: PriceAnswer, carrier: number, service: number): Offer {
  const found = answer.data.find((o) => o.carrier_id === carrier && o.service_id === service);
  if (!found) throw new Error(`no offer ${carrier}/${service}: ${JSON.stringify(answer.unavailable)}`);
  return found;
}
const lines = (o: Offer) => Object.fromEntries(o.breakdown.lines.map((l) => [l.code, l.amount]));

describe('per carrier, 1 kg home -> home (base, fuel, VAT 21 % once)', () => {
  it.each([
    // carrier, base, fuel, net, VAT, total (bani)
    [1, 1330, 160, 1490, 313, 1803], // Cargus: fuel 12 % = 159.6; VAT 312.9
    [2, 1300, 104, 1404, 295, 1699], // DPD: VAT 294.84
    [3, 1500, 150, 1650, 347, 1997], // FAN Courier: VAT 346.5 -> 347
    [4, 1365, 123, 1488, 312, 1800], // GLS: fuel 9 % = 122.85; VAT 312.48
    [6, 1950, 117, 2067, 434, 2501], // Sameday: VAT 434.07 (410 + 25 = 435 if the parts were rounded)
    [16, 1260, 63, 1323, 278, 1601], // Bookurier: VAT 277.83
  ])('carrier %i', async (carrier, base, fuel, net, vat, total) => {
    const o = offer(await quote({ carrier_id: carrier, service_id: 1 }), carrier, 1);
    expect(o.breakdown.lines).toEqual([
      { code: 'base', label: 'Tarif de bază', amount: base },
      { code: 'fuel', label: 'Taxă combustibil', amount: fuel },
    ]);
    expect(o.breakdown).toMatchObject({ net_bani: net, vat_bani: vat, total_bani: total, vat_rate: 21 });
    expect(o.price).toEqual({ amount: net / 100, vat: vat / 100, total: total / 100, currency: 'RON' });
    expect(o.billed_weight_kg).toBe(1);
    expect(o.estimated_pickup_date).toBe('2026-03-10');
  });

  it('Sameday easybox services cost about 20 RON', async () => {
    const answer = await quote({ carrier_id: 6 });
    expect([2, 3, 4].map((s) => offer(answer, 6, s).breakdown.total_bani)).toEqual([2001, 2001, 1898]);
  });
});

describe('weight', () => {
  it('Cargus 12.3 kg crosses its 10 kg band: 9 kg x 0.95 + 3 kg x 0.70', async () => {
    const o = offer(await quote({ carrier_id: 1, service_id: 1, content: { parcels: [parcel(12.3, 40, 30, 20)] } }), 1, 1);
    expect(lines(o)).toEqual({ base: 1330, extra_weight: 1065, fuel: 287 }); // fuel 12 % of 2395 = 287.4
    expect(o.breakdown).toMatchObject({ net_bani: 2682, vat_bani: 563, total_bani: 3245 });
    expect(o.billed_weight_kg).toBe(12.3);
  });

  it('DPD: 17 RON up to 3 kg, then about 1 RON per started kg', async () => {
    const at = async (kg: number) => offer(await quote({ carrier_id: 2, service_id: 1, content: { parcels: [parcel(kg)] } }), 2, 1).breakdown;
    expect((await at(3)).total_bani).toBe(1699);
    expect(await at(3.2)).toMatchObject({ net_bani: 1300 + 77 + 110, total_bani: 1799 }); // fuel 8 % of 1377 = 110.16
    expect((await at(10)).total_bani).toBe(2403);
  });

  it('volumetric weight wins: FAN Courier 2 kg in 60 x 40 x 40 cm is billed as 16 kg', async () => {
    const o = offer(await quote({ carrier_id: 3, service_id: 1, content: { parcels: [parcel(2, 60, 40, 40)] } }), 3, 1);
    expect(o.billed_weight_kg).toBe(16);
    // 14 kg x 1.00 + 1 kg x 0.75 (from 15 kg); fuel 10 % of 2975 = 297.5 -> 298
    expect(lines(o)).toEqual({ base: 1500, extra_weight: 1475, fuel: 298 });
    expect(o.breakdown).toMatchObject({ net_bani: 3273, vat_bani: 687, total_bani: 3960 });
  });

  it('GLS sums the billed weight of each parcel (1.2 kg actual + 10 kg volumetric)', async () => {
    const content = { parcels: [parcel(1.2, 10, 10, 10), parcel(0.5, 50, 40, 30)] };
    const o = offer(await quote({ carrier_id: 4, service_id: 1, content }), 4, 1);
    expect(o.billed_weight_kg).toBe(11.2);
    expect(lines(o)).toEqual({ base: 1365, extra_weight: 940, fuel: 207 }); // 9 x 0.90 + 2 x 0.65; 207.45
    expect(o.breakdown.total_bani).toBe(3040);
  });

  it('envelopes: DPD first envelope 10.50 + 2.50 for the second, billed 1 kg', async () => {
    const o = offer(await quote({ carrier_id: 2, service_id: 1, content: { envelopes_count: 2 } }), 2, 1);
    expect(lines(o)).toEqual({ base: 1300, fuel: 104 });
    expect(o.billed_weight_kg).toBe(1);
  });
});

describe('options (Sameday home -> home, 1 kg)', () => {
  const IBAN = 'RO49AAAA1B31007593840000';
  it('prices each option with its Romanian label', async () => {
    const extra = {
      bank_repayment_amount: 250.5, bank_iban: IBAN, bank_holder: 'Ana Popescu', insurance_amount: 1000,
      open_package: true, sms_sender: true, sms_recipient: true, saturday_delivery: true, return_of_documents: true, return_package: true,
    };
    const o = offer(await quote({ carrier_id: 6, service_id: 1, extra }), 6, 1);
    expect(o.breakdown.lines.map((l) => [l.code, l.label, l.amount])).toEqual([
      ['base', 'Tarif de bază', 1950],
      ['cod', 'Ramburs', 501], // 2.50 + 1 % of 250.50 = 2.505 -> 2.51
      ['insurance', 'Asigurare', 1000], // 1 % of 1,000 RON
      ['open_package', 'Deschidere colet', 250],
      ['sms_sender', 'SMS expeditor', 45],
      ['sms_recipient', 'SMS destinatar', 45],
      ['saturday_delivery', 'Livrare sâmbăta', 413],
      ['return_of_documents', 'Retur documente', 800],
      ['return_package', 'Colet retur', 975], // 50 % of the transport
      ['fuel', 'Taxă combustibil', 117],
    ]);
    expect(o.breakdown).toMatchObject({ net_bani: 6096, vat_bani: 1280, total_bani: 7376 });
  });

  it('cash on delivery adds 5-6 RON on 200 RON; insurance has a minimum', async () => {
    const cod = offer(await quote({ carrier_id: 6, service_id: 1, extra: { bank_repayment_amount: 200, bank_iban: IBAN, bank_holder: 'Ana' } }), 6, 1);
    expect(cod.breakdown.total_bani - 2501).toBe(545);
    const ins = offer(await quote({ carrier_id: 6, service_id: 1, extra: { insurance_amount: 50 } }), 6, 1);
    expect(lines(ins).insurance).toBe(200);
  });

  it('refuses options a carrier or service does not offer', async () => {
    const answer = await quote({ service_id: 0, extra: { saturday_delivery: true, open_package: true } });
    expect(answer.unavailable).toContainEqual({ carrier_id: 4, service_id: 1, reason: 'Curierul nu oferă opțiunea „Livrare sâmbăta”.' });
    expect(answer.unavailable).toContainEqual({ carrier_id: 6, service_id: 2, reason: 'Opțiunea „Deschidere colet” nu este disponibilă pentru acest serviciu.' });
    expect(answer.data.map((o) => `${o.carrier_id}/${o.service_id}`).sort()).toEqual(['1/1', '1/3', '2/1', '2/3', '3/1', '3/3', '6/1', '6/3']);
  });
});

describe('remote localities and dates', () => {
  it('a village at a home end adds the remote-area surcharge and a day', async () => {
    const o = offer(await quote({ carrier_id: 1, service_id: 1, address_to: { locality_id: 55482 } }), 1, 1);
    expect(lines(o)).toEqual({ base: 1330, fuel: 160, remote_area: 700 });
    expect(o.breakdown.lines.at(-1)?.label).toBe('Zonă greu accesibilă');
    expect([o.estimated_pickup_date, o.estimated_delivery_date]).toEqual(['2026-03-10', '2026-03-12']);
  });

  it('Friday 2026-11-27 after the DPD cut-off (14:00): pickup 2 Dec, delivery 3 Dec', async () => {
    const o = offer(await quote({ carrier_id: 2, service_id: 1 }, new Date('2026-11-27T13:30:00Z')), 2, 1);
    expect([o.estimated_pickup_date, o.estimated_delivery_date]).toEqual(['2026-12-02', '2026-12-03']);
  });

  it('offers five working days for the pickup, holidays (30 Nov, 1 Dec) and weekends skipped', async () => {
    const o = offer(await quote({ carrier_id: 2, service_id: 1 }, new Date('2026-11-27T13:30:00Z')), 2, 1);
    expect(o.pickup_dates).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08']);
    // Sameday's booking takes no pickup day: only the first is offered.
    expect(offer(await quote({ carrier_id: 6, service_id: 1 }, new Date('2026-11-27T13:30:00Z')), 6, 1).pickup_dates).toEqual(['2026-11-27']);
  });

  it('an order\'s chosen pickup day moves the delivery with it; a day the carrier does not come is refused', async () => {
    const now = new Date('2026-11-27T13:30:00Z');
    const chosen = await priceOffer(request(), 2, 1, now, resolver, undefined, undefined, '2026-12-04');
    expect([chosen.estimated_pickup_date, chosen.estimated_delivery_date]).toEqual(['2026-12-04', '2026-12-07']);
    for (const day of ['2026-11-30', '2026-12-05', '2026-11-27', '2026-12-09', 'mâine']) {
      await expect(priceOffer(request(), 2, 1, now, resolver, undefined, undefined, day)).rejects.toMatchObject({
        status: 422,
        details: { errors: { pickup_date: ['Alege ziua ridicării dintre zilele lucrătoare în care vine curierul: 02.12.2026, 03.12.2026, 04.12.2026, 07.12.2026, 08.12.2026 (AAAA-LL-ZZ: 2026-12-02).'] } },
      });
    }
  });

  it('Saturday delivery moves a Friday pickup to Saturday', async () => {
    const o = offer(await quote({ carrier_id: 1, service_id: 1, extra: { saturday_delivery: true } }, new Date('2026-11-27T08:00:00Z')), 1, 1);
    expect([o.estimated_pickup_date, o.estimated_delivery_date]).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('a locker drop-off has the later locker cut-off', async () => {
    const answer = await quote({ carrier_id: 6, service_id: 3 }, new Date('2026-03-10T16:00:00Z')); // 18:00
    expect(offer(answer, 6, 3).estimated_pickup_date).toBe('2026-03-10');
    expect(offer(await quote({ carrier_id: 6, service_id: 1 }, new Date('2026-03-10T16:00:00Z')), 6, 1).estimated_pickup_date).toBe('2026-03-11');
  });
});

describe('lockers', () => {
  it('refuses a locker without a box for the parcel', async () => {
    const answer = await quote({ carrier_id: 6, service_id: 2, address_to: { locality_id: 95079, fixed_location_id: 602 }, content: { parcels: [parcel(12)] } });
    expect(answer).toMatchObject({ data: [], unavailable: [{ carrier_id: 6, service_id: 2, reason: 'Lockerul ales nu primește colete de această dimensiune.' }] });
  });

  it('checks the carrier standard sizes while no locker is chosen', async () => {
    const answer = await quote({ service_id: 2, content: { parcels: [parcel(25, 50, 30, 30)] } });
    expect(answer.unavailable).toContainEqual({ carrier_id: 6, service_id: 2, reason: 'Lockerele curierului nu primesc colete de această dimensiune.' });
    expect(answer.data.map((o) => o.carrier_id)).toEqual([2]); // DPD Box XL: 60 x 36 x 40, 31 kg
  });

  it('refuses a locker of another carrier, an inactive one and one without drop-off', async () => {
    const other = await quote({ carrier_id: 4, service_id: 2, address_to: { locality_id: 95079, fixed_location_id: 601 } });
    expect(other.unavailable).toEqual([{ carrier_id: 4, service_id: 2, reason: 'Lockerul ales aparține altui curier.' }]);
    const inactive = await quote({ carrier_id: 6, service_id: 2, address_to: { locality_id: 95079, fixed_location_id: 605 } });
    expect(inactive.unavailable[0]?.reason).toBe('Lockerul ales nu este activ.');
    const noDropOff = await quote({ carrier_id: 6, service_id: 3, address_from: { locality_id: 54984, fixed_location_id: 603 } });
    expect(noDropOff.unavailable[0]?.reason).toBe('Lockerul ales nu primește colete de la expeditori.');
  });

  it('answers an unknown locker or locality on its field', async () => {
    await expect(quote({ address_to: { locality_id: 95079, fixed_location_id: 999 }, address_from: { locality_id: 1 } })).rejects.toMatchObject({
      status: 422,
      reason: 'validation_failed',
      details: { errors: { 'address_to.fixed_location_id': ['Lockerul nu a fost găsit.'], 'address_from.locality_id': ['Localitatea nu a fost găsită.'] } },
    });
  });

  it('takes the locality from the locker when the address names none, and refuses a locker elsewhere', async () => {
    const answer = await quote({ carrier_id: 6, service_id: 2, address_to: { fixed_location_id: 601 } });
    expect(answer.validation_address.address_to).toEqual({ locality_id: 95079, postal_code: '700020', locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' });
    await expect(quote({ address_to: { locality_id: 54984, fixed_location_id: 601 } })).rejects.toMatchObject({
      status: 422, details: { errors: { 'address_to.fixed_location_id': ['Lockerul ales nu se află în localitatea aleasă.'] } },
    });
  });
});

describe('carrier 0 / service 0 fan-out', () => {
  it('quotes every carrier and service, cheapest first, Bookurier has no lockers', async () => {
    const answer = await quote();
    expect(answer.data).toHaveLength(21);
    expect(answer.data.map((o) => o.breakdown.total_bani)).toEqual([...answer.data.map((o) => o.breakdown.total_bani)].sort((a, b) => a - b));
    expect(answer.unavailable).toEqual([
      { carrier_id: 16, service_id: 2, reason: 'Curierul nu livrează la locker.' },
      { carrier_id: 16, service_id: 3, reason: 'Curierul nu preia colete din locker.' },
      { carrier_id: 16, service_id: 4, reason: 'Curierul nu livrează la locker.' },
    ]);
    expect(answer.validation_address.address_from.locality_name).toBe('Cluj-Napoca');
  });

  it('a named Sameday locker at the destination keeps only Sameday for locker delivery', async () => {
    const answer = await quote({ address_to: { locality_id: 95079, fixed_location_id: 601 } });
    const keys = answer.data.map((o) => `${o.carrier_id}/${o.service_id}`).sort();
    expect(keys).toEqual(['1/1', '1/3', '16/1', '2/1', '2/3', '3/1', '3/3', '4/1', '4/3', '6/1', '6/2', '6/3', '6/4']);
    expect(answer.unavailable).toEqual([{ carrier_id: 16, service_id: 3, reason: 'Curierul nu preia colete din locker.' }]);
  });

  it('one service for every carrier, and one carrier for every service', async () => {
    expect((await quote({ service_id: 4 })).data.map((o) => o.carrier_id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6]);
    expect((await quote({ carrier_id: 3 })).data.map((o) => o.service_id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('resolves a locality by name and county', async () => {
    const answer = await quote({ carrier_id: 2, service_id: 1, address_from: { locality_name: 'Cluj-Napoca', county_code: 'CJ' } });
    expect(answer.validation_address.address_from.locality_id).toBe(54984);
  });
});

describe('priceOffer (order time)', () => {
  it('charges exactly the quoted offer', async () => {
    const req = request({ extra: { sms_recipient: true } });
    const quoted = offer(await calculatePrices(req, resolver, NOW), 6, 1);
    expect(await priceOffer(req, 6, 1, NOW, resolver)).toEqual(quoted);
  });

  it('needs a locker for a locker end, and refuses an unavailable offer', async () => {
    await expect(priceOffer(request(), 6, 2, NOW, resolver)).rejects.toMatchObject({
      status: 422, reason: 'validation_failed', details: { errors: { 'address_to.fixed_location_id': ['Alege lockerul.'] } },
    });
    const refused = priceOffer(request({ content: { parcels: [parcel(12)] }, address_to: { locality_id: 95079, fixed_location_id: 602 } }), 6, 2, NOW, resolver);
    await expect(refused).rejects.toBeInstanceOf(Failure);
    await expect(refused).rejects.toMatchObject({ status: 422, reason: 'offer_unavailable', message: 'Lockerul ales nu primește colete de această dimensiune.' });
  });
});
