// Contract tests of the Sameday adapter against its stand-in (tests/support/carrier-stand-ins/
// sameday.ts), which reproduces Sameday's wire format: token login, form-encoded bodies with bracket
// keys, nested 400 errors, paginated lists. Only the remote end is fake; short timeouts keep it quick.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRequest, CarrierAdapter, Party, QuoteRequest } from '../../../server/services/carriers/carrier-adapter.ts';
import { CANNOT_CANCEL_AFTER_PICKUP } from '../../../server/services/carriers/carrier-adapter.ts';
import type { CarrierAccount } from '../../../server/services/carriers/carrier-config.ts';
import { CarrierError, type CarrierHttp } from '../../../server/services/carriers/carrier-http.ts';
import { mapCarrierStatus } from '../../../server/services/carriers/statuses.ts';
import { createSamedayAdapter } from '../../../server/services/carriers/adapters/sameday/adapter.ts';
import { bracketForm } from '../../../server/services/carriers/adapters/sameday/form-encoding.ts';
import { bucharestTime } from '../../../server/services/carriers/adapters/sameday/client.ts';
import { startSamedayStandIn, STAND_IN_CREDENTIALS, type SamedayStandIn } from '../../support/carrier-stand-ins/sameday.ts';

const NOW = new Date('2026-01-12T08:00:00Z');

const sender: Party = {
  name: 'Ana Popescu',
  phone: '0744111222',
  email: 'ana@example.ro',
  company: null,
  addressLines: ['Str. Fabricii nr. 1', 'bl. A, ap. 3'],
  locality: 'Cluj-Napoca',
  county: 'Cluj',
  postalCode: '400001',
  lockerId: null,
};
const recipient: Party = {
  name: 'Ion Țurcanu',
  phone: '0722123456',
  email: 'ion@example.ro',
  company: 'Șoim SRL',
  addressLines: ['Str. Paris nr. 9'],
  locality: 'București',
  county: 'București',
  postalCode: '011815',
  lockerId: null,
};

function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    orderNumber: 'CUR-1001',
    reference: 'CUR-1001',
    carrierId: 6,
    serviceId: 1,
    sender,
    recipient,
    parcels: 2,
    envelopes: 0,
    weightKg: 3.5,
    codBani: 15_050,
    content: 'Cărți',
    now: NOW,
    parcelsSpec: [
      { weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { weightKg: 2, lengthCm: 40, widthCm: 30, heightCm: 20 },
    ],
    declaredValueBani: 50_000,
    options: [],
    ...overrides,
  };
}

const lockerRecipient: Party = { ...recipient, company: null, lockerId: 77, pointId: '1002', addressLines: ['easybox Stand-in 2', 'Str. Exemplu, Nr. 2'] };

let standIn: SamedayStandIn;
let adapters: (CarrierAdapter & { http: CarrierHttp })[] = [];

function account(values: Record<string, string> = {}): CarrierAccount {
  return { carrierId: 6, baseUrl: standIn.url, values: { ...STAND_IN_CREDENTIALS, ...values } };
}
function adapter(values: Record<string, string> = {}, timeouts = { quoteMs: 400, otherMs: 400 }) {
  const created = createSamedayAdapter(account(values), { timeouts, backoffMs: 5 });
  adapters.push(created);
  return created;
}
const calls = (method: string, path: string) => standIn.requests.filter((r) => r.method === method && r.path === path).length;

beforeEach(async () => {
  standIn = await startSamedayStandIn();
});
afterEach(async () => {
  for (const a of adapters) a.http.shutdown();
  adapters = [];
  await standIn.close();
});

describe('Sameday: form encoding and dates', () => {
  it('nests objects and lists with brackets, leaves absent values out and writes booleans as 1/0', () => {
    expect(bracketForm({ a: 1, b: { c: 'x', d: null }, parcels: [{ weight: 0.5 }, { weight: 2, length: 3 }], flag: true, none: undefined })).toEqual({
      a: '1',
      'b[c]': 'x',
      'parcels[0][weight]': '0.5',
      'parcels[1][weight]': '2',
      'parcels[1][length]': '3',
      flag: '1',
    });
  });

  it('reads expire_at as Bucharest wall time (EET in winter, EEST in summer)', () => {
    expect(bucharestTime('2026-01-11 10:20')?.toISOString()).toBe('2026-01-11T08:20:00.000Z');
    expect(bucharestTime('2026-07-11 10:20')?.toISOString()).toBe('2026-07-11T07:20:00.000Z');
  });
});

