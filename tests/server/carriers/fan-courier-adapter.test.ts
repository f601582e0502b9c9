// Contract tests of FAN Courier's adapter against the local stand-in of its API (only the remote end
// is faked): what each call sends on the wire, how each answer and each refusal is read, the token's
// life, and the adapter's behaviour when FAN is slow, failing or silent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFanCourierAdapter, FAN_TRACK_BATCH, type FanCourierAdapter } from '../../../server/services/carriers/adapters/fan-courier/adapter.ts';
import { CANNOT_CANCEL_AFTER_PICKUP, type BookingRequest, type Party } from '../../../server/services/carriers/carrier-adapter.ts';
import { CarrierError } from '../../../server/services/carriers/carrier-http.ts';
import { startFanCourierStandIn, STAND_IN_CREDENTIALS, type FanStandIn } from '../../support/carrier-stand-ins/fan-courier.ts';

const NOW = new Date('2026-02-10T09:00:00Z');

const sender: Party = {
  name: 'Ana Popescu',
  phone: '0722000111',
  email: 'ana@example.ro',
  company: 'Ana SRL',
  addressLines: ['Strada Memorandumului nr. 28', 'bl. 3, sc. A, et. 2, ap. 14'],
  locality: 'Cluj-Napoca',
  county: 'Cluj',
  postalCode: '400114',
  lockerId: null,
  streetName: 'Strada Memorandumului',
  streetNumber: '28',
  streetDetails: 'bl. 3, sc. A, et. 2, ap. 14',
};

const recipient: Party = {
  name: 'Ion Țăranu',
  phone: '0733000222',
  email: 'ion@example.ro',
  company: null,
  addressLines: ['Strada Fabrica de Glucoză nr. 11C'],
  locality: 'București Sectorul 2',
  county: 'București',
  postalCode: '020331',
  lockerId: null,
  streetName: 'Strada Fabrica de Glucoză',
  streetNumber: '11C',
  streetDetails: 'interfon 14',
};

const lockerEnd: Party = {
  ...recipient,
  addressLines: ['Locker: FANbox Mega Image Obor', 'Șoseaua Colentina 2'],
  lockerId: 7,
  pointId: 'FAN0033',
  streetName: null,
  streetNumber: null,
  streetDetails: null,
};

const request = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  orderNumber: 'CUR-2026-000123',
  reference: 'CUR-2026-000123',
  carrierId: 3,
  serviceId: 1,
  sender,
  recipient,
  parcels: 2,
  envelopes: 0,
  weightKg: 3.2,
  codBani: 15_050,
  content: 'Cărți',
  now: NOW,
  parcelsSpec: [
    { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 },
    { weightKg: 1.2, lengthCm: 25, widthCm: 35, heightCm: 5 },
  ],
  declaredValueBani: 20_000,
  options: ['open_package', 'saturday_delivery', 'sms_recipient'],
  pickupDate: '2026-02-11',
  ...over,
});

let standIn: FanStandIn;
let adapter: FanCourierAdapter;
const made: FanCourierAdapter[] = [];

const adapterFor = (values: Record<string, string> = {}, timeouts = { quoteMs: 300, otherMs: 400 }) => {
  const a = createFanCourierAdapter({ carrierId: 3, baseUrl: standIn.url, values: { ...STAND_IN_CREDENTIALS, ...values } }, { timeouts, backoffMs: 5 });
  made.push(a);
  return a;
};
const calls = (path: string) => standIn.requests.filter((r) => r.path === path);
const failure = async (promise: Promise<unknown>): Promise<CarrierError> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
};

beforeEach(async () => {
  standIn = await startFanCourierStandIn();
  adapter = adapterFor();
});

afterEach(async () => {
  for (const a of made.splice(0)) a.shutdown();
  await standIn.close();
});

