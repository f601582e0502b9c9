// Contract tests of Bookurier's adapter against the local stand-in of its API (only the remote end is
// faked): the command it sends, how answers and refusals are read, what Bookurier cannot do (quote,
// cancel, lockers), and the adapter's behaviour when Bookurier is slow, failing or silent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookurierAdapter, MANUAL_CANCEL, type BookurierAdapter, type BookurierOptions } from '../../../server/services/carriers/adapters/bookurier/adapter.ts';
import type { BookingRequest, Party } from '../../../server/services/carriers/carrier-adapter.ts';
import { CarrierError } from '../../../server/services/carriers/carrier-http.ts';
import { startBookurierStandIn, STAND_IN_CREDENTIALS, type BookurierStandIn } from '../../support/carrier-stand-ins/bookurier.ts';

const NOW = new Date('2026-02-10T09:00:00Z');

const sender: Party = {
  name: 'Ana Popescu', phone: '0722000111', email: 'ana@example.ro', company: 'Ana SRL', addressLines: ['Strada Paris nr. 9'],
  locality: 'București Sectorul 1', county: 'București', postalCode: '011815', lockerId: null, streetName: 'Strada Paris', streetNumber: '9',
};
const recipient: Party = {
  name: 'Ion Țăranu', phone: '0733000222', email: 'ion@example.ro', company: null, addressLines: ['Strada Memorandumului nr. 28'],
  locality: 'Cluj-Napoca', county: 'Cluj', postalCode: '400114', lockerId: null, streetName: 'Strada Memorandumului', streetNumber: '28',
  streetDetails: 'bl. 3, sc. A, et. 2, ap. 14, interfon 14, lângă farmacie',
};

const request = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  orderNumber: 'CUR-2026-000456', reference: 'CUR-2026-000456', carrierId: 16, serviceId: 1, sender, recipient, parcels: 2, envelopes: 0,
  weightKg: 3.25, codBani: 15_050, content: 'Cărți', now: NOW, declaredValueBani: 20_000, options: ['open_package', 'saturday_delivery'], ...over,
});

let standIn: BookurierStandIn;
let adapter: BookurierAdapter;
const made: BookurierAdapter[] = [];
const adapterFor = (values: Record<string, string> = {}, extra: BookurierOptions = {}) => {
  const a = createBookurierAdapter({ carrierId: 16, baseUrl: standIn.url, values: { ...STAND_IN_CREDENTIALS, ...values } }, { timeouts: { quoteMs: 300, otherMs: 400 }, backoffMs: 5, ...extra });
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
  standIn = await startBookurierStandIn();
  adapter = adapterFor();
});
afterEach(async () => {
  for (const a of made.splice(0)) a.shutdown();
  await standIn.close();
});

describe('what Bookurier offers', () => {
  it('declares no quote, no cancel, no lockers, no lookup by reference, one AWB per tracking call', () => {
    expect(adapter.capabilities).toEqual({ quote: false, cancel: false, labelFormats: ['A4'], trackBatchMax: 1, lockers: false, findByReference: false });
    expect(adapter.quote).toBeUndefined();
    expect(adapter.findBooking).toBeUndefined();
    expect(adapter.pickupPoints).toBeUndefined();
  });
});

