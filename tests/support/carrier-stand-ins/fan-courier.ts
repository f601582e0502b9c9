// A local stand-in for FAN Courier's API v2.0 (carrier-apis.md sections 1 and 7), for the adapter's
// contract tests and as a plain local server for end-to-end runs (set FAN_COURIER_USERNAME /
// _PASSWORD / _CLIENT_ID to STAND_IN_CREDENTIALS and FAN_COURIER_BASE_URL to its url). It speaks FAN's
// wire format: `POST login` -> {status,data:{token,expiresAt}}; a Bearer token on every other call
// (401 {"message":"Unauthenticated."} without one or once expired, as FAN's Laravel API answers);
// `reports/*` GETs with bracketed query keys (`awb[]`, `info[service]`); `POST intern-awb` answering
// {response:[...]} with per-shipment `errors` keyed by field path; `DELETE awb` -> {status,data};
// `awb/label` answering HTML unless pdf=1 / zpl=1, and A6 only for ePOD (X) AWBs. Localities are
// checked against a small nomenclature without diacritics, as FAN's. Tracking events are set by the
// test; an AWB it does not know is left out of the answer [?: FAN does not document that case].
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from './stand-in-server.ts';
import { tinyPdf } from './tiny-pdf.ts';

export const STAND_IN_CREDENTIALS = { USERNAME: 'curiero-fan', PASSWORD: 'fan-secret', CLIENT_ID: '7032158' } as const;

export interface FanStandInEvent {
  id: string;
  name: string;
  location: string;
  /** "YYYY-MM-DD HH:mm:ss", Bucharest time. */
  date: string;
}

export interface FanStandInBooking {
  awb: string;
  /** The shipment as received. */
  shipment: Record<string, unknown> & { info: Record<string, unknown>; recipient: Record<string, unknown>; sender?: Record<string, unknown> };
  pickedUp: boolean;
  deleted: boolean;
}

/** A courier order (pickup) as received. */
export interface FanStandInCourierOrder {
  id: number;
  info: Record<string, unknown>;
  deleted: boolean;
}

export interface FanStandIn extends StandInServer {
  readonly bookings: Map<string, FanStandInBooking>;
  readonly courierOrders: Map<number, FanStandInCourierOrder>;
  /** Logins answered with a token. */
  readonly logins: number;
  /** Every token issued so far stops working (401), as when it expires. */
  expireTokens(): void;
  setEvents(awb: string, events: FanStandInEvent[]): void;
  /**
   * The events every AWB booked from now on reports from its first tracking call (none: a new AWB
   * reports nothing, as FAN's does). For a poller that may ask at any moment after the booking.
   */
  setEventsOnBooking(events: FanStandInEvent[] | null): void;
  markPickedUp(awb: string): void;
}

/** County -> its localities, FAN spelling (no diacritics). */
const NOMENCLATURE: Record<string, string[]> = {
  Bucuresti: ['Bucuresti'],
  Ilfov: ['Voluntari', 'Otopeni', 'Chiajna'],
  Cluj: ['Cluj-Napoca', 'Floresti', 'Turda'],
  'Bistrita-Nasaud': ['Bistrita'],
  Iasi: ['Iasi', 'Targu Frumos'],
};

export const STAND_IN_FANBOXES = [
  { id: 'FAN0033', name: 'FANbox Mega Image Obor', county: 'Bucuresti', locality: 'Bucuresti', street: 'Soseaua Colentina', streetNo: '2', zipCode: '021171', lat: '44.4501', lng: '26.1269' },
  { id: 'FAN0101', name: 'FANbox Iulius Mall', county: 'Cluj', locality: 'Cluj-Napoca', street: 'Strada Alexandru Vaida Voevod', streetNo: '53B', zipCode: '400436', lat: '46.7714', lng: '23.6266' },
];
const OFFICES = [{ id: 'S92', name: 'FAN Courier Cluj', county: 'Cluj', locality: 'Cluj-Napoca', street: 'Strada Traian Vuia', streetNo: '208', zipCode: '400397', lat: '46.79', lng: '23.62' }];
const SERVICES = ['Standard', 'Cont Colector', 'FANbox', 'FANbox Cont Colector', 'RedCode', 'CollectPoint'];

