// A local stand-in for Sameday's API (carrier-apis.md sections 4 and 7), for the adapter's contract
// tests and as a plain local server for end-to-end runs (set SAMEDAY_USERNAME / _PASSWORD /
// _PICKUP_POINT_ID to STAND_IN_CREDENTIALS and SAMEDAY_BASE_URL to its url). It speaks the wire
// format of the official SDK: X-Auth-Username/X-Auth-Password login answering {token, expire_at
// 'Y-m-d H:i'}, X-AUTH-TOKEN afterwards (401 once expired), form-urlencoded bodies with bracket keys,
// 400 answers with nested `errors.children`, paginated lists {total,currentPage,pages,perPage,data}.
// Its service ids are its own (as demo and production differ); tracking events are set by the test.
// An AWB whose first mile is an easybox (lockerFirstMile, a listed locker) is answered with the
// lockerReturnChargeCode that opens it; an unknown easybox is a 400 on lockerFirstMile, and an account
// without locker returns (`lockerReturns: false`) refuses the field [?: Sameday's wording assumed].
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from './stand-in-server.ts';
import { tinyPdf } from './tiny-pdf.ts';

export const STAND_IN_CREDENTIALS = { USERNAME: 'curiero-api', PASSWORD: 'sameday-secret', PICKUP_POINT_ID: '4321' } as const;

export interface SamedayStandInEvent {
  statusId: number;
  status: string;
  statusLabel?: string;
  /** ISO with offset, as Sameday writes it: 2026-01-10T09:37:28+0200. */
  statusDate: string;
  county?: string;
  transitLocation?: string;
  reason?: string;
}

export interface SamedayStandInBooking {
  awb: string;
  reference: string;
  /** Every field received, bracket keys as sent. */
  form: Record<string, string>;
  pickedUp: boolean;
  cancelled: boolean;
}

export interface SamedayStandIn extends StandInServer {
  readonly bookings: Map<string, SamedayStandInBooking>;
  /** Logins answered (good credentials). */
  readonly logins: number;
  /** Every token issued so far stops working (401), as when it expires. */
  expireTokens(): void;
  setEvents(awb: string, events: SamedayStandInEvent[]): void;
  /** `expeditionSummary.awbWeight` of the AWB's status answer, sent as given (left out until set). */
  setWeight(awb: string, awbWeight: unknown): void;
  markPickedUp(awb: string): void;
}