describe('booking (POST add_cmds.php)', () => {
  it('sends one command with every field as a string and our reference as unq', async () => {
    const booking = await adapter.book(request());
    const body = calls('/add_cmds.php')[0]!.json as { user: string; pwd: string; data: Record<string, string>[] };
    expect(body.user).toBe(STAND_IN_CREDENTIALS.USERNAME);
    expect(body.pwd).toBe(STAND_IN_CREDENTIALS.PASSWORD);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      pickup_point: '12', unq: 'CUR-2026-000456', recv: 'Ion Țăranu', phone: '0733000222', email: 'ion@example.ro', country: 'Romania',
      city: 'Cluj-Napoca', zip: '400114', district: 'Cluj', street: 'Strada Memorandumului', no: '28', bl: '3', ent: 'A', floor: '2', apt: '14',
      interphone: '14', service: '9', packs: '2', weight: '3.25', rbs_val: '150.5', insurance_val: '200', ret_doc: '0', weekend: '1', unpack: '1',
      exchange_pack: '0', confirmation: '0', notes: 'Conținut: Cărți; Expeditor: Ana SRL, 0722000111; lângă farmacie', ref1: 'CUR-2026-000456', ref2: '',
    });
    expect(booking.awb).toBe('4100000001');
    expect(booking.carrierRefs).toEqual({ reference: 'CUR-2026-000456' });
    expect(booking.events).toEqual([expect.objectContaining({ sequence: 0, status: 'registered', occurredAt: NOW })]);
  });

  it('ends the notes with the shop’s reference, within 255 characters, unq and ref1 staying ours', async () => {
    await adapter.book(request({ shopReference: 'MV-10021' }));
    await adapter.book(request({ shopReference: `MV-${'5'.repeat(97)}`, content: 'Cărți și caiete '.repeat(6) }));
    const [withRef, long] = calls('/add_cmds.php').map((r) => (r.json as { data: Record<string, string>[] }).data[0]!);
    expect(withRef).toMatchObject({ unq: 'CUR-2026-000456', ref1: 'CUR-2026-000456', ref2: '' });
    expect(withRef!.notes).toBe('Conținut: Cărți; Expeditor: Ana SRL, 0722000111; lângă farmacie; Magazin: MV-10021');
    expect(long!.notes!.length).toBe(255);
    expect(long!.notes).toMatch(/; lângă farmacie; Magazin: MV-5+$/);
  });

  it('picks Bucharest 24h inside Bucharest and Metropolitan with Ilfov', async () => {
    await adapter.book(request({ recipient: { ...recipient, locality: 'București Sectorul 3', county: 'București' } }));
    await adapter.book(request({ recipient: { ...recipient, locality: 'Voluntari', county: 'Ilfov' } }));
    expect(calls('/add_cmds.php').map((r) => (r.json as { data: { service: string }[] }).data[0]!.service)).toEqual(['1', '3']);
  });

  it('refuses a locker end before calling Bookurier', async () => {
    const error = await failure(adapter.book(request({ serviceId: 2, recipient: { ...recipient, lockerId: 4, pointId: 'X1' } })));
    expect(error.message).toBe('Bookurier a refuzat cererea: Bookurier nu livrează în lockere și nu preia din lockere.');
    expect(calls('/add_cmds.php')).toHaveLength(0);
  });

  it('turns Bookurier’s error into a Romanian message and keeps its words', async () => {
    const error = await failure(adapter.book(request({ recipient: { ...recipient, phone: '123' } })));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Bookurier a refuzat cererea: AWB-ul nu a fost emis; verificați adresa, telefonul și greutatea.');
    expect(error.details.carrierMessage).toBe('Invalid phone number');
  });

  it('reports refused credentials as an account problem', async () => {
    const error = await failure(adapterFor({ PASSWORD: 'wrong' }).book(request()));
    expect(error.kind).toBe('auth');
    expect(error.message).toBe('Contul nostru la Bookurier a fost refuzat; echipa Curiero a fost anunțată.');
  });

  it('is never retried: a 5xx on create fails once', async () => {
    standIn.misbehave({ kind: 'error', status: 502 }, 1, 'add_cmds');
    expect((await failure(adapter.book(request()))).kind).toBe('unavailable');
    expect(calls('/add_cmds.php')).toHaveLength(1);
  });
});

