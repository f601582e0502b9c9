// The DPD Romania adapter against the DPD stand-in (the only thing faked is the remote end): what the
// booking sends (site found by name and postcode, cached; a locker end by office id), finding a
// booking again by ref1, cancel (done and refused after pickup), labels by parcel id (PDF A6/A4, ZPL),
// tracking in chunks of 10 (unknown parcel, -14 delivered, an unknown operation code kept verbatim),
// offices and lockers, the quote, DPD's errors as Romanian messages, and the HTTP client's behaviour
// on a slow, failing or silent DPD.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDpdAdapter, PARCEL_IDS } from '../../../server/services/carriers/adapters/dpd/adapter.ts';
import type { BookingRequest, CarrierAdapter, Party } from '../../../server/services/carriers/carrier-adapter.ts';
import { CarrierError } from '../../../server/services/carriers/carrier-http.ts';
import { startDpdStandIn, STAND_IN_CREDENTIALS, type DpdStandIn } from '../../support/carrier-stand-ins/dpd.ts';

const NOW = new Date('2025-03-10T09:00:00Z');

const sender: Party = {
  name: 'Ana Ionescu', phone: '0722000111', email: 'ana@example.ro', company: 'Librăria Ana SRL', addressLines: ['Str. Memorandumului 1'],
  locality: 'Cluj-Napoca', county: 'Cluj', postalCode: '400114', lockerId: null,
};
const recipient: Party = {
  name: 'Ion Pop', phone: '0722123456', email: 'ion@example.ro', company: null, addressLines: ['Str. Păcurari 9'],
  locality: 'Iași', county: 'Iași', postalCode: '700511', lockerId: null, streetName: 'Păcurari', streetNumber: '9', streetDetails: 'bl. A1, sc. 2, ap. 14',
};

function booking(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    orderNumber: 'CUR-1001', reference: 'CUR-1001', carrierId: 2, serviceId: 1, sender, recipient, parcels: 2, envelopes: 1, weightKg: 3.2,
    codBani: 15_050, content: 'Cărți', now: NOW, declaredValueBani: 20_000, options: ['open_package', 'saturday_delivery'],
    parcelsSpec: [
      { weightKg: 2.2, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 5.5 },
    ],
    ...overrides,
  };
}

let standIn: DpdStandIn;
let adapter: CarrierAdapter;

function make(options: Parameters<typeof createDpdAdapter>[1] = {}, values: Record<string, string> = {}) {
  return createDpdAdapter({ carrierId: 2, baseUrl: standIn.url, values: { ...STAND_IN_CREDENTIALS, CLIENT_ID: '12345678', ...values } }, { backoffMs: 1, ...options });
}

const calls = (path: string) => standIn.requests.filter((r) => r.path === `/${path}`);
const last = (path: string) => calls(path).at(-1)!;