const fail = (message: string, status = 200, extra: Record<string, unknown> = {}): StandInReply => ({ status, body: { status: 'error', message, ...extra } });
const unauthenticated: StandInReply = { status: 401, body: { message: 'Unauthenticated.' } };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const missing = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The create call's checks, as FAN reports them: field path -> message. */
function shipmentErrors(shipment: Json): Record<string, string> {
  const errors: Record<string, string> = {};
  const info = obj(shipment.info);
  const packages = obj(info.packages);
  const options = Array.isArray(info.options) ? (info.options as string[]) : [];
  if (!SERVICES.includes(String(info.service))) errors['info.service'] = 'The selected service is invalid.';
  if (!(Number(packages.parcel) > 0 || Number(packages.envelope) > 0)) errors['info.parcels'] = 'At least one envelope or parcel is required';
  if (!(Number(info.weight) > 0)) errors['info.weight'] = 'The weight field is required.';
  if (!['expeditor', 'destinatar', 'sender', 'recipient'].includes(String(info.payment))) errors['info.payment'] = 'The selected payment is invalid.';
  const dims = obj(info.dimensions);
  for (const side of ['length', 'height', 'width']) if (!(Number(dims[side]) > 0)) errors[`info.dimensions.${side}`] = `The ${side} field is required.`;
  if (String(info.observation ?? '').length > 255) errors['info.observation'] = 'The observation may not be greater than 255 characters.';
  if (String(info.service).includes('Cont Colector') && missing(info.bankAccount)) errors['info.bankAccount'] = 'The bank account is required for Cont Colector.';
  for (const role of ['recipient', 'sender'] as const) {
    const party = obj(shipment[role]);
    if (role === 'sender' && !shipment.sender) continue;
    const address = obj(party.address);
    if (missing(party.name)) errors[`${role}.name`] = 'The name field is required.';
    if (missing(party.phone)) errors[`${role}.phone`] = 'The phone field is required.';
    const localities = NOMENCLATURE[String(address.county)];
    if (!localities) errors[`${role}.address.county`] = 'The selected county is invalid.';
    else if (!localities.includes(String(address.locality))) errors[`${role}.address.locality`] = 'The selected locality is invalid.';
    if (missing(address.street)) errors[`${role}.address.street`] = 'The street field is required.';
  }
  if (String(info.service).startsWith('FANbox')) {
    const recipient = obj(shipment.recipient);
    const to = obj(recipient.address).pickupLocationId;
    const from = obj(obj(shipment.sender).address).dropOffLocationId;
    if (!options.includes('V') && !options.includes('W')) errors['info.options'] = 'Option V or W is mandatory for FANbox.';
    if (options.includes('V') && !STAND_IN_FANBOXES.some((b) => b.id === to)) errors['recipient.address.pickupLocationId'] = 'The pickup location is invalid.';
    if (options.includes('W') && !STAND_IN_FANBOXES.some((b) => b.id === from)) errors['sender.address.dropOffLocationId'] = 'The drop off location is invalid.';
    if (options.includes('V') && missing(recipient.email)) errors['recipient.email'] = 'The email is mandatory for FANbox.';
    if (Number(packages.parcel) > 1) errors['info.packages.parcel'] = 'Only one parcel per FANbox AWB.';
  }
  return errors;
}