export interface SamedayStandInOptions {
  port?: number;
  /** The account's service ids by code (24 home, LN easybox); demo and production differ. */
  services?: { home: number; locker: number };
  /** How many easybox lockers to list (paginated). */
  lockers?: number;
  /** Whether the account may drop AWBs in an easybox (lockerFirstMile); true unless told. */
  lockerReturns?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const samedayDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+0000`;

/** A 400 with Sameday's nested field errors. */
function validationFailed(fields: Record<string, string>): StandInReply {
  const root: { children: Record<string, unknown> } = { children: {} };
  for (const [path, message] of Object.entries(fields)) {
    let node = root;
    const parts = path.split('.');
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node.children[part] = { errors: [message] };
      else node = (node.children[part] ??= { children: {} }) as typeof root;
    });
  }
  return { status: 400, body: { code: 400, message: 'Validation Failed', errors: root } };
}

const page = <T>(items: T[], query: URLSearchParams): StandInReply => {
  const perPage = Math.max(1, Number(query.get('countPerPage') ?? 50));
  const current = Math.max(1, Number(query.get('page') ?? 1));
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return { body: { total: items.length, currentPage: current, pages, perPage, data: items.slice((current - 1) * perPage, current * perPage) } };
};

export async function startSamedayStandIn(options: SamedayStandInOptions = {}): Promise<SamedayStandIn> {
  const serviceIds = options.services ?? { home: 7, locker: 15 };
  const services = [
    { id: 1, name: '2H', serviceCode: '2H', deliveryType: { id: 1, name: 'Sameday' }, defaultServices: false, serviceOptionalTaxes: [] },
    {
      id: serviceIds.home,
      name: '24H',
      serviceCode: '24',
      deliveryType: { id: 2, name: 'NextDay' },
      defaultServices: true,
      serviceOptionalTaxes: [
        { id: 23, name: 'Deschidere Colet', taxCode: 'OPCG', costType: 'Procentual', tax: 1.1, packageType: 0 },
        { id: 24, name: 'Predare personala in punct fix', taxCode: 'PDO', costType: 'Fix', tax: 0, packageType: 0 },
      ],
    },
    { id: serviceIds.locker, name: 'Locker NextDay', serviceCode: 'LN', deliveryType: { id: 2, name: 'NextDay' }, defaultServices: false, serviceOptionalTaxes: [] },
  ];
  const lockers = Array.from({ length: options.lockers ?? 3 }, (_, i) => ({
    lockerId: 1001 + i,
    name: `easybox Stand-in ${i + 1}`,
    country: 'Romania',
    countryId: 187,
    county: i % 2 ? 'Cluj' : 'București',
    countyId: i % 2 ? 13 : 1,
    city: i % 2 ? 'Cluj-Napoca' : 'Sectorul 4',
    cityId: 4 + i,
    address: `Str. Exemplu, Nr. ${i + 1}`,
    postalCode: i % 2 ? '400001' : '041337',
    lat: 44.38 + i / 100,
    lng: 26.14 + i / 100,
    supportedPayment: i % 3 === 2 ? 0 : 1,
    clientVisible: 1,
    schedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, openingHour: '00:00', closingHour: '23:59' })),
  }));
  const tokens = new Set<string>();
  const bookings = new Map<string, SamedayStandInBooking>();
  const events = new Map<string, SamedayStandInEvent[]>();
  const weights = new Map<string, unknown>();
  let logins = 0;
  let serial = 241067423;

  const authorised = (request: StandInRequest) => tokens.has(String(request.headers['x-auth-token'] ?? ''));

  const createAwb = (request: StandInRequest): StandInReply => {
    const form = Object.fromEntries(request.form.entries());
    const problems: Record<string, string> = {};
    if (form.pickupPoint !== STAND_IN_CREDENTIALS.PICKUP_POINT_ID) problems.pickupPoint = 'The given pickupPoint is invalid!';
    const service = services.find((s) => String(s.id) === form.service);
    if (!service) problems.service = 'This value is not valid.';
    for (const field of ['name', 'phoneNumber', 'address']) if (!form[`awbRecipient[${field}]`]) problems[`awbRecipient.${field}`] = 'This value should not be blank.';
    if (!form['awbRecipient[city]'] && !form['awbRecipient[cityString]']) problems['awbRecipient.cityString'] = 'Invalid city.';
    if (!form['awbRecipient[county]'] && !form['awbRecipient[countyString]']) problems['awbRecipient.countyString'] = 'Invalid county.';
    if (form['awbRecipient[cityString]'] === 'Nicăieri') problems['awbRecipient.cityString'] = 'Invalid city.';
    if (form.thirdPartyPickup === '1' && !form['thirdParty[cityString]'] && !form['thirdParty[city]']) problems['thirdParty.city'] = 'Invalid city.';
    const count = Number(form.packageNumber);
    if (!(count >= 1)) problems.packageNumber = 'This value should be 1 or more.';
    for (let i = 0; i < count; i++) if (!(Number(form[`parcels[${i}][weight]`]) > 0)) problems[`parcels.${i}.weight`] = 'This value should be greater than 0.';
    if (service?.serviceCode === 'LN' && !lockers.some((l) => String(l.lockerId) === form.lockerLastMile)) problems.lockerLastMile = 'Invalid locker.';
    if (form.lockerFirstMile !== undefined) {
      if (options.lockerReturns === false) problems.lockerFirstMile = 'Locker first mile is not available for this client.';
      else if (!lockers.some((l) => String(l.lockerId) === form.lockerFirstMile)) problems.lockerFirstMile = 'Invalid locker.';
    }
    if (Object.keys(problems).length) return validationFailed(problems);
    const awb = `1SDY${serial++}`;
    bookings.set(awb, { awb, reference: form.clientInternalReference ?? '', form, pickedUp: false, cancelled: false });
    const parcels = Array.from({ length: count }, (_, i) => ({ position: i + 1, awbNumber: `${awb}${String(i + 1).padStart(3, '0')}` }));
    const lockerReturnChargeCode = form.lockerFirstMile === undefined ? null : `R${String(serial * 37).slice(-7)}`;
    return { status: 201, body: { awbNumber: awb, awbCost: 14.5, parcels, pdfLink: `${request.headers.host ?? ''}/api/awb/download/${awb}/A4`, lockerReturnChargeCode } };
  };

  const route = (request: StandInRequest): StandInReply => {
    const { method, path } = request;
    if (method === 'POST' && path === '/api/authenticate') {
      if (request.headers['x-auth-username'] !== STAND_IN_CREDENTIALS.USERNAME || request.headers['x-auth-password'] !== STAND_IN_CREDENTIALS.PASSWORD) {
        return { status: 401, body: { code: 401, message: 'Bad credentials' } };
      }
      logins += 1;
      const token = `sd-token-${logins}-${Math.random().toString(36).slice(2, 10)}`;
      tokens.add(token);
      const until = new Date(Date.now() + 12 * 3600_000);
      const local = new Date(until.getTime() + 2 * 3600_000); // written as Bucharest wall time (EET, close enough for a stand-in)
      return { body: { token, expire_at: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` } };
    }
    if (!authorised(request)) return { status: 401, body: { code: 401, message: 'Invalid JWT Token' } };

    if (method === 'GET' && path === '/api/client/services') return page(services, request.query);
    if (method === 'GET' && path === '/api/client/lockers') return page(lockers, request.query);
    if (method === 'POST' && path === '/api/awb/estimate-cost') {
      const form = Object.fromEntries(request.form.entries());
      if (!services.some((s) => String(s.id) === form.service)) return validationFailed({ service: 'This value is not valid.' });
      const weight = Number(form.packageWeight ?? 0);
      const cod = Number(form.cashOnDelivery ?? 0);
      return { body: { amount: Math.round((15 + Math.max(0, weight - 1) * 1.5 + (cod > 0 ? 2 : 0)) * 100) / 100, currency: 'RON', time: 24 } };
    }
    if (method === 'POST' && path === '/api/awb') return createAwb(request);

    const deleteMatch = /^\/api\/awb\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && deleteMatch) {
      const booking = bookings.get(deleteMatch[1]!);
      if (!booking || booking.cancelled) return { status: 404, body: { code: 404, message: 'Awb not found' } };
      if (booking.pickedUp) return { status: 400, body: { code: 400, message: 'Awb can not be deleted. It is already picked up.' } };
      booking.cancelled = true;
      return { status: 204 };
    }
    const labelMatch = /^\/api\/awb\/download\/([^/]+)\/(A4|A6)$/.exec(path);
    if (method === 'GET' && labelMatch) {
      if (!bookings.has(labelMatch[1]!)) return { status: 404, body: { code: 404, message: 'Awb not found' } };
      return { headers: { 'content-type': 'application/pdf' }, body: tinyPdf(`Sameday ${labelMatch[1]} ${labelMatch[2]}`) };
    }
    const statusMatch = /^\/api\/client\/awb\/([^/]+)\/status$/.exec(path);
    if (method === 'GET' && statusMatch) {
      const awb = statusMatch[1]!;
      const booking = bookings.get(awb);
      const history = events.get(awb);
      if (!booking && !history) return { status: 404, body: { code: 404, message: 'Awb not found' } };
      const list = history ?? [{ statusId: 1, status: 'AWB Emis', statusLabel: 'Document de transport emis', statusDate: samedayDate(new Date()), county: 'Bucuresti' }];
      const last = list.at(-1)!;
      return {
        body: {
          expeditionSummary: { awbNumber: awb, awbWeight: weights.get(awb), delivered: last.statusId === 9, canceled: Boolean(booking?.cancelled), deliveryAttempts: 0 },
          expeditionStatus: last,
          parcelsStatus: [],
          // Newest first, as the SDK's fixtures list it.
          expeditionHistory: [...list].reverse(),
          inReturn: false,
        },
      };
    }
    return { status: 404, body: { code: 404, message: 'No route found' } };
  };

  const server = await startStandInServer(route, { port: options.port });
  const standIn = Object.assign(server, {
    bookings,
    expireTokens() {
      tokens.clear();
    },
    setEvents(awb: string, list: SamedayStandInEvent[]) {
      events.set(awb, list);
    },
    setWeight(awb: string, awbWeight: unknown) {
      weights.set(awb, awbWeight);
    },
    markPickedUp(awb: string) {
      const booking = bookings.get(awb);
      if (booking) booking.pickedUp = true;
    },
  });
  return Object.defineProperty(standIn, 'logins', { get: () => logins, enumerable: true }) as SamedayStandIn;
}
