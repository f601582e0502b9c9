// The Cargus adapter against the Cargus stand-in (the only thing faked is the remote end): what the
// booking sends, finding a booking again by our reference, cancel (done and refused after pickup),
// labels, tracking (many per call, unknown AWB, an EventId we do not know kept verbatim), Ship & Go
// points, the quote, the token renewed once, Cargus's errors as Romanian messages, and the HTTP
// client's behaviour on a slow, failing or silent Cargus.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCargusAdapter, LOCAL_CODES } from '../../../server/services/carriers/adapters/cargus/adapter.ts';
import type { BookingRequest, CarrierAdapter, Party } from '../../../server/services/carriers/carrier-adapter.ts';
import { CarrierError } from '../../../server/services/carriers/carrier-http.ts';
import { startCargusStandIn, STAND_IN_CREDENTIALS, type CargusStandIn } from '../../support/carrier-stand-ins/cargus.ts';

const NOW = new Date('2025-03-10T09:00:00Z');

const sender: Party = {
  name: 'Ana Ionescu', phone: '0722000111', email: 'ana@example.ro', company: 'Librăria Ana SRL', addressLines: ['Str. Memorandumului 1'],
  locality: 'Cluj-Napoca', county: 'Cluj', postalCode: '400114', lockerId: null,
};
const recipient: Party = {
  name: 'Ion Pop', phone: '0722123456', email: 'ion@example.ro', company: null, addressLines: ['Str. Păcurari 9', 'bl. A1, sc. 2, ap. 14'],
  locality: 'Iași', county: 'Iași', postalCode: '700511', lockerId: null, streetName: 'Păcurari', streetNumber: '9', streetDetails: 'bl. A1, sc. 2, ap. 14',
};

function booking(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    orderNumber: 'CUR-1001', reference: 'CUR-1001', carrierId: 1, serviceId: 1, sender, recipient, parcels: 2, envelopes: 1, weightKg: 3.2,
    codBani: 15_050, content: 'Cărți', now: NOW, declaredValueBani: 20_000, options: ['open_package', 'saturday_delivery'],
    parcelsSpec: [
      { weightKg: 2.2, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { weightKg: 1, lengthCm: 20, widthCm: 15, heightCm: 5.5 },
    ],
    ...overrides,
  };
}

let standIn: CargusStandIn;
let adapter: CarrierAdapter;

function make(options: Parameters<typeof createCargusAdapter>[1] = {}, values: Record<string, string> = {}) {
  return createCargusAdapter({ carrierId: 1, baseUrl: standIn.url, values: { ...STAND_IN_CREDENTIALS, ...values } }, { backoffMs: 1, ...options });
}

const lastBody = (path: string) => standIn.requests.filter((r) => r.path.toLowerCase().includes(path.toLowerCase())).at(-1)!;

beforeEach(async () => {
  standIn = await startCargusStandIn();
  adapter = make();
});
afterEach(async () => {
  await standIn.close();
});