describe('booking (POST intern-awb)', () => {
  it('sends every field of the booking in FAN’s shape and returns the AWB, a registered event and the price', async () => {
    const booking = await adapter.book(request());
    const [call] = calls('/intern-awb');
    expect(call!.headers.authorization).toMatch(/^Bearer \d+\|/);
    const body = call!.json as { clientId: unknown; shipments: Record<string, Record<string, unknown>>[] };
    expect(body.clientId).toBe(7032158);
    expect(body.shipments).toHaveLength(1);
    const { info, recipient: to, sender: from } = body.shipments[0]!;
    expect(info).toMatchObject({
      service: 'Standard',
      packages: { parcel: 2, envelope: 0 },
      weight: 4,
      cod: 150.5,
      declaredValue: 200,
      payment: 'expeditor',
      content: 'Cărți',
      dimensions: { length: 30, width: 35, height: 10 },
      options: ['A', 'S'],
    });
    expect(info!.observation).toContain('Ref. CUR-2026-000123');
    expect(info!.observation).toContain('interfon 14');
    expect(info!.bankAccount).toBeUndefined();
    // Our Bucharest sector is FAN's one locality; names without diacritics, street text as typed.
    expect(to).toMatchObject({ name: 'Ion Țăranu', phone: '0733000222', email: 'ion@example.ro' });
    expect(to!.address).toEqual({ county: 'Bucuresti', locality: 'Bucuresti', street: 'Strada Fabrica de Glucoză', streetNo: '11C', zipCode: '020331' });
    expect(from).toMatchObject({ name: 'Ana SRL', contactPerson: 'Ana Popescu', phone: '0722000111' });
    expect(from!.address).toEqual({ county: 'Cluj', locality: 'Cluj-Napoca', street: 'Strada Memorandumului', streetNo: '28', zipCode: '400114', building: '3', entrance: 'A', floor: '2', apartment: '14' });

    expect(booking.awb).toMatch(/^\d{13}$/);
    expect(standIn.bookings.has(booking.awb)).toBe(true);
    expect(booking.priceBani).toBe(3534);
    // A courier is ordered for the AWB (an AWB alone brings none): on the offer's pickup day, 09:00-17:00.
    const [order] = calls('/order');
    expect(order!.json).toEqual({
      clientId: 7032158,
      info: {
        awbNumber: booking.awb,
        packages: { parcel: 2, envelope: 0 },
        weight: 4,
        dimensions: { length: 30, width: 35, height: 10 },
        orderType: 'Standard',
        pickupDate: '2026-02-11',
        pickupHours: { first: '09:00', second: '17:00' },
        observations: 'Ref. CUR-2026-000123',
      },
    });
    const [courierOrderId] = [...standIn.courierOrders.keys()];
    expect(booking.carrierRefs).toEqual({ clientId: '7032158', service: 'Standard', courierOrderId: String(courierOrderId) });
    expect(booking.events).toHaveLength(1);
    expect(booking.events[0]).toMatchObject({ sequence: 0, carrierStatusCode: 'AWB_CREATED', status: 'registered', occurredAt: NOW });
  });

  it('adds the shop’s reference after what the observation says, within FAN’s 255 characters, and nothing without one', async () => {
    const longDetails = `interfon 14, ${'lângă poarta verde de la colț '.repeat(6)}`;
    await adapter.book(request({ shopReference: 'MV-10021' }));
    await adapter.book(request());
    await adapter.book(request({ shopReference: `MV-${'9'.repeat(97)}`, recipient: { ...recipient, streetDetails: longDetails } }));
    const [withRef, without, long] = calls('/intern-awb').map((c) => (c.json as { shipments: { info: { observation: string } }[] }).shipments[0]!.info.observation);
    expect(withRef).toBe('Ref. CUR-2026-000123; interfon 14; Magazin: MV-10021');
    expect(without).toBe('Ref. CUR-2026-000123; interfon 14');
    // Our reference and the address details keep their place; the shop's reference takes the room left.
    expect(long!.length).toBe(255);
    expect(long).toMatch(/^Ref\. CUR-2026-000123; interfon 14.*lângă poarta verde.*; Magazin: MV-9+$/);
    expect(calls('/order').map((c) => (c.json as { info: { observations: string } }).info.observations)).toEqual(Array(3).fill('Ref. CUR-2026-000123'));
  });

  it('pays the cash on delivery into the sender’s account with "Cont Colector" and the IBAN', async () => {
    await adapter.book(request({ codIban: 'RO49 AAAA 1B31 0075 9384 0000', codHolder: 'Ana SRL' }));
    const info = (calls('/intern-awb')[0]!.json as { shipments: { info: Record<string, unknown> }[] }).shipments[0]!.info;
    expect(info.service).toBe('Cont Colector');
    expect(info.bankAccount).toBe('RO49AAAA1B31007593840000');
  });

  it('delivers to a FANbox with option V and the box id, and takes a drop-off at one with option W', async () => {
    const toBox = await adapter.book(request({ serviceId: 2, recipient: lockerEnd, parcels: 1, parcelsSpec: [request().parcelsSpec![0]!], options: [] }));
    await expect(adapter.book(request({ serviceId: 2, recipient: lockerEnd, options: [] }))).rejects.toThrow('prin FANbox se trimite un singur colet pe AWB.');
    expect(toBox.carrierRefs).toMatchObject({ service: 'FANbox' });
    let shipment = (calls('/intern-awb')[0]!.json as { shipments: Record<string, Record<string, Record<string, unknown>>>[] }).shipments[0]!;
    expect(shipment.info!.options).toEqual(['V']);
    expect(shipment.recipient!.address).toMatchObject({ pickupLocationId: 'FAN0033', county: 'Bucuresti', locality: 'Bucuresti', street: 'Șoseaua Colentina 2' });

    const one = { parcels: 1, parcelsSpec: [request().parcelsSpec![0]!], options: [] };
    await adapter.book(request({ serviceId: 3, sender: lockerEnd, recipient: sender, ...one }));
    shipment = (calls('/intern-awb')[1]!.json as { shipments: (typeof shipment)[] }).shipments[0]!;
    expect(shipment.info!.service).toBe('FANbox');
    expect(shipment.info!.options).toEqual(['W']);
    expect(shipment.sender!.address).toMatchObject({ dropOffLocationId: 'FAN0033' });
    // The sender drops the second one in a FANbox: a courier is ordered for the first one only.
    expect(calls('/order')).toHaveLength(1);
  });

  it('keeps the AWB when FAN refuses or misses the courier order, noted for the team, and never orders a pickup in the past', async () => {
    standIn.misbehave({ kind: 'error', status: 503 }, 1, '/order');
    const late = await adapter.book(request({ pickupDate: '2026-02-01' }));
    expect(standIn.bookings.has(late.awb)).toBe(true);
    expect(late.carrierRefs).toMatchObject({ courierOrder: 'failed' });
    const again = await adapter.book(request({ pickupDate: '2026-02-01' }));
    expect((calls('/order').at(-1)!.json as { info: { pickupDate: string } }).info.pickupDate).toBe('2026-02-10');
    expect(again.carrierRefs?.courierOrderId).toBeDefined();
  });

  it('refuses a FANbox end without FAN’s box id, before calling FAN', async () => {
    const error = await failure(adapter.book(request({ serviceId: 2, recipient: { ...lockerEnd, pointId: null }, parcels: 1, options: [] })));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('FAN Courier a refuzat cererea: lipsește codul FANbox al destinatarului; alegeți din nou lockerul.');
    expect(calls('/intern-awb')).toHaveLength(0);
  });

  it('names the refused fields in Romanian and keeps FAN’s own words', async () => {
    const error = await failure(adapter.book(request({ recipient: { ...recipient, locality: 'Atlantida' }, sender: { ...sender, county: 'Narnia' } })));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('FAN Courier a refuzat cererea: verificați localitatea destinatarului, județul expeditorului.');
    expect(error.details.fields).toEqual({ 'recipient.address.locality': 'The selected locality is invalid.', 'sender.address.county': 'The selected county is invalid.' });
    expect(error.details.carrierMessage).toContain('recipient.address.locality: The selected locality is invalid.');
  });

  it('is never retried: a 5xx on create fails once, unavailable', async () => {
    standIn.misbehave({ kind: 'error', status: 502 }, 1, 'intern-awb');
    const error = await failure(adapter.book(request()));
    expect(error.kind).toBe('unavailable');
    expect(calls('/intern-awb')).toHaveLength(1);
    expect(adapter.capabilities.findByReference).toBe(false);
    expect(adapter.findBooking).toBeUndefined();
  });
});