async function rejection(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

beforeEach(async () => {
  standIn = await startDpdStandIn();
  adapter = make();
});
afterEach(async () => {
  await standIn.close();
});

describe('DPD: booking', () => {
  it('sends every field of the booking with the site found by name and postcode, and keeps the parcel ids', async () => {
    const booked = await adapter.book(booking());
    expect(booked.awb).toMatch(/^80\d{12}$/);
    expect(booked.carrierRefs?.[PARCEL_IDS]?.split(',')).toHaveLength(3);
    expect(booked.carrierRefs?.[PARCEL_IDS]?.split(',')[0]).toBe(booked.awb);
    expect(booked.priceBani).toBeGreaterThan(0);
    expect(booked.events).toEqual([expect.objectContaining({ sequence: 0, status: 'registered', carrierStatusCode: '148' })]);

    expect(last('location/site').json).toMatchObject({ userName: STAND_IN_CREDENTIALS.USERNAME, countryId: 642, name: 'Iasi', postCode: '700511' });
    const sent = last('shipment').json as Record<string, unknown>;
    expect(sent).toMatchObject({
      userName: STAND_IN_CREDENTIALS.USERNAME,
      password: STAND_IN_CREDENTIALS.PASSWORD,
      sender: { clientId: 12345678 },
      recipient: {
        privatePerson: true, clientName: 'Ion Pop', phone1: { number: '0722123456' }, email: 'ion@example.ro',
        address: { countryId: 642, siteId: 642095828, postCode: '700511', addressNote: 'Str. Păcurari 9, bl. A1, sc. 2, ap. 14' },
      },
      service: {
        serviceId: 2505, autoAdjustPickupDate: true, saturdayDelivery: true,
        additionalServices: { cod: { amount: 150.5, currencyCode: 'RON', processingType: 'CASH' }, declaredValue: { amount: 200 }, obpd: { option: 'OPEN', returnShipmentServiceId: 2505, returnShipmentPayer: 'SENDER' } },
      },
      content: { parcelsCount: 3, totalWeight: 3.7, contents: 'Cărți', package: 'BOX' },
      payment: { courierServicePayer: 'SENDER' },
      ref1: 'CUR-1001',
    });
    expect((sent.recipient as Record<string, unknown>).contactName).toBeUndefined();
    expect((sent.content as { parcels: unknown[] }).parcels).toEqual([
      { seqNo: 1, weight: 2.2, size: { width: 20, depth: 30, height: 10 } },
      { seqNo: 2, weight: 1, size: { width: 15, depth: 20, height: 6 } },
      { seqNo: 3, weight: 0.5 },
    ]);
  });

  it('sends the shop’s reference as ref2 (cut to DPD’s 30 characters), ref1 staying ours; no ref2 without one', async () => {
    await adapter.book(booking({ shopReference: 'MV-10021' }));
    expect(last('shipment').json).toMatchObject({ ref1: 'CUR-1001', ref2: 'MV-10021' });
    await adapter.book(booking({ shopReference: `MV-${'7'.repeat(40)}` }));
    expect(last('shipment').json).toMatchObject({ ref1: 'CUR-1001', ref2: `MV-${'7'.repeat(27)}` });
    await adapter.book(booking());
    expect(last('shipment').json).toMatchObject({ ref1: 'CUR-1001' });
    expect((last('shipment').json as Record<string, unknown>).ref2).toBeUndefined();
    // A booking is still found by ref1 alone.
    expect((await adapter.findBooking!(booking()))?.awb).toMatch(/^80\d{12}$/);
  });

  it('sends the order\'s pickup day as service.pickupDate (never a day gone by), DPD still adjusting it to its own calendar', async () => {
    await adapter.book(booking({ pickupDate: '2025-03-12' }));
    expect((last('shipment').json as { service: Record<string, unknown> }).service).toMatchObject({ pickupDate: '2025-03-12', autoAdjustPickupDate: true });
    await adapter.book(booking({ pickupDate: '2025-03-07' }));
    expect((last('shipment').json as { service: Record<string, unknown> }).service).toMatchObject({ pickupDate: '2025-03-10' });
  });

  it('looks a site up once per process (cached), and Bucharest not at all', async () => {
    await adapter.book(booking());
    await adapter.book(booking());
    expect(calls('location/site')).toHaveLength(1);
    await adapter.book(booking({ recipient: { ...recipient, locality: 'Sector 3', county: 'București', countyCode: 'B', postalCode: '031234' } }));
    expect(calls('location/site')).toHaveLength(1);
    expect((last('shipment').json as { recipient: { address: { siteId: number } } }).recipient.address.siteId).toBe(642279132);
  });

  it('finds the site by name when DPD does not hold the postcode for it', async () => {
    await adapter.book(booking({ recipient: { ...recipient, locality: 'Cluj-Napoca', county: 'Cluj', postalCode: '999999' } }));
    expect(calls('location/site').map((r) => (r.json as { postCode?: string }).postCode)).toEqual(['999999', undefined]);
    expect((last('shipment').json as { recipient: { address: { siteId: number } } }).recipient.address.siteId).toBe(642054135);
  });

  it('books a company recipient with its contact person, and a locker end to the APT by office id', async () => {
    await adapter.book(booking({ recipient: { ...recipient, company: 'Firma Pop SRL' } }));
    expect(last('shipment').json).toMatchObject({ recipient: { privatePerson: false, clientName: 'Firma Pop SRL', contactName: 'Ion Pop' } });

    const locker: Party = { ...recipient, lockerId: 9, pointId: '77120', addressLines: ['DPDBOX IASI PALAS'] };
    await adapter.book(booking({ serviceId: 4, recipient: locker, sender: { ...sender, lockerId: 8, pointId: '1045' } }));
    const sent = last('shipment').json as { recipient: Record<string, unknown>; sender: Record<string, unknown> };
    expect(sent.recipient.pickupOfficeId).toBe(77120);
    expect(sent.recipient.address).toBeUndefined();
    expect(sent.sender).toEqual({ clientId: 12345678, dropoffOfficeId: 1045 });
  });

  it('finds a booking again by our reference (ref1) with its parcel ids, and nothing for another reference', async () => {
    const booked = await adapter.book(booking());
    const found = await adapter.findBooking!(booking());
    expect(found).toMatchObject({ awb: booked.awb, carrierRefs: booked.carrierRefs, priceBani: booked.priceBani });
    expect(last('shipment/search').json).toMatchObject({ ref: 'CUR-1001', searchInRef: 1, shipmentsOnly: true });
    expect(await adapter.findBooking!(booking({ reference: 'CUR-404' }))).toBeNull();
  });

  it('maps DPD\'s errors (HTTP 200 with {error}) to Romanian messages keeping DPD\'s words', async () => {
    const phone = await rejection(adapter.book(booking({ recipient: { ...recipient, phone: 'abc' } })));
    expect(phone.kind).toBe('refused');
    expect(phone.message).toBe('DPD a refuzat cererea: datele expeditorului sau ale destinatarului nu sunt valide.');
    expect(phone.details.carrierMessage).toContain('Invalid phone number');
    expect(phone.details.fields).toEqual({ '$.recipient.phone1.number': 'Invalid phone number' });

    const heavy = await rejection(adapter.book(booking({ parcels: 1, envelopes: 0, parcelsSpec: [{ weightKg: 40, lengthCm: 50, widthCm: 40, heightCm: 40 }] })));
    expect(heavy.message).toBe('DPD a refuzat cererea: greutatea coletelor nu este acceptată.');

    const office = await rejection(adapter.book(booking({ serviceId: 2, recipient: { ...recipient, lockerId: 9, pointId: '999' } })));
    expect(office.message).toBe('DPD a refuzat cererea: oficiul sau lockerul de livrare ales nu este valid.');

    const nowhere = await rejection(adapter.book(booking({ recipient: { ...recipient, locality: 'Atlantida', county: 'Cluj', postalCode: '' } })));
    expect(nowhere.message).toBe('DPD a refuzat cererea: localitatea Atlantida nu este în nomenclatorul DPD.');
  });

  it('turns a wrong password into an auth error', async () => {
    const error = await rejection(make({}, { PASSWORD: 'gresita' }).book(booking()));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Contul nostru la DPD a fost refuzat; echipa Curiero a fost anunțată.');
    expect(standIn.shipments.size).toBe(0);
  });
});

describe('DPD: cancel, label, tracking, offices, quote', () => {
  it('cancels before pickup and is refused after pickup', async () => {
    const first = await adapter.book(booking());
    expect(await adapter.cancel(first.awb, NOW)).toEqual({ ok: true, event: expect.objectContaining({ sequence: 100, status: 'cancelled', carrierStatusCode: '128' }) });
    expect(last('shipment/cancel').json).toMatchObject({ shipmentId: first.awb, comment: expect.any(String) });
    expect(standIn.shipments.get(first.awb)?.cancelled).toBe(true);

    const second = await adapter.book(booking());
    standIn.markPickedUp(second.awb);
    expect(await adapter.cancel(second.awb, NOW)).toEqual({ ok: false, reason: expect.stringMatching(/deja preluat/) });
  });

  it('prints PDF labels (A6, A4, A4_4xA6) and ZPL (A6, at 203 or 300 dpi) by the parcel ids kept at booking', async () => {
    const booked = await adapter.book(booking());
    const shipment = { awb: booked.awb, carrierRefs: booked.carrierRefs! };
    const a6 = await adapter.label!(shipment, 'A6');
    expect(a6.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(a6.body.subarray(0, 8))).toBe('%PDF-1.4');
    expect(last('print').json).toMatchObject({ paperSize: 'A6', format: 'pdf', parcels: booked.carrierRefs![PARCEL_IDS]!.split(',').map((id) => ({ parcel: { id } })) });

    await adapter.label!(shipment, 'A4');
    expect(last('print').json).toMatchObject({ paperSize: 'A4', format: 'pdf' });

    const zpl = await adapter.label!(shipment, 'ZPL');
    expect(zpl.contentType).toBe('text/plain');
    expect(new TextDecoder().decode(zpl.body)).toMatch(/^\^XA/);
    expect(last('print').json).toMatchObject({ paperSize: 'A6', format: 'zpl', dpi: 'dpi203' });
    const zpl300 = await adapter.label!(shipment, 'ZPL', { dpi: 300 });
    expect(last('print').json).toMatchObject({ paperSize: 'A6', format: 'zpl', dpi: 'dpi300' });
    expect(new TextDecoder().decode(zpl300.body)).toContain('dpi300');

    await adapter.label!(shipment, 'A4_4xA6');
    expect(last('print').json).toMatchObject({ paperSize: 'A4_4xA6', format: 'pdf' });
    expect(last('print').json).not.toHaveProperty('dpi');
  });

  it('maps a print error answered as JSON', async () => {
    const error = await rejection(adapter.label!({ awb: '80999999999999', carrierRefs: {} }, 'A4'));
    expect(error.kind).toBe('refused');
    expect(error.details.carrierMessage).toContain('Parcel not found');
  });

  it('tracks in chunks of 10: -14 is delivered, an unknown code is kept verbatim, an unknown parcel answers []', async () => {
    const a = await adapter.book(booking());
    standIn.setOperations(a.awb, [
      { dateTime: '2025-03-11T15:20:00+0200', operationCode: -14, description: 'Delivered', place: 'IASI' },
      { dateTime: '2025-03-10T17:00:00+0200', operationCode: 39, description: 'Courier pick-up', place: 'CLUJ-NAPOCA' },
      { dateTime: '2025-03-11T08:00:00+0200', operationCode: 9999, description: 'Something new', comment: 'hub 3' },
    ]);
    const unknown = Array.from({ length: 11 }, (_, i) => String(80_900_000_000_000 + i));
    const before = standIn.requests.length;
    const tracked = await adapter.trackMany!([a.awb, ...unknown], NOW);
    const trackCalls = standIn.requests.slice(before);
    expect(trackCalls.map((r) => (r.json as { parcels: unknown[] }).parcels.length)).toEqual([10, 2]);

    const events = tracked.get(a.awb)!;
    expect(events.map((e) => e.carrierStatusCode)).toEqual(['39', '9999', '-14']);
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3]);
    expect(events[0]!.occurredAt.toISOString()).toBe('2025-03-10T15:00:00.000Z');
    expect(events[1]).toMatchObject({ status: null, description: 'Something new: hub 3', location: null });
    expect(events[2]).toMatchObject({ status: 'delivered', location: 'IASI' });
    // DPD's tracking answer states no weight: no event carries one (no re-weighing from DPD).
    expect(events.some((e) => 'measuredWeightKg' in e)).toBe(false);
    for (const awb of unknown) expect(tracked.get(awb)).toEqual([]);
    expect(await adapter.track(unknown[0]!, NOW)).toEqual([]);
  });

  it('lists offices and APT lockers', async () => {
    const points = await adapter.pickupPoints!();
    expect(points).toEqual([
      expect.objectContaining({ pointId: '1045', kind: 'office', locality: 'CLUJ-NAPOCA', postalCode: '400394', lat: 46.77, lng: 23.62, acceptsCod: true, dropOff: true, schedule: 'L-V 09:00-19:00, S 09:00-13:00' }),
      expect.objectContaining({ pointId: '77120', kind: 'locker', address: 'str. Palas 7A', acceptsCod: true }),
    ]);
  });

  it('quotes DPD STANDARD with VAT in bani, on the quote timeout', async () => {
    const quote = await adapter.quote!({
      carrierId: 2, serviceId: 1, sender, recipient, parcels: booking().parcelsSpec!, envelopes: 0, weightKg: 3.2, codBani: 10_000, declaredValueBani: 0, options: [],
    });
    // Stand-in tariff: 16 + 1.2 per kg over 1 (3.2 kg) + 2.5 for the COD = 21.14 net, 21 % VAT.
    expect(quote).toEqual({ netBani: 2114, vatBani: 444, totalBani: 2558 });
    expect(last('calculate').json).toMatchObject({ recipient: { privatePerson: true, addressLocation: { countryId: 642, siteId: 642095828 } }, service: { serviceIds: [2505] } });
  });
});