async function rejection(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('Cargus: booking', () => {
  it('sends every field of the booking from our pickup point and answers the barcode, the price and a registered event', async () => {
    const booked = await adapter.book(booking());
    expect(booked.awb).toMatch(/^1\d{9}$/);
    expect(booked.priceBani).toBeGreaterThan(0);
    expect(booked.events).toEqual([expect.objectContaining({ sequence: 0, status: 'registered', carrierStatusCode: LOCAL_CODES.registered })]);

    const sent = lastBody('Awbs/WithGetAwb');
    expect(sent.method).toBe('POST');
    expect(sent.headers['ocp-apim-subscription-key']).toBe(STAND_IN_CREDENTIALS.SUBSCRIPTION_KEY);
    expect(sent.headers.authorization).toMatch(/^Bearer stand-in-token-/);
    expect(sent.json).toMatchObject({
      Sender: { LocationId: 201165677 },
      Recipient: {
        Name: 'Ion Pop', ContactPerson: 'Ion Pop', CountyName: 'Iasi', LocalityName: 'Iasi', CountyId: null, LocalityId: null, StreetName: 'Păcurari',
        BuildingNumber: '9', PhoneNumber: '0722123456', Email: 'ion@example.ro', CodPostal: '700511',
      },
      Parcels: 2, Envelopes: 1, TotalWeight: 4, ServiceId: 34, DeclaredValue: 200, CashRepayment: 150.5, BankRepayment: 0,
      OpenPackage: true, SaturdayDelivery: true, ShipmentPayer: 1, PackageContent: 'Cărți', CustomString: 'CUR-1001',
    });
    const body = sent.json as { Recipient: { AddressText: string }; ParcelCodes: { Type: number; Weight: number; Height: number }[] };
    expect(body.Recipient.AddressText).toContain('bl. A1, sc. 2, ap. 14');
    expect(body.ParcelCodes.map((p) => p.Type)).toEqual([1, 1, 0]);
    expect(body.ParcelCodes[0]).toMatchObject({ Weight: 3, Length: 30, Width: 20, Height: 10 });
    expect(body.ParcelCodes[1]!.Height).toBe(6);
    expect(standIn.awbs.get(booked.awb)?.body.CustomString).toBe('CUR-1001');
  });

  it('writes the shop’s reference in Observations, our reference staying in CustomString; Observations empty without one', async () => {
    await adapter.book(booking({ shopReference: 'MV-10021' }));
    expect(lastBody('Awbs/WithGetAwb').json).toMatchObject({ Observations: 'Magazin: MV-10021', CustomString: 'CUR-1001' });
    await adapter.book(booking());
    expect(lastBody('Awbs/WithGetAwb').json).toMatchObject({ Observations: '', CustomString: 'CUR-1001' });
  });

  it('asks for a bank repayment (not cash) when the sender gave an IBAN', async () => {
    await adapter.book(booking({ codIban: 'RO49AAAA1B31007593840000', codHolder: 'Librăria Ana SRL' }));
    expect(lastBody('Awbs/WithGetAwb').json).toMatchObject({ CashRepayment: 0, BankRepayment: 150.5 });
  });

  it('books a locker end to its Ship & Go point (service 38, DeliveryPudoPoint)', async () => {
    const locker: Party = { ...recipient, lockerId: 77, pointId: '201777', addressLines: ['Ship & Go Locker Kaufland Marasti'], locality: 'Cluj-Napoca', county: 'Cluj' };
    await adapter.book(booking({ serviceId: 2, recipient: locker }));
    expect(lastBody('Awbs/WithGetAwb').json).toMatchObject({ ServiceId: 38, DeliveryPudoPoint: 201777 });
  });

  it('refuses a locker end whose Ship & Go point is not known, without calling Cargus', async () => {
    const before = standIn.requests.length;
    const error = await rejection(adapter.book(booking({ serviceId: 2, recipient: { ...recipient, lockerId: 77, pointId: null } })));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/Ship & Go/);
    expect(standIn.requests.length).toBe(before);
  });

  it('finds a booking again by our reference (CustomString), and nothing for another reference', async () => {
    const booked = await adapter.book(booking({ now: new Date() }));
    await adapter.book(booking({ reference: 'CUR-2002', orderNumber: 'CUR-2002', now: new Date() }));
    const found = await adapter.findBooking!(booking({ now: new Date() }));
    expect(found?.awb).toBe(booked.awb);
    expect(lastBody('Awbs/GetByDate').query.get('FromDate')).toMatch(/^\d\d-\d\d-\d{4}$/);
    expect(await adapter.findBooking!(booking({ reference: 'CUR-9999', now: new Date() }))).toBeNull();
  });

  it('does not find a booking that was deleted', async () => {
    const booked = await adapter.book(booking({ now: new Date() }));
    await adapter.cancel(booked.awb, new Date());
    expect(await adapter.findBooking!(booking({ now: new Date() }))).toBeNull();
  });

  it('maps Cargus refusing the AWB to a Romanian message, keeping Cargus\'s own words', async () => {
    const error = await rejection(adapter.book(booking({ recipient: { ...recipient, locality: 'Atlantida' } })));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Cargus a refuzat cererea: localitatea sau județul destinatarului nu sunt recunoscute.');
    expect(error.details.carrierMessage).toMatch(/Localitatea Atlantida nu a fost gasita/);
  });
});