describe('cancel (DELETE awb)', () => {
  it('deletes an AWB not yet picked up and its courier order, and reports the cancellation', async () => {
    const { awb, carrierRefs } = await adapter.book(request());
    const result = await adapter.cancel(awb, NOW, { awb, carrierRefs: carrierRefs! });
    expect(result).toMatchObject({ ok: true, event: { carrierStatusCode: 'AWB_DELETED', status: 'cancelled', occurredAt: NOW } });
    const [call] = calls('/awb');
    expect(call!.method).toBe('DELETE');
    expect(Object.fromEntries(call!.query)).toEqual({ clientId: '7032158', awb });
    expect(standIn.bookings.get(awb)!.deleted).toBe(true);
    expect(standIn.courierOrders.get(Number(carrierRefs!.courierOrderId))!.deleted).toBe(true);
  });

  it('says it cannot be cancelled once the courier picked it up', async () => {
    const { awb } = await adapter.book(request());
    standIn.markPickedUp(awb);
    expect(await adapter.cancel(awb, NOW)).toEqual({ ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP });
  });
});

describe('label (GET awb/label)', () => {
  it('prints FAN’s PDF in A4 by default and ZPL on request', async () => {
    const { awb, carrierRefs } = await adapter.book(request());
    const pdf = await adapter.label!({ awb, carrierRefs: carrierRefs! }, 'A4');
    expect(pdf.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.body.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder().decode(pdf.body).trimEnd().endsWith('%%EOF')).toBe(true);
    const query = calls('/awb/label')[0]!.query;
    expect(query.getAll('awbs[]')).toEqual([awb]);
    expect(query.get('pdf')).toBe('1');
    expect(query.get('format')).toBe('A4');

    const zpl = await adapter.label!({ awb, carrierRefs: carrierRefs! }, 'ZPL');
    expect(zpl.contentType).toBe('text/plain');
    expect(new TextDecoder().decode(zpl.body)).toMatch(new RegExp(`^\\^XA.*${awb}`));
    expect(calls('/awb/label')[1]!.query.get('zpl')).toBe('1');
    expect(calls('/awb/label')[1]!.query.get('dpi')).toBe('203');
    await adapter.label!({ awb, carrierRefs: carrierRefs! }, 'ZPL', { dpi: 300 });
    expect(calls('/awb/label')[2]!.query.get('dpi')).toBe('300');
    // No four-a-sheet layout at FAN: refused before any call.
    await expect(adapter.label!({ awb, carrierRefs: carrierRefs! }, 'A4_4xA6')).rejects.toThrow(/patru etichete pe o foaie A4/);
    expect(calls('/awb/label')).toHaveLength(3);
    expect(adapter.capabilities.labelFormats).toEqual(['A4', 'ZPL']);
  });

  it('says A6 needs the ePOD option, and prints it for an account that adds X to its AWBs', async () => {
    const { awb, carrierRefs } = await adapter.book(request());
    const error = await failure(adapter.label!({ awb, carrierRefs: carrierRefs! }, 'A6'));
    expect(error.message).toBe('FAN Courier a refuzat cererea: FAN Courier tipărește eticheta A6 doar pentru AWB-urile cu opțiunea ePOD (X); alegeți A4 sau ZPL.');

    const epod = adapterFor({ EPOD: '1' });
    expect(epod.capabilities.labelFormats).toEqual(['A4', 'A6', 'ZPL']);
    const booked = await epod.book(request());
    expect((calls('/intern-awb')[1]!.json as { shipments: { info: { options: string[] } }[] }).shipments[0]!.info.options).toEqual(['A', 'S', 'X']);
    const a6 = await epod.label!({ awb: booked.awb, carrierRefs: booked.carrierRefs! }, 'A6');
    expect(new TextDecoder().decode(a6.body.slice(0, 5))).toBe('%PDF-');
  });

  it('turns FAN’s JSON refusal into a Romanian message', async () => {
    const error = await failure(adapter.label!({ awb: '2999999999999', carrierRefs: {} }, 'A4'));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('FAN Courier a refuzat cererea: eticheta nu poate fi generată pentru acest AWB.');
    expect(error.details.carrierMessage).toBe('AWB not found');
  });
});