describe('cancel', () => {
  it('says Bookurier cancels only by phone or in its portal, and tells our team when it can', async () => {
    const told: string[] = [];
    const withTeam = adapterFor({}, { onManualCancel: (awb) => void told.push(awb) });
    expect(await withTeam.cancel('4100000001', NOW)).toEqual({ ok: false, reason: `${MANUAL_CANCEL} Echipa Curiero a fost anunțată și se ocupă de anulare.` });
    expect(told).toEqual(['4100000001']);
    expect(await adapter.cancel('4100000001', NOW)).toEqual({ ok: false, reason: `${MANUAL_CANCEL} Scrieți-ne și ne ocupăm noi de anulare.` });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('label (POST print_awbs.php)', () => {
  it('prints Bookurier’s PDF, one label per page', async () => {
    const { awb, carrierRefs } = await adapter.book(request());
    const label = await adapter.label!({ awb, carrierRefs: carrierRefs! }, 'A4');
    expect(label.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(label.body.slice(0, 5))).toBe('%PDF-');
    expect(calls('/print_awbs.php')[0]!.json).toEqual({ user: STAND_IN_CREDENTIALS.USERNAME, pwd: STAND_IN_CREDENTIALS.PASSWORD, format: 'pdf', mode: 's', page: 0, data: [awb] });
  });

  it('refuses formats Bookurier does not print, and reads its JSON error', async () => {
    expect((await failure(adapter.label!({ awb: '1', carrierRefs: {} }, 'ZPL'))).message).toBe('Bookurier a refuzat cererea: Bookurier tipărește eticheta doar ca PDF, în formatul său (A4).');
    const error = await failure(adapter.label!({ awb: '999', carrierRefs: {} }, 'A4'));
    expect(error.message).toBe('Bookurier a refuzat cererea: eticheta nu poate fi generată pentru acest AWB.');
    expect(error.details.carrierMessage).toBe('AWB not found');
  });
});

describe('tracking (GET awb_history.php)', () => {
  it('maps the history in date order after our registration, keeps an unknown status verbatim, and answers [] for an unknown AWB', async () => {
    const { awb } = await adapter.book(request());
    standIn.setEvents(awb, [
      { status_id: 4, status_name: 'Livrat', sort_date: '2026-02-11 12:00:00' },
      { status_id: 77, status_name: 'Status nou', sort_date: '2026-02-10 18:00:00', obs: 'depozit Cluj' },
    ]);
    const events = await adapter.track(awb, NOW);
    expect(events.map((e) => [e.sequence, e.carrierStatusCode])).toEqual([[1, '77'], [2, '4']]);
    expect(events[0]).toMatchObject({ status: null, description: 'Status nou: depozit Cluj' });
    expect(events[0]!.occurredAt.toISOString()).toBe('2026-02-10T16:00:00.000Z');
    // Bookurier's tracking answer states no weight: no event carries one (no re-weighing from Bookurier).
    expect(events.some((e) => 'measuredWeightKg' in e)).toBe(false);
    expect(Object.fromEntries(calls('/awb_history.php')[0]!.query)).toEqual({ key: STAND_IN_CREDENTIALS.API_KEY, awb });
    expect(await adapter.track('999', NOW)).toEqual([]);
  });

  it('asks one AWB per call in trackMany', async () => {
    const a = (await adapter.book(request())).awb;
    const b = (await adapter.book(request())).awb;
    const tracked = await adapter.trackMany!([a, b, '999'], NOW);
    expect([...tracked.keys()].sort()).toEqual([a, b, '999'].sort());
    expect(calls('/awb_history.php').map((r) => r.query.getAll('awb').length)).toEqual([1, 1, 1]);
  });

  it('reports a refused API key as an account problem', async () => {
    expect((await failure(adapterFor({ API_KEY: 'wrong' }).track('999', NOW))).kind).toBe('auth');
  });
});

describe('a slow, failing or silent Bookurier', () => {
  it('waits for a slow answer, retries a read after a 5xx, and times out a hang', async () => {
    standIn.misbehave({ kind: 'slow', ms: 150 }, 1, 'awb_history');
    expect(await adapter.track('999', NOW)).toEqual([]);
    standIn.misbehave({ kind: 'error', status: 503 }, 1, 'awb_history');
    expect(await adapter.track('999', NOW)).toEqual([]);
    expect(calls('/awb_history.php')).toHaveLength(3);
    standIn.misbehave({ kind: 'hang' }, 3, 'awb_history');
    expect((await failure(adapter.track('999', NOW))).kind).toBe('timeout');
  });

  it('stops calling Bookurier after repeated failures (circuit breaker)', async () => {
    await adapter.track('999', NOW);
    standIn.misbehave({ kind: 'error', status: 500 }, 100, 'awb_history');
    for (let i = 0; i < 3; i++) await adapter.track('999', NOW).catch(() => undefined);
    const before = standIn.requests.length;
    expect((await failure(adapter.track('999', NOW))).kind).toBe('unavailable');
    expect(standIn.requests.length).toBe(before);
  });
});
