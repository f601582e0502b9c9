// Contract tests of the GLS (MyGLS) adapter against its stand-in (tests/support/carrier-stand-ins/
// gls.ts), which reproduces MyGLS's wire format: credentials with the SHA-512 byte array in every body,
// errors inside the answer's lists, labels as byte values, ParcelId apart from ParcelNumber, WCF dates.
// Only the remote end is fake; short timeouts keep it quick.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRequest, CarrierAdapter, Party } from '../../../server/services/carriers/carrier-adapter.ts';
import { CANNOT_CANCEL_AFTER_PICKUP } from '../../../server/services/carriers/carrier-adapter.ts';
import type { CarrierAccount } from '../../../server/services/carriers/carrier-config.ts';
import { CarrierError, type CarrierHttp } from '../../../server/services/carriers/carrier-http.ts';
import { mapCarrierStatus } from '../../../server/services/carriers/statuses.ts';
import { createGlsAdapter } from '../../../server/services/carriers/adapters/gls/adapter.ts';
import { glsPassword, parseWcfDate, wcfDate } from '../../../server/services/carriers/adapters/gls/wire.ts';
import { startGlsStandIn, STAND_IN_CREDENTIALS, type GlsStandIn } from '../../support/carrier-stand-ins/gls.ts';

const NOW = new Date();

const sender: Party = {
  name: 'Ana Popescu',
  phone: '0744 111 222',
  email: 'ana@example.ro',
  company: 'Librăria Ana SRL',
  addressLines: ['Str. Fabricii nr. 12A', 'bl. A, ap. 3'],
  locality: 'Cluj-Napoca',
  county: 'Cluj',
  postalCode: '400001',
  lockerId: null,
  streetName: 'Str. Fabricii',
  streetNumber: '12A',
  streetDetails: 'bl. A, ap. 3',
};
const recipient: Party = {
  name: 'Ion Țurcanu',
  phone: '0722123456',
  email: 'ion@example.ro',
  company: null,
  addressLines: ['Str. Paris nr. 9'],
  locality: 'București',
  county: 'București',
  postalCode: '011815',
  lockerId: null,
};
const lockerRecipient: Party = { ...recipient, lockerId: 12, pointId: 'RO10001-PARCELLOCKER', addressLines: ['GLS ParcelLocker Kaufland Mărăști', 'Str. Fabricii 1'] };

function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    orderNumber: 'CUR-2001',
    reference: 'CUR-2001',
    carrierId: 4,
    serviceId: 1,
    sender,
    recipient,
    parcels: 1,
    envelopes: 0,
    weightKg: 2,
    codBani: 15_000,
    content: 'Cărți',
    now: NOW,
    parcelsSpec: [{ weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 }],
    declaredValueBani: 40_000,
    options: ['saturday_delivery', 'sms_recipient'],
    ...overrides,
  };
}

let standIn: GlsStandIn;
let adapters: (CarrierAdapter & { http: CarrierHttp })[] = [];

function account(values: Record<string, string> = {}): CarrierAccount {
  return { carrierId: 4, baseUrl: standIn.baseUrl, values: { ...STAND_IN_CREDENTIALS, DELIVERY_POINTS_URL: standIn.pointsUrl, ...values } };
}
function adapter(values: Record<string, string> = {}, timeouts = { quoteMs: 400, otherMs: 400 }) {
  const created = createGlsAdapter(account(values), { timeouts, backoffMs: 5 });
  adapters.push(created);
  return created;
}
const bodies = (method: string) => standIn.requests.filter((r) => r.path.endsWith(`/${method}`)).map((r) => r.json as Record<string, unknown>);
const failure = async (promise: Promise<unknown>) => (await promise.then(() => null, (e: unknown) => e)) as CarrierError;

beforeEach(async () => {
  standIn = await startGlsStandIn();
});
afterEach(async () => {
  for (const a of adapters) a.http.shutdown();
  adapters = [];
  await standIn.close();
});

describe('GLS: credentials and dates', () => {
  it('sends the password as the 64 byte values of its SHA-512', () => {
    const bytes = glsPassword('gls-secret');
    expect(bytes).toHaveLength(64);
    expect(Buffer.from(bytes).toString('hex')).toBe(createHash('sha512').update('gls-secret').digest('hex'));
  });

  it('reads WCF dates with and without an offset (the milliseconds are UTC)', () => {
    expect(parseWcfDate('/Date(1736496000000+0200)/')?.toISOString()).toBe('2025-01-10T08:00:00.000Z');
    expect(parseWcfDate('\\/Date(1736496000000)\\/')?.toISOString()).toBe('2025-01-10T08:00:00.000Z');
    expect(wcfDate(new Date(1736496000000))).toBe('/Date(1736496000000)/');
  });
});