describe('tracking (GET reports/awb/tracking)', () => {
  it('maps FAN’s events in order after our registration, keeps an unknown id verbatim, and answers [] for unknown AWBs', async () => {
    const { awb } = await adapter.book(request());
    const { awb: quiet } = await adapter.book(request());
    standIn.setEvents(awb, [
      { id: 'C0', name: 'Expeditie ridicata', location: 'Cluj-Napoca', date: '2026-02-10 18:58:00' },
      { id: 'H3', name: 'Expeditie sortata pe banda', location: 'Cluj-Napoca', date: '2026-02-10 21:57:06' },
      { id: 'Z99', name: 'Eveniment nou', location: 'Bucuresti', date: '2026-02-11 08:10:00' },
      { id: 'S2', name: 'Livrat', location: 'Bucuresti', date: '2026-02-11 12:00:00' },
    ]);
    const tracked = await adapter.trackMany!([awb, quiet, '2000000000000'], NOW);
    expect(tracked.get(quiet)).toEqual([]);
    expect(tracked.get('2000000000000')).toEqual([]);
    const events = tracked.get(awb)!;
    expect(events.map((e) => [e.sequence, e.carrierStatusCode, e.status])).toEqual([
      [1, 'C0', 'picked_up'],
      [2, 'H3', 'in_transit'],
      [3, 'Z99', null],
      [4, 'S2', 'delivered'],
    ]);
    expect(events[2]).toMatchObject({ description: 'Eveniment nou', location: 'Bucuresti' });
    // FAN's tracking answer states no weight: no event carries one (no re-weighing from FAN).
    expect(events.some((e) => 'measuredWeightKg' in e)).toBe(false);
    expect(events[0]!.occurredAt.toISOString()).toBe('2026-02-10T16:58:00.000Z');
    const query = calls('/reports/awb/tracking').at(-1)!.query;
    expect(query.getAll('awb[]')).toEqual([awb, quiet, '2000000000000']);
    expect(query.get('clientId')).toBe('7032158');
    expect(await adapter.track('2000000000001', NOW)).toEqual([]);
  });

  it(`asks for at most ${FAN_TRACK_BATCH} AWBs per call`, async () => {
    const awbs = Array.from({ length: 120 }, (_, i) => String(2_100_000_000_000 + i));
    const tracked = await adapter.trackMany!(awbs, NOW);
    expect(tracked.size).toBe(120);
    expect(calls('/reports/awb/tracking').map((r) => r.query.getAll('awb[]').length)).toEqual([50, 50, 20]);
    expect(adapter.capabilities.trackBatchMax).toBe(50);
  });
});