describe('Sameday adapter: booking', () => {
  it('books a home delivery with every field form-encoded, the service found by its code, and answers the AWB', async () => {
    const sameday = adapter();
    const booking = await sameday.book(bookingRequest({ options: ['open_package'] }));
    expect(booking.awb).toMatch(/^1SDY\d+$/);
    expect(booking.events).toHaveLength(1);
    expect(booking.events[0]).toMatchObject({ sequence: 0, carrierStatusCode: '1', occurredAt: NOW });
    expect(booking.carrierRefs).toEqual({ parcelAwbs: `${booking.awb}001,${booking.awb}002` });
    expect(booking.priceBani).toBe(Math.round(1450 * 1.21));

    const create = standIn.requests.find((r) => r.path === '/api/awb')!;
    expect(create.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = Object.fromEntries(create.form.entries());
    expect(form).toMatchObject({
      pickupPoint: '4321',
      service: '7',
      packageType: '0',
      packageNumber: '2',
      packageWeight: '3.5',
      awbPayment: '1',
      cashOnDelivery: '150.5',
      cashOnDeliveryReturns: '1',
      insuredValue: '500',
      thirdPartyPickup: '1',
      'thirdParty[name]': 'Ana Popescu',
      'thirdParty[cityString]': 'Cluj-Napoca',
      'thirdParty[countyString]': 'Cluj',
      'thirdParty[address]': 'Str. Fabricii nr. 1, bl. A, ap. 3',
      'awbRecipient[name]': 'Ion Țurcanu',
      'awbRecipient[phoneNumber]': '0722123456',
      'awbRecipient[personType]': '1',
      'awbRecipient[companyName]': 'Șoim SRL',
      'awbRecipient[cityString]': 'București',
      'awbRecipient[countyString]': 'București',
      'awbRecipient[postalCode]': '011815',
      'awbRecipient[email]': 'ion@example.ro',
      'parcels[0][weight]': '1.5',
      'parcels[0][length]': '30',
      'parcels[1][height]': '20',
      'serviceTaxes[0]': 'OPCG',
      clientInternalReference: 'CUR-1001',
      observation: 'Cărți',
      currency: 'RON',
    });
    expect(form.lockerLastMile).toBeUndefined();
    expect(standIn.bookings.get(booking.awb)?.reference).toBe('CUR-1001');
    expect(sameday.findBooking).toBeUndefined();
    expect(sameday.capabilities?.findByReference).toBe(false);
  });

  it('writes the shop’s reference in clientObservation after our order number, which stays the client reference', async () => {
    const sameday = adapter();
    await sameday.book(bookingRequest({ shopReference: 'MV-10021' }));
    await sameday.book(bookingRequest());
    const [withRef, without] = standIn.requests.filter((r) => r.path === '/api/awb').map((r) => Object.fromEntries(r.form.entries()));
    expect(withRef).toMatchObject({ clientInternalReference: 'CUR-1001', clientObservation: 'CUR-1001; Magazin: MV-10021', observation: 'Cărți' });
    expect(without).toMatchObject({ clientInternalReference: 'CUR-1001', clientObservation: 'CUR-1001', observation: 'Cărți' });
  });

  it('books an easybox delivery with the Locker NextDay service and the locker id, reading the services list once per process', async () => {
    const sameday = adapter();
    await sameday.book(bookingRequest());
    const booking = await sameday.book(bookingRequest({ serviceId: 2, recipient: lockerRecipient, reference: 'CUR-1002' }));
    const form = Object.fromEntries(standIn.requests.filter((r) => r.path === '/api/awb').at(-1)!.form.entries());
    expect(form).toMatchObject({ service: '15', lockerLastMile: '1002' });
    expect(standIn.bookings.get(booking.awb)?.reference).toBe('CUR-1002');
    expect(calls('GET', '/api/client/services')).toBe(1);
  });

  it('uses the configured service ids (demo and production differ) without asking for the list', async () => {
    await standIn.close();
    standIn = await startSamedayStandIn({ services: { home: 31, locker: 32 } });
    const sameday = adapter({ SERVICE_HOME_ID: '31', SERVICE_LOCKER_ID: '32' });
    await sameday.book(bookingRequest({ serviceId: 4, sender: { ...sender, lockerId: 5, pointId: '1001' }, recipient: lockerRecipient }));
    const form = Object.fromEntries(standIn.requests.find((r) => r.path === '/api/awb')!.form.entries());
    expect(form).toMatchObject({ service: '32', lockerFirstMile: '1001', lockerLastMile: '1002', thirdPartyPickup: '0' });
    expect(calls('GET', '/api/client/services')).toBe(0);
  });

  it('refuses a locker booking whose easybox has no Sameday id, before calling', async () => {
    const sameday = adapter();
    const error = await sameday.book(bookingRequest({ serviceId: 2, recipient: { ...lockerRecipient, pointId: null } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect((error as CarrierError).kind).toBe('refused');
    expect((error as CarrierError).message).toContain('easybox-ul destinatarului');
    expect(calls('POST', '/api/awb')).toBe(0);
  });

  it('turns a 400 with nested field errors into a Romanian message naming the field', async () => {
    const sameday = adapter();
    const error = (await sameday.book(bookingRequest({ recipient: { ...recipient, locality: 'Nicăieri' } })).catch((e: unknown) => e)) as CarrierError;
    expect(error).toBeInstanceOf(CarrierError);
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Sameday a refuzat cererea: date greșite la localitatea destinatarului („Invalid city.”).');
    expect(error.details.fields).toEqual({ 'awbRecipient.cityString': 'Invalid city.' });
    expect(error.details.carrierMessage).toContain('Validation Failed');
  });

  it('names the pickup point when the configured one is refused', async () => {
    const sameday = adapter({ PICKUP_POINT_ID: '9' });
    const error = (await sameday.book(bookingRequest()).catch((e: unknown) => e)) as CarrierError;
    expect(error.message).toContain('punctul de ridicare al contului (SAMEDAY_PICKUP_POINT_ID)');
    expect(error.message).toContain('The given pickupPoint is invalid!');
  });
});

describe('Sameday adapter: quote', () => {
  it('prices through estimate-cost with the quote purpose, adding VAT to the amount', async () => {
    const sameday = adapter();
    const request: QuoteRequest = {
      carrierId: 6, serviceId: 1, sender, recipient, envelopes: 0, weightKg: 3, codBani: 10_000, declaredValueBani: 0, options: ['open_package'],
      parcels: [{ weightKg: 3, lengthCm: 30, widthCm: 20, heightCm: 10 }],
    };
    const quote = await sameday.quote!(request);
    // Stand-in: 15 + (3 - 1) * 1.5 + 2 (COD) = 20 RON without VAT.
    expect(quote).toEqual({ netBani: 2000, vatBani: 420, totalBani: 2420 });
    const form = Object.fromEntries(standIn.requests.find((r) => r.path === '/api/awb/estimate-cost')!.form.entries());
    expect(form).toMatchObject({ service: '7', packageWeight: '3', cashOnDelivery: '100', 'serviceTaxes[0]': '23', 'awbRecipient[cityString]': 'București' });
    expect(form.clientInternalReference).toBeUndefined();
  });

  it('uses the short quote timeout', async () => {
    const sameday = adapter({}, { quoteMs: 150, otherMs: 2000 });
    await sameday.book(bookingRequest()); // login and services out of the way
    standIn.misbehave({ kind: 'slow', ms: 600 }, 5, '/estimate-cost');
    const request: QuoteRequest = { carrierId: 6, serviceId: 1, sender, recipient, envelopes: 0, weightKg: 1, codBani: 0, declaredValueBani: 0, options: [], parcels: [{ weightKg: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }] };
    const error = (await sameday.quote!(request).catch((e: unknown) => e)) as CarrierError;
    expect(error.kind).toBe('timeout');
  });
});

describe('Sameday adapter: cancel, label, tracking, lockers', () => {
  it('cancels before pickup and refuses after it', async () => {
    const sameday = adapter();
    const first = await sameday.book(bookingRequest());
    const result = await sameday.cancel(first.awb, NOW, { awb: first.awb, carrierRefs: first.carrierRefs ?? {} });
    expect(result).toMatchObject({ ok: true, event: { carrierStatusCode: 'AWB_DELETED', status: 'cancelled', occurredAt: NOW } });
    expect(standIn.bookings.get(first.awb)?.cancelled).toBe(true);
    // Sameday's tracking then says canceled: the same cancellation event (same sequence), recorded once.
    const tracked = await sameday.track(first.awb, NOW);
    expect(tracked.at(-1)).toMatchObject({ sequence: result.ok ? result.event.sequence : -1, carrierStatusCode: 'AWB_DELETED', status: 'cancelled' });

    const second = await sameday.book(bookingRequest({ reference: 'CUR-1003' }));
    standIn.markPickedUp(second.awb);
    expect(await sameday.cancel(second.awb, NOW)).toEqual({ ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP });
    expect((await sameday.cancel('1SDY000', NOW)).ok).toBe(false);
  });

  it('downloads the PDF label in A6 and A4 and refuses ZPL', async () => {
    const sameday = adapter();
    const { awb } = await sameday.book(bookingRequest());
    for (const format of ['A6', 'A4'] as const) {
      const label = await sameday.label!({ awb, carrierRefs: {} }, format);
      expect(label.contentType).toBe('application/pdf');
      const text = new TextDecoder().decode(label.body);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(standIn.requests.some((r) => r.path === `/api/awb/download/${awb}/${format}`)).toBe(true);
    }
    await expect(sameday.label!({ awb, carrierRefs: {} }, 'ZPL')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('tracks one AWB per call: history oldest first, known codes mapped, unknown codes kept verbatim, unknown AWB empty', async () => {
    const sameday = adapter();
    const a = await sameday.book(bookingRequest());
    const b = await sameday.book(bookingRequest({ reference: 'CUR-1004' }));
    standIn.setEvents(a.awb, [
      { statusId: 1, status: 'AWB Emis', statusLabel: 'Document de transport emis', statusDate: '2026-01-12T10:00:00+0200', county: 'Cluj' },
      { statusId: 987, status: 'Ceva nou', statusLabel: 'Colet cântărit din nou', statusDate: '2026-01-12T15:30:00+0200', transitLocation: 'Hub Cluj' },
      { statusId: 9, status: 'Livrata cu succes', statusLabel: 'Livrat', statusDate: '2026-01-13T11:00:00+0200', county: 'București' },
    ]);
    const events = await sameday.track(a.awb, NOW);
    expect(events.map((e) => [e.sequence, e.carrierStatusCode])).toEqual([[0, '1'], [1, '987'], [2, '9']]);
    expect(events[0]!.occurredAt.toISOString()).toBe('2026-01-12T08:00:00.000Z');
    expect(events[1]).toMatchObject({ status: null, description: 'Colet cântărit din nou', location: 'Hub Cluj' });
    expect(events[2]!.status).toBe(mapCarrierStatus(6, '9'));

    const before = standIn.requests.length;
    const many = await sameday.trackMany!([a.awb, b.awb, '1SDY999'], NOW);
    const statusCalls = standIn.requests.slice(before).filter((r) => r.path.endsWith('/status'));
    expect(statusCalls).toHaveLength(3);
    expect(many.get(a.awb)).toHaveLength(3);
    expect(many.get(b.awb)?.[0]?.carrierStatusCode).toBe('1');
    expect(many.get('1SDY999')).toEqual([]);
    expect(await sameday.track('1SDY999', NOW)).toEqual([]);
  });

  it('puts the awbWeight Sameday states on the newest event only, and no weight when it states none, 0 or text', async () => {
    const sameday = adapter();
    const { awb } = await sameday.book(bookingRequest());
    standIn.setEvents(awb, [
      { statusId: 1, status: 'AWB Emis', statusDate: '2026-01-12T10:00:00+0200' },
      { statusId: 33, status: 'In livrare la curier', statusDate: '2026-01-13T09:00:00+0200' },
      { statusId: 9, status: 'Livrata cu succes', statusDate: '2026-01-13T11:00:00+0200' },
    ]);
    const weights = async () => (await sameday.track(awb, NOW)).map((e) => [e.carrierStatusCode, e.measuredWeightKg]);
    expect(await weights()).toEqual([['1', undefined], ['33', undefined], ['9', undefined]]);
    standIn.setWeight(awb, 4.25);
    expect(await weights()).toEqual([['1', undefined], ['33', undefined], ['9', 4.25]]);
    for (const stated of [0, null, 'n/a', -2]) {
      standIn.setWeight(awb, stated);
      expect((await sameday.track(awb, NOW)).some((e) => 'measuredWeightKg' in e)).toBe(false);
    }
  });

  it('lists every easybox over all pages', async () => {
    await standIn.close();
    standIn = await startSamedayStandIn({ lockers: 1203 });
    const points = await adapter().pickupPoints!();
    expect(points).toHaveLength(1203);
    expect(calls('GET', '/api/client/lockers')).toBe(3);
    expect(points[0]).toMatchObject({ pointId: '1001', kind: 'locker', name: 'easybox Stand-in 1', locality: 'Sectorul 4', county: 'București', postalCode: '041337', acceptsCod: true });
    expect(points[0]!.schedule).toContain('Lu 00:00-23:59');
    expect(points[2]!.acceptsCod).toBe(false);
  });
});

describe('Sameday adapter: login and failures', () => {
  it('keeps the token between calls and logs in again once when it expired', async () => {
    const sameday = adapter();
    const { awb } = await sameday.book(bookingRequest());
    await sameday.track(awb, NOW);
    expect(standIn.logins).toBe(1);
    standIn.expireTokens();
    expect(await sameday.track(awb, NOW)).toHaveLength(1);
    expect(standIn.logins).toBe(2);
    const sent = standIn.requests.filter((r) => r.path === '/api/authenticate').at(-1)!;
    expect(sent.headers['x-auth-username']).toBe(STAND_IN_CREDENTIALS.USERNAME);
  });

  it('reports bad credentials as an auth error', async () => {
    const sameday = adapter({ PASSWORD: 'wrong' });
    const error = (await sameday.track('1SDY1', NOW).catch((e: unknown) => e)) as CarrierError;
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Contul nostru la Sameday a fost refuzat; echipa Curiero a fost anunțată.');
  });

  it('waits for a slow answer within the timeout', async () => {
    const sameday = adapter();
    standIn.misbehave({ kind: 'slow', ms: 150 }, 1, '/api/client/lockers');
    expect(await sameday.pickupPoints!()).toHaveLength(3);
  });

  it('retries a read after a 5xx but never a create', async () => {
    const sameday = adapter();
    const { awb } = await sameday.book(bookingRequest());
    standIn.misbehave({ kind: 'error', status: 502 }, 1, '/status');
    expect(await sameday.track(awb, NOW)).toHaveLength(1);
    expect(standIn.requests.filter((r) => r.path.endsWith('/status'))).toHaveLength(2);

    standIn.misbehave({ kind: 'error', status: 503 }, 1, '/api/awb');
    const before = calls('POST', '/api/awb');
    const error = (await sameday.book(bookingRequest({ reference: 'CUR-1005' })).catch((e: unknown) => e)) as CarrierError;
    expect(error.kind).toBe('unavailable');
    expect(calls('POST', '/api/awb')).toBe(before + 1);
  });

  it('gives up on a call that hangs with a timeout error', async () => {
    const sameday = adapter({}, { quoteMs: 150, otherMs: 150 });
    const { awb } = await sameday.book(bookingRequest());
    standIn.misbehave({ kind: 'hang' }, 5, '/status');
    const error = (await sameday.track(awb, NOW).catch((e: unknown) => e)) as CarrierError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Sameday nu a răspuns la timp. Încercați din nou peste câteva momente.');
  });

  it('opens the circuit breaker after repeated failures and then fails at once', async () => {
    const sameday = adapter();
    const { awb } = await sameday.book(bookingRequest());
    standIn.misbehave({ kind: 'error', status: 500 }, 1000, '/status');
    for (let i = 0; i < 5 && !sameday.http.open; i++) await sameday.track(awb, NOW).catch(() => undefined);
    expect(sameday.http.open).toBe(true);
    const before = standIn.requests.length;
    await expect(sameday.track(awb, NOW)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(standIn.requests.length).toBe(before);
  });
});