describe('DPD: failures', () => {
  it('succeeds when DPD is slow but within the timeout', async () => {
    standIn.misbehave({ kind: 'slow', ms: 150 }, 1, 'track');
    expect(await make({ timeouts: { quoteMs: 1000, otherMs: 1000 } }).track('80900000000000', NOW)).toEqual([]);
  });

  it('retries a read after a 5xx, but never a booking', async () => {
    standIn.misbehave({ kind: 'error', status: 503 }, 1, 'track');
    expect(await adapter.track('80900000000000', NOW)).toEqual([]);
    expect(calls('track')).toHaveLength(2);

    await adapter.book(booking());
    standIn.misbehave({ kind: 'error', status: 502 }, 1, '/shipment');
    const error = await rejection(adapter.book(booking()));
    expect(error.kind).toBe('unavailable');
    expect(calls('shipment')).toHaveLength(2);
  });

  it('gives up with a timeout when DPD never answers', async () => {
    // A quote is never repeated: the price list waits for one quote timeout at most.
    standIn.misbehave({ kind: 'hang' }, 1, 'calculate');
    const error = await rejection(make({ timeouts: { quoteMs: 100, otherMs: 150 } }).quote!({
      carrierId: 2, serviceId: 1, sender, recipient, parcels: booking().parcelsSpec!, envelopes: 0, weightKg: 3.2, codBani: 0, declaredValueBani: 0, options: [],
    }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('DPD nu a răspuns la timp. Încercați din nou peste câteva momente.');
    expect(calls('calculate')).toHaveLength(1);
  });

  it('stops calling DPD after repeated failures (the breaker opens)', async () => {
    standIn.misbehave({ kind: 'error', status: 500 }, 100, 'location/office');
    for (let i = 0; i < 3; i++) await rejection(adapter.pickupPoints!());
    const count = calls('location/office').length;
    const error = await rejection(adapter.pickupPoints!());
    expect(error.kind).toBe('unavailable');
    expect(calls('location/office')).toHaveLength(count);
  });
});