describe('pickup points and quote', () => {
  it('lists FANbox lockers and FAN offices', async () => {
    const points = await adapter.pickupPoints!();
    expect(calls('/reports/pickup-points').map((r) => r.query.get('type'))).toEqual(['fanbox', 'office', 'paypoint']);
    const box = points.find((p) => p.pointId === 'FAN0033')!;
    expect(box).toMatchObject({ kind: 'locker', county: 'Bucuresti', locality: 'Bucuresti', address: 'Soseaua Colentina 2', postalCode: '021171', lat: 44.4501, lng: 26.1269, dropOff: true });
    expect(box.schedule).toBe('Luni 08:00-20:00; Marți 08:00-20:00; Miercuri 08:00-20:00; Joi 08:00-20:00; Vineri 08:00-20:00; Sâmbătă 08:00-20:00');
    expect(points.find((p) => p.pointId === 'S92')!.kind).toBe('office');
  });

  it('prices a shipment with bracketed query keys, with VAT, in bani', async () => {
    const quote = await adapter.quote!({
      carrierId: 3, serviceId: 2, sender, recipient: lockerEnd, parcels: [{ weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10 }],
      envelopes: 0, weightKg: 2.5, codBani: 0, declaredValueBani: 0, options: ['saturday_delivery'],
    });
    const query = calls('/reports/awb/internal-tariff')[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      clientId: '7032158', 'info[service]': 'FANbox', 'info[payment]': 'expeditor', 'info[weight]': '3', 'info[packages][parcel]': '1',
      'info[packages][envelope]': '0', 'info[dimensions][length]': '30', 'recipient[locality]': 'Bucuresti', 'recipient[county]': 'Bucuresti', 'sender[county]': 'Cluj',
    });
    expect(query.getAll('info[options][]')).toEqual(['V', 'S']);
    expect(quote).toEqual({ netBani: 2619, vatBani: 498, totalBani: 3117 });
  });

  it('names the field FAN refused in a quote', async () => {
    const error = await failure(adapter.quote!({ carrierId: 3, serviceId: 1, sender, recipient: { ...recipient, locality: 'Atlantida' }, parcels: [], envelopes: 1, weightKg: 0.5, codBani: 0, declaredValueBani: 0, options: [] }));
    expect(error.message).toBe('FAN Courier a refuzat cererea: verificați localitatea destinatarului.');
  });
});