export async function startFanCourierStandIn(options: { port?: number } = {}): Promise<FanStandIn> {
  const bookings = new Map<string, FanStandInBooking>();
  const courierOrders = new Map<number, FanStandInCourierOrder>();
  let nextOrder = 90_001;
  const events = new Map<string, FanStandInEvent[]>();
  let eventsOnBooking: FanStandInEvent[] | null = null;
  let tokens = new Set<string>();
  let logins = 0;
  let nextAwb = 2_228_300_120_233;

  const authorised = (request: StandInRequest): boolean => {
    const header = String(request.headers.authorization ?? '');
    return header.startsWith('Bearer ') && tokens.has(header.slice(7));
  };
  const clientOk = (id: unknown): boolean => String(id) === STAND_IN_CREDENTIALS.CLIENT_ID;

  const handle = (request: StandInRequest): StandInReply => {
    const { method, path, query } = request;
    if (method === 'POST' && path === '/login') {
      const fields = request.form.size ? Object.fromEntries(request.form) : obj(request.json);
      if (fields.username !== STAND_IN_CREDENTIALS.USERNAME || fields.password !== STAND_IN_CREDENTIALS.PASSWORD) return fail('Invalid credentials', 401);
      logins += 1;
      const token = `${48_980_000 + logins}|standin${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      const expires = new Date(Date.now() + 24 * 3600 * 1000 + 3 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 19);
      return { body: { status: 'success', data: { token, expiresAt: expires } } };
    }
    if (!authorised(request)) return unauthenticated;

    if (method === 'POST' && path === '/intern-awb') {
      const body = obj(request.json);
      if (!clientOk(body.clientId)) return fail('The selected client id is invalid.', 422);
      const shipments = Array.isArray(body.shipments) ? (body.shipments as Json[]) : [];
      if (!shipments.length) return fail('The shipments field is required.', 422);
      const response = shipments.map((shipment) => {
        const errors = shipmentErrors(shipment);
        if (Object.keys(errors).length) return { awbNumber: null, success: false, errors };
        const awb = String(nextAwb++);
        bookings.set(awb, { awb, shipment: shipment as FanStandInBooking['shipment'], pickedUp: false, deleted: false });
        if (eventsOnBooking) events.set(awb, eventsOnBooking);
        return { awbNumber: Number(awb), tariff: 29.7, vat: 5.64, packages: 1, letter: 'B', routingCode: '1181', office: 'Bucuresti', pickUpPointId: null, visualCode: '11-08-01', estimatedDeliveryTime: 24, errors: null };
      });
      return { body: { response } };
    }

    if (method === 'DELETE' && path === '/awb') {
      if (!clientOk(query.get('clientId'))) return fail('The selected client id is invalid.', 422);
      const booking = bookings.get(query.get('awb') ?? '');
      if (!booking || booking.deleted) return fail('AWB not found', 404);
      if (booking.pickedUp) return fail('The AWB can no longer be deleted', 422);
      booking.deleted = true;
      return { body: { status: 'success', data: 'The AWB was successfully deleted' } };
    }

    if (method === 'POST' && path === '/order') {
      const body = obj(request.json);
      if (!clientOk(body.clientId)) return fail('The selected client id is invalid.', 422);
      const info = obj(body.info);
      const hours = obj(info.pickupHours);
      const errors: Record<string, string> = {};
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(info.pickupDate))) errors['info.pickupDate'] = 'The pickup date field is required.';
      if (!/^\d{2}:\d{2}$/.test(String(hours.first)) || !/^\d{2}:\d{2}$/.test(String(hours.second))) errors['info.pickupHours'] = 'The pickup hours are invalid.';
      else if (Number(String(hours.second).slice(0, 2)) - Number(String(hours.first).slice(0, 2)) < 2) errors['info.pickupHours'] = 'The pickup interval must be at least 2 hours.';
      if (info.orderType !== 'Standard' && !String(info.orderType).startsWith('Express Loco')) errors['info.orderType'] = 'The selected order type is invalid.';
      if (info.awbNumber !== undefined && info.awbNumber !== '' && !bookings.has(String(info.awbNumber))) errors['info.awbNumber'] = 'The AWB does not exist.';
      if (Object.keys(errors).length) return { status: 422, body: { status: 'error', message: 'The given data was invalid.', errors } };
      const id = nextOrder++;
      courierOrders.set(id, { id, info, deleted: false });
      return { body: { status: 'success', data: { id } } };
    }

    if (method === 'DELETE' && path === '/order') {
      const order = courierOrders.get(Number(query.get('id')));
      if (!clientOk(query.get('clientId')) || !order || order.deleted) return fail('The order does not exist.', 404);
      order.deleted = true;
      return { body: { status: 'success', data: 'The order was successfully deleted' } };
    }

    if (method === 'GET' && path === '/awb/label') {
      const awbs = query.getAll('awbs[]');
      const known = awbs.map((a) => bookings.get(a));
      if (!awbs.length || known.some((b) => !b || b.deleted)) return { body: { status: 'fail', message: 'AWB not found' } };
      if (query.get('pdf') === '1' && query.get('zpl') === '1') return fail('Choose pdf or zpl, not both.');
      const format = query.get('format') ?? 'A4';
      const epod = known.every((b) => (b!.shipment.info.options as string[] | undefined)?.includes('X'));
      if (format === 'A6' && !epod) return fail('The A6 format is available only for shipments with the ePOD option.');
      if (query.get('zpl') === '1') return { headers: { 'content-type': 'text/plain' }, body: awbs.map((a) => `^XA^FO50,50^BCN,100^FD${a}^FS^XZ`).join('\n') };
      if (query.get('pdf') === '1') return { headers: { 'content-type': 'application/pdf' }, body: tinyPdf(`AWB ${awbs.join(' ')} ${format}`) };
      return { headers: { 'content-type': 'text/html' }, body: `<html><body>AWB ${awbs.join(' ')}</body></html>` };
    }

    if (method === 'GET' && path === '/reports/awb/tracking') {
      if (!clientOk(query.get('clientId'))) return fail('The selected client id is invalid.', 422);
      const data = query.getAll('awb[]').flatMap((awb): Json[] => {
        const booking = bookings.get(awb);
        const list = events.get(awb);
        if (list?.length) return [{ awbNumber: Number(awb), content: booking?.shipment.info.content ?? '', date: list[0]!.date, confirmation: { name: '', date: '' }, OTD: '24H', events: list }];
        if (booking) return [{ awbNumber: Number(awb), content: booking.shipment.info.content ?? '', message: 'The AWB has been registerd by sender' }];
        return [];
      });
      return { body: { status: 'success', data } };
    }

    if (method === 'GET' && path === '/reports/awb/internal-tariff') {
      if (!clientOk(query.get('clientId'))) return fail('The selected client id is invalid.', 422);
      const errors: Record<string, string> = {};
      if (!SERVICES.includes(query.get('info[service]') ?? '')) errors['info.service'] = 'The selected service is invalid.';
      const county = query.get('recipient[county]') ?? '';
      if (!NOMENCLATURE[county]?.includes(query.get('recipient[locality]') ?? '')) errors['recipient.locality'] = 'The selected locality is invalid.';
      if (!(Number(query.get('info[weight]')) > 0)) errors['info.weight'] = 'The weight field is required.';
      if (Object.keys(errors).length) return { status: 422, body: { status: 'error', message: 'The given data was invalid.', errors } };
      const weight = Number(query.get('info[weight]'));
      const weightCost = 20 + weight * 1.5;
      const fuelCost = 1.69;
      const costNoVAT = Math.round((weightCost + fuelCost) * 100) / 100;
      const vat = Math.round(costNoVAT * 0.19 * 100) / 100;
      return { body: { status: 'success', data: { extraKmCost: 0, weightCost, insuranceCost: 0, optionsCost: 0, fuelCost, costNoVAT, vat, total: Math.round((costNoVAT + vat) * 100) / 100 } } };
    }

    if (method === 'GET' && path === '/reports/pickup-points') {
      const type = query.get('type');
      const list = type === 'fanbox' ? STAND_IN_FANBOXES : type === 'office' ? OFFICES : type === 'paypoint' ? [] : null;
      if (!list) return fail('The selected type is invalid.', 422);
      const data = list.map((p) => ({
        id: p.id,
        name: p.name,
        routingLocation: p.locality,
        description: `${p.name}, ${p.street} ${p.streetNo}`,
        address: { locality: p.locality, county: p.county, street: p.street, streetNo: p.streetNo, zipCode: p.zipCode, floor: null, reference: null },
        latitude: p.lat,
        longitude: p.lng,
        schedule: Array.from({ length: 7 }, (_, i) => (i < 6 ? { firstHour: '08:00', secondHour: '20:00' } : { firstHour: null, secondHour: null })),
        drawer: type === 'fanbox' ? [{ type: 'M', number: 4 }] : [],
      }));
      return { body: { status: 'success', data } };
    }
    return { status: 404, body: { message: `Stand-in: no route ${method} ${path}` } };
  };

  const server = await startStandInServer(handle, { port: options.port });
  const extra = {
    bookings,
    courierOrders,
    expireTokens() {
      tokens = new Set();
    },
    setEvents(awb: string, list: FanStandInEvent[]) {
      events.set(awb, list);
    },
    setEventsOnBooking(list: FanStandInEvent[] | null) {
      eventsOnBooking = list;
    },
    markPickedUp(awb: string) {
      const booking = bookings.get(awb);
      if (booking) booking.pickedUp = true;
    },
  };
  // A getter, so the count is read when asked (Object.assign would copy today's value).
  return Object.defineProperty(Object.assign(server, extra), 'logins', { get: () => logins, enumerable: true }) as FanStandIn;
}