describe('Cargus: cancel, label, tracking, points, quote', () => {
  it('cancels before pickup and is refused after pickup', async () => {
    const first = await adapter.book(booking());
    const done = await adapter.cancel(first.awb, NOW);
    expect(done).toEqual({ ok: true, event: expect.objectContaining({ sequence: 100, status: 'cancelled', carrierStatusCode: LOCAL_CODES.cancelled }) });
    expect(lastBody('Awbs').method).toBe('DELETE');
    expect(standIn.awbs.get(first.awb)?.deleted).toBe(true);

    const second = await adapter.book(booking());
    standIn.markPickedUp(second.awb);
    const refused = await adapter.cancel(second.awb, NOW);
    expect(refused).toEqual({ ok: false, reason: expect.stringMatching(/deja preluat/) });
  });

  it('prints the 10x14 label and the A4 page as PDF', async () => {
    const { awb } = await adapter.book(booking());
    const label = await adapter.label!({ awb, carrierRefs: {} }, 'A6');
    expect(label.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(label.body.subarray(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder().decode(label.body)).toContain('10x14');
    expect(lastBody('AwbDocuments').query.get('format')).toBe('1');
    expect(JSON.parse(lastBody('AwbDocuments').query.get('barCodes')!)).toEqual([awb]);

    const a4 = await adapter.label!({ awb, carrierRefs: {} }, 'A4');
    expect(new TextDecoder().decode(a4.body)).toContain('A4');
    expect(lastBody('AwbDocuments').query.get('format')).toBe('0');
    expect(adapter.capabilities?.labelFormats).not.toContain('ZPL');
  });

  it('tracks many AWBs in one call, keeps an unknown EventId verbatim, and answers [] for an AWB Cargus does not know', async () => {
    const a = await adapter.book(booking());
    const b = await adapter.book(booking());
    standIn.setEvents(a.awb, [
      { Date: '2025-03-10T18:30:00', EventId: 987654, Description: 'Eveniment nou, necunoscut', LocalityName: 'Cluj-Napoca' },
      { Date: '2025-03-10T14:05:00', EventId: 987653, Description: 'Preluat de curier', LocalityName: 'Cluj-Napoca' },
    ]);
    const before = standIn.requests.length;
    const tracked = await adapter.trackMany!([a.awb, b.awb, '1999999999'], NOW);
    expect(standIn.requests.length - before).toBe(1);
    expect(JSON.parse(lastBody('AwbTrace').query.get('barCode')!)).toEqual([a.awb, b.awb, '1999999999']);
    const events = tracked.get(a.awb)!;
    expect(events.map((e) => e.carrierStatusCode)).toEqual(['987653', '987654']);
    expect(events.map((e) => e.sequence)).toEqual([1, 2]);
    // Bucharest local time (UTC+2 in March).
    expect(events[0]!.occurredAt.toISOString()).toBe('2025-03-10T12:05:00.000Z');
    expect(events[1]).toMatchObject({ status: null, description: 'Eveniment nou, necunoscut', location: 'Cluj-Napoca' });
    // Cargus's tracking answer states no weight: no event carries one (no re-weighing from Cargus).
    expect(events.some((e) => 'measuredWeightKg' in e)).toBe(false);
    expect(tracked.get(b.awb)).toEqual([]);
    expect(tracked.get('1999999999')).toEqual([]);
    expect(await adapter.track('1999999999', NOW)).toEqual([]);
  });

  it('splits more AWBs than one call takes into several calls', async () => {
    const awbs = Array.from({ length: adapter.capabilities!.trackBatchMax + 3 }, (_, i) => String(1_200_000_000 + i));
    const before = standIn.requests.length;
    const tracked = await adapter.trackMany!(awbs, NOW);
    const calls = standIn.requests.slice(before).filter((r) => r.path.includes('AwbTrace'));
    expect(calls.map((c) => (JSON.parse(c.query.get('barCode')!) as string[]).length)).toEqual([adapter.capabilities!.trackBatchMax, 3]);
    expect(tracked.size).toBe(awbs.length);
  });

  it('lists the Ship & Go points', async () => {
    const points = await adapter.pickupPoints!();
    expect(points).toHaveLength(2);
    expect(points[0]).toMatchObject({ pointId: '114142', kind: 'office', county: 'Ilfov', locality: 'Magurele', postalCode: '077125', lat: 44.367229, lng: 26.041645, acceptsCod: true });
    expect(points[0]!.schedule).toBe('Lu 08:00-18:00, Sâ 09:00-13:00');
    expect(points[1]).toMatchObject({ pointId: '201777', kind: 'locker', acceptsCod: false, address: 'Aurel Vlaicu 3' });
  });

  it('quotes with VAT in bani, on the quote timeout', async () => {
    const quote = await adapter.quote!({
      carrierId: 1, serviceId: 1, sender, recipient, parcels: booking().parcelsSpec!, envelopes: 0, weightKg: 3.2, codBani: 10_000, declaredValueBani: 0, options: [],
    });
    // Stand-in tariff: 14 + 1.5 per kg over 1 (4 kg) + 3 for the COD = 21.50 net, 21 % VAT.
    expect(quote).toEqual({ netBani: 2150, vatBani: 452, totalBani: 2602 });
    expect(lastBody('ShippingCalculation').json).toMatchObject({ FromLocalityName: 'Cluj-Napoca', ToLocalityName: 'Iasi', ToCountyName: 'Iasi', CashRepayment: 100, ServiceId: 34 });
  });
});

describe('Cargus: authentication and failures', () => {
  it('logs in once, reuses the token, and logs in again once when the token expired', async () => {
    await adapter.book(booking());
    await adapter.book(booking());
    expect(standIn.logins).toBe(1);
    standIn.expireTokens();
    const { awb } = await adapter.book(booking());
    expect(awb).toBeTruthy();
    expect(standIn.logins).toBe(2);
    const login = standIn.requests.find((r) => r.path === '/LoginUser')!;
    expect(login.json).toEqual({ UserName: STAND_IN_CREDENTIALS.USERNAME, Password: STAND_IN_CREDENTIALS.PASSWORD });
    expect(login.headers.authorization).toBeUndefined();
  });

  it('turns a wrong password into an auth error', async () => {
    const wrong = make({}, { PASSWORD: 'gresita' });
    const error = await rejection(wrong.book(booking()));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Contul nostru la Cargus a fost refuzat; echipa Curiero a fost anunțată.');
    expect(standIn.awbs.size).toBe(0);
  });

  it('turns a wrong subscription key (APIM\'s 401) into an auth error', async () => {
    const wrong = make({}, { SUBSCRIPTION_KEY: 'not-ours' });
    const error = await rejection(wrong.track('1100000001', NOW));
    expect(error.kind).toBe('auth');
    expect(error.details.carrierMessage).toMatch(/invalid subscription key/);
  });

  it('succeeds when Cargus is slow but within the timeout', async () => {
    standIn.misbehave({ kind: 'slow', ms: 150 }, 1, 'AwbTrace');
    const quick = make({ timeouts: { quoteMs: 1000, otherMs: 1000 } });
    expect(await quick.track('1100000001', NOW)).toEqual([]);
  });

  it('retries a read after a 5xx, but never a booking', async () => {
    await adapter.track('1100000001', NOW);
    standIn.misbehave({ kind: 'error', status: 503 }, 1, 'AwbTrace');
    expect(await adapter.track('1100000001', NOW)).toEqual([]);
    expect(standIn.requests.filter((r) => r.path.includes('AwbTrace')).length).toBe(3);

    standIn.misbehave({ kind: 'error', status: 502 }, 1, 'Awbs/WithGetAwb');
    const error = await rejection(adapter.book(booking()));
    expect(error.kind).toBe('unavailable');
    expect(standIn.requests.filter((r) => r.path.includes('Awbs/WithGetAwb')).length).toBe(1);
  });

  it('gives up with a timeout when Cargus never answers', async () => {
    const quick = make({ timeouts: { quoteMs: 100, otherMs: 150 } });
    await quick.track('1100000001', NOW);
    standIn.misbehave({ kind: 'hang' }, 1, 'Awbs/WithGetAwb');
    const error = await rejection(quick.book(booking()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Cargus nu a răspuns la timp. Încercați din nou peste câteva momente.');
  });

  it('stops calling Cargus after repeated failures (the breaker opens)', async () => {
    await adapter.track('1100000001', NOW);
    standIn.misbehave({ kind: 'error', status: 500 }, 100, 'PudoPoints');
    for (let i = 0; i < 3; i++) await rejection(adapter.pickupPoints!());
    const calls = standIn.requests.filter((r) => r.path.includes('PudoPoints')).length;
    const error = await rejection(adapter.pickupPoints!());
    expect(error.kind).toBe('unavailable');
    expect(standIn.requests.filter((r) => r.path.includes('PudoPoints')).length).toBe(calls);
  });
});