describe('GLS adapter: booking', () => {
  it('creates the parcel with PrintLabels: both addresses, COD, insurance, services; answers ParcelNumber as AWB and keeps ParcelId', async () => {
    const gls = adapter();
    const booking = await gls.book(bookingRequest());
    const [stored] = [...standIn.parcels.values()];
    expect(booking.awb).toBe(String(stored!.parcelNumber));
    expect(booking.carrierRefs).toEqual({ parcelId: String(stored!.parcelId) });
    expect(booking.carrierRefs!.parcelId).not.toBe(booking.awb);
    expect(booking.events[0]).toMatchObject({ sequence: 0, carrierStatusCode: '51', status: mapCarrierStatus(4, '51') });
    expect(booking.priceBani).toBeUndefined();

    const [body] = bodies('PrintLabels');
    expect(body).toMatchObject({ Username: STAND_IN_CREDENTIALS.USERNAME, WebshopEngine: 'Curiero', TypeOfPrinter: 'Thermo', PrintPosition: 1, ShowPrintDialog: false });
    expect((body!.Password as number[]).length).toBe(64);
    const parcel = (body!.ParcelList as Record<string, unknown>[])[0]!;
    expect(parcel).toMatchObject({
      ClientNumber: 553001234,
      ClientReference: 'CUR-2001',
      Count: 1,
      CODAmount: 150,
      CODReference: 'CUR-2001',
      CODCurrency: 'RON',
      Content: 'Cărți',
      PickupAddress: {
        Name: 'Librăria Ana SRL',
        Street: 'Str. Fabricii',
        HouseNumber: '12',
        HouseNumberInfo: 'A, bl. A, ap. 3',
        City: 'Cluj-Napoca',
        ZipCode: '400001',
        CountryIsoCode: 'RO',
        ContactName: 'Ana Popescu',
        ContactPhone: '+40744111222',
        ContactEmail: 'ana@example.ro',
      },
      DeliveryAddress: { Name: 'Ion Țurcanu', Street: 'Str. Paris nr. 9', City: 'București', ZipCode: '011815', ContactPhone: '+40722123456' },
      ServiceList: [{ Code: 'COD' }, { Code: 'INS', INSParameter: { Value: '400' } }, { Code: 'SAT' }, { Code: 'SM2', SM2Parameter: { Value: '+40722123456' } }],
      ParcelPropertyList: [{ Content: 'Cărți', PackageType: 1, Weight: 2, Length: 30, Width: 20, Height: 10 }],
    });
    expect((parcel.DeliveryAddress as Record<string, unknown>).HouseNumber).toBeUndefined();
  });

  it('prints the shop’s reference with the content (Content), ClientReference and CODReference staying ours', async () => {
    const gls = adapter();
    await gls.book(bookingRequest({ shopReference: 'MV-10021' }));
    await gls.book(bookingRequest({ reference: 'CUR-2002', orderNumber: 'CUR-2002' }));
    const [withRef, without] = bodies('PrintLabels').map((b) => (b.ParcelList as Record<string, unknown>[])[0]!);
    expect(withRef).toMatchObject({ ClientReference: 'CUR-2001', CODReference: 'CUR-2001', Content: 'Cărți; Magazin: MV-10021' });
    expect(withRef!.ParcelPropertyList).toEqual([expect.objectContaining({ Content: 'Cărți' })]);
    expect(without).toMatchObject({ ClientReference: 'CUR-2002', Content: 'Cărți' });
  });

  it('sends the order\'s pickup day as PickupDate (a WCF date), and none when the order has none', async () => {
    const gls = adapter();
    const day = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    await gls.book(bookingRequest({ pickupDate: day }));
    const parcel = (bodies('PrintLabels')[0]!.ParcelList as Record<string, unknown>[])[0]!;
    expect(parcel.PickupDate).toBe(`/Date(${Date.parse(`${day}T08:00:00Z`)})/`);
  });

  it('sends a locker end as PSD with the point id', async () => {
    const gls = adapter();
    await gls.book(bookingRequest({ serviceId: 2, recipient: lockerRecipient, declaredValueBani: 0, options: [] }));
    const parcel = (bodies('PrintLabels')[0]!.ParcelList as Record<string, unknown>[])[0]!;
    expect(parcel.ServiceList).toEqual([{ Code: 'COD' }, { Code: 'PSD', PSDParameter: { StringValue: 'RO10001-PARCELLOCKER' } }]);
  });

  it('refuses before calling what GLS cannot do: a locker start, a locker end without e-mail or point id', async () => {
    const gls = adapter();
    expect((await failure(gls.book(bookingRequest({ serviceId: 3, sender: { ...sender, lockerId: 3, pointId: 'RO10001-PARCELLOCKER' } })))).message).toContain('GLS nu preia colete dintr-un locker');
    expect((await failure(gls.book(bookingRequest({ serviceId: 2, recipient: { ...lockerRecipient, email: null } })))).message).toContain('e-mail');
    expect((await failure(gls.book(bookingRequest({ serviceId: 2, recipient: { ...lockerRecipient, pointId: null } })))).kind).toBe('refused');
    expect(bodies('PrintLabels')).toHaveLength(0);
  });

  it('turns the documented error codes into Romanian messages and keeps GLS text for the others', async () => {
    const gls = adapter();
    const ins = await failure(gls.book(bookingRequest({ parcels: 2, parcelsSpec: [] })));
    expect(ins).toBeInstanceOf(CarrierError);
    expect(ins.kind).toBe('refused');
    expect(ins.message).toBe('GLS a refuzat cererea: asigurarea (INS) se poate cere doar pentru o expediție cu un singur colet.');
    expect(ins.details.carrierMessage).toBe('28: The Count must be 1 because of the INS service');

    const content = await failure(gls.book(bookingRequest({ content: '' })));
    expect(content.message).toBe('GLS a refuzat cererea: conținutul coletului este obligatoriu.');

    const unknownPoint = await failure(gls.book(bookingRequest({ serviceId: 2, recipient: { ...lockerRecipient, pointId: 'NOPE' }, declaredValueBani: 0 })));
    expect(unknownPoint.message).toBe('GLS a refuzat cererea: datele coletului nu au trecut validarea GLS.');
    expect(unknownPoint.details.carrierMessage).toContain('unknown ParcelShop');

    const client = await failure(adapter({ CLIENT_NUMBER: '1' }).book(bookingRequest()));
    expect(client.kind).toBe('auth');
  });

  it('answers error 31 (the same request 5 times in 5 minutes) with its own message', async () => {
    const gls = adapter();
    const request = bookingRequest({ reference: 'CUR-2031', codBani: 0 });
    for (let i = 0; i < 4; i++) {
      await gls.book(request);
    }
    const error = await failure(gls.book(request));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('aceeași cerere a fost trimisă de 5 ori în ultimele 5 minute');
  });

  it('finds a booking made earlier by its reference (GetParcelList around the booking time), and null when there is none', async () => {
    const gls = adapter();
    const booked = await gls.book(bookingRequest({ reference: 'CUR-2002' }));
    await gls.book(bookingRequest({ reference: 'CUR-2003' }));
    const found = await gls.findBooking!(bookingRequest({ reference: 'CUR-2002' }));
    expect(found).toMatchObject({ awb: booked.awb, carrierRefs: booked.carrierRefs });
    expect(await gls.findBooking!(bookingRequest({ reference: 'CUR-9999' }))).toBeNull();
    const query = bodies('GetParcelList')[0]!;
    expect(parseWcfDate(String(query.PrintDateFrom))!.getTime()).toBeLessThan(NOW.getTime());
    expect(parseWcfDate(String(query.PrintDateTo))!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(gls.capabilities).toMatchObject({ quote: false, findByReference: true, trackBatchMax: 1 });
    expect(gls.quote).toBeUndefined();
  });
});

describe('GLS adapter: cancel, label, tracking, points', () => {
  it('cancels by ParcelId before pickup and refuses after it', async () => {
    const gls = adapter();
    const first = await gls.book(bookingRequest());
    const ok = await gls.cancel(first.awb, NOW, { awb: first.awb, carrierRefs: first.carrierRefs! });
    expect(ok).toMatchObject({ ok: true, event: { carrierStatusCode: 'AWB_DELETED', status: 'cancelled', occurredAt: NOW } });
    expect(bodies('DeleteLabels')[0]).toMatchObject({ ParcelIdList: [Number(first.carrierRefs!.parcelId)] });
    expect(standIn.parcels.get(Number(first.awb))?.state).toBe('DELETED');

    const second = await gls.book(bookingRequest({ reference: 'CUR-2004' }));
    standIn.markPickedUp(second.awb);
    expect(await gls.cancel(second.awb, NOW, { awb: second.awb, carrierRefs: second.carrierRefs! })).toEqual({ ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP });
    expect((await gls.cancel('1', NOW, { awb: '1', carrierRefs: { parcelId: '424242' } })).ok).toBe(false);
    expect((await gls.cancel('1', NOW)).ok).toBe(false);
  });

  it('reprints the label by ParcelId as PDF (A6 thermal, A4 and A4_4xA6 four a sheet) and ZPL at 203 or 300 dpi', async () => {
    const gls = adapter();
    const booking = await gls.book(bookingRequest());
    const shipment = { awb: booking.awb, carrierRefs: booking.carrierRefs! };
    for (const format of ['A6', 'A4', 'A4_4xA6'] as const) {
      const label = await gls.label!(shipment, format);
      expect(label.contentType).toBe('application/pdf');
      const text = new TextDecoder().decode(label.body);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
    const zpl = await gls.label!(shipment, 'ZPL');
    expect(zpl.contentType).toBe('text/plain');
    expect(new TextDecoder().decode(zpl.body)).toMatch(/^\^XA.*\^XZ$/);
    await gls.label!(shipment, 'ZPL', { dpi: 300 });
    expect(bodies('GetPrintedLabels').map((b) => b.TypeOfPrinter)).toEqual(['Thermo', 'A4_2x2', 'A4_2x2', 'ThermoZPL', 'ThermoZPL_300DPI']);
    expect(bodies('GetPrintedLabels')[0]).toMatchObject({ ParcelIdList: [Number(booking.carrierRefs!.parcelId)] });
  });

  it('tracks one parcel per call: WCF dates, padded codes normalised, unknown codes kept verbatim, unknown parcel empty', async () => {
    const gls = adapter();
    const a = await gls.book(bookingRequest());
    const b = await gls.book(bookingRequest({ reference: 'CUR-2005' }));
    standIn.setEvents(a.awb, [
      { StatusCode: '51', StatusDate: new Date('2026-01-12T08:00:00Z'), StatusDescription: 'Date înregistrate' },
      { StatusCode: '01', StatusDate: new Date('2026-01-12T14:00:00Z'), StatusDescription: 'Predat la GLS', DepotCity: 'Cluj-Napoca' },
      { StatusCode: '777', StatusDate: new Date('2026-01-12T18:00:00Z'), StatusDescription: 'Stare nouă GLS', StatusInfo: 'detaliu' },
      { StatusCode: '05', StatusDate: new Date('2026-01-13T10:00:00Z'), StatusDescription: 'Livrat', DepotCity: 'București' },
    ]);
    const events = await gls.track(a.awb, NOW);
    expect(events.map((e) => [e.sequence, e.carrierStatusCode])).toEqual([[0, '51'], [1, '1'], [2, '777'], [3, '5']]);
    expect(events[1]).toMatchObject({ status: mapCarrierStatus(4, '1'), location: 'Cluj-Napoca', occurredAt: new Date('2026-01-12T14:00:00Z') });
    expect(events[2]).toMatchObject({ status: null, description: 'Stare nouă GLS: detaliu' });
    expect(events[3]!.status).toBe(mapCarrierStatus(4, '5'));
    expect(bodies('GetParcelStatuses')[0]).toMatchObject({ ParcelNumber: Number(a.awb), ReturnPOD: false, LanguageIsoCode: 'RO' });

    const before = bodies('GetParcelStatuses').length;
    const many = await gls.trackMany!([a.awb, b.awb, '99999999999'], NOW);
    expect(bodies('GetParcelStatuses').length - before).toBe(3);
    expect(many.get(a.awb)).toHaveLength(4);
    expect(many.get(b.awb)?.[0]?.carrierStatusCode).toBe('51');
    expect(many.get('99999999999')).toEqual([]);
  });

  it('puts the Weight GLS states on the newest event only, and no weight when it states none, 0 or text', async () => {
    const gls = adapter();
    const { awb } = await gls.book(bookingRequest());
    standIn.setEvents(awb, [
      { StatusCode: '51', StatusDate: new Date('2026-01-12T08:00:00Z'), StatusDescription: 'Date înregistrate' },
      { StatusCode: '01', StatusDate: new Date('2026-01-12T14:00:00Z'), StatusDescription: 'Predat la GLS' },
      { StatusCode: '02', StatusDate: new Date('2026-01-12T20:00:00Z'), StatusDescription: 'A plecat din depozit' },
    ]);
    const weights = async () => (await gls.track(awb, NOW)).map((e) => [e.carrierStatusCode, e.measuredWeightKg]);
    expect(await weights()).toEqual([['51', undefined], ['1', undefined], ['2', undefined]]);
    standIn.setWeight(awb, 3.6);
    expect(await weights()).toEqual([['51', undefined], ['1', undefined], ['2', 3.6]]);
    // Two more calls at most: the stand-in, as GLS, refuses the 5th identical request within 5 minutes.
    for (const stated of [0, 'n/a']) {
      standIn.setWeight(awb, stated);
      expect((await gls.track(awb, NOW)).some((e) => 'measuredWeightKg' in e)).toBe(false);
    }
  });

  it('lists ParcelShops and lockers from the delivery-point feed', async () => {
    const points = await adapter().pickupPoints!();
    expect(points).toEqual([
      {
        pointId: 'RO10001-PARCELLOCKER', kind: 'locker', name: 'GLS ParcelLocker Kaufland Mărăști', county: '', locality: 'Cluj-Napoca', address: 'Str. Fabricii 1',
        postalCode: '400001', lat: 46.7784, lng: 23.6116, acceptsCod: true, dropOff: true, schedule: 'Lu 00:00-23:59, Ma 00:00-23:59, Mi 00:00-23:59, Jo 00:00-23:59, Vi 00:00-23:59, Sâ 00:00-23:59, Du 00:00-23:59',
      },
      {
        pointId: '2351-PARCELSHOP', kind: 'shop', name: 'Librăria Ștefan', county: '', locality: 'București', address: 'Str. Paris 9',
        postalCode: '011815', lat: 44.4598, lng: 26.0925, acceptsCod: false, dropOff: false, schedule: 'Lu 09:00-18:00, Ma 09:00-18:00',
      },
    ]);
    expect(standIn.requests.some((r) => r.method === 'GET' && r.path === '/data/deliveryPoints/ro.json')).toBe(true);
  });
});

describe('GLS adapter: credentials and failures', () => {
  it('reports refused credentials as an auth error, whether as HTTP 401 or as error -1 in the list', async () => {
    const http = await failure(adapter({ PASSWORD: 'wrong' }).track('51234567890', NOW));
    expect(http.kind).toBe('auth');
    expect(http.message).toBe('Contul nostru la GLS a fost refuzat; echipa Curiero a fost anunțată.');
    await standIn.close();
    standIn = await startGlsStandIn({ authFailure: 'list' });
    expect((await failure(adapter({ PASSWORD: 'wrong' }).track('51234567890', NOW))).kind).toBe('auth');
  });

  it('waits for a slow answer within the timeout', async () => {
    const gls = adapter();
    const { awb } = await gls.book(bookingRequest());
    standIn.misbehave({ kind: 'slow', ms: 150 }, 1, 'GetParcelStatuses');
    expect(await gls.track(awb, NOW)).toHaveLength(1);
  });

  it('retries a read after a 5xx but never PrintLabels', async () => {
    const gls = adapter();
    const { awb } = await gls.book(bookingRequest());
    standIn.misbehave({ kind: 'error', status: 503 }, 1, 'GetParcelStatuses');
    expect(await gls.track(awb, NOW)).toHaveLength(1);
    expect(bodies('GetParcelStatuses')).toHaveLength(2);

    standIn.misbehave({ kind: 'error', status: 500 }, 1, 'PrintLabels');
    const error = await failure(gls.book(bookingRequest({ reference: 'CUR-2006' })));
    expect(error.kind).toBe('unavailable');
    expect(bodies('PrintLabels')).toHaveLength(2);
    expect(standIn.parcels.size).toBe(1);
  });

  it('gives up on a call that hangs with a timeout error', async () => {
    const gls = adapter({}, { quoteMs: 150, otherMs: 150 });
    standIn.misbehave({ kind: 'hang' }, 5, 'GetParcelStatuses');
    const error = await failure(gls.track('51234567890', NOW));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('GLS nu a răspuns la timp. Încercați din nou peste câteva momente.');
  });

  it('opens the circuit breaker after repeated failures and then fails at once', async () => {
    const gls = adapter();
    standIn.misbehave({ kind: 'error', status: 500 }, 1000, 'GetParcelStatuses');
    for (let i = 0; i < 5 && !gls.http.open; i++) await gls.track('51234567890', NOW).catch(() => undefined);
    expect(gls.http.open).toBe(true);
    const before = standIn.requests.length;
    await expect(gls.track('51234567890', NOW)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(standIn.requests.length).toBe(before);
  });
});