describe('token and credentials', () => {
  it('logs in once, reuses the token, and logs in once again when FAN says it expired', async () => {
    const { awb } = await adapter.book(request());
    await adapter.track(awb, NOW);
    expect(standIn.logins).toBe(1);
    expect(calls('/login')[0]!.form.get('username')).toBe(STAND_IN_CREDENTIALS.USERNAME);
    standIn.expireTokens();
    expect(await adapter.track(awb, NOW)).toEqual([]);
    expect(standIn.logins).toBe(2);
    expect(calls('/reports/awb/tracking')).toHaveLength(3);
  });

  it('reports refused credentials as an account problem', async () => {
    const wrong = adapterFor({ PASSWORD: 'wrong' });
    const error = await failure(wrong.track('2000000000000', NOW));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Contul nostru la FAN Courier a fost refuzat; echipa Curiero a fost anunțată.');
  });
});

describe('a slow, failing or silent FAN', () => {
  it('waits for a slow answer within the timeout', async () => {
    standIn.misbehave({ kind: 'slow', ms: 150 }, 1, 'tracking');
    expect(await adapter.track('2000000000000', NOW)).toEqual([]);
  });

  it('retries a read after a 5xx and succeeds', async () => {
    await adapter.track('2000000000000', NOW);
    standIn.misbehave({ kind: 'error', status: 503 }, 1, 'tracking');
    expect(await adapter.track('2000000000000', NOW)).toEqual([]);
    expect(calls('/reports/awb/tracking')).toHaveLength(3);
  });

  it('gives up on a call that never answers with a timeout', async () => {
    await adapter.track('2000000000000', NOW);
    standIn.misbehave({ kind: 'hang' }, 3, 'tracking');
    const error = await failure(adapter.track('2000000000000', NOW));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('FAN Courier nu a răspuns la timp. Încercați din nou peste câteva momente.');
  });

  it('stops calling FAN after repeated failures (circuit breaker)', async () => {
    await adapter.track('2000000000000', NOW);
    standIn.misbehave({ kind: 'error', status: 500 }, 100, 'tracking');
    for (let i = 0; i < 3; i++) await adapter.track('2000000000000', NOW).catch(() => undefined);
    const before = standIn.requests.length;
    const error = await failure(adapter.track('2000000000000', NOW));
    expect(error.kind).toBe('unavailable');
    expect(standIn.requests.length).toBe(before);
  });
});
