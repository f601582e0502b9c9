// A local stand-in for MyGLS ParcelService and GLS's delivery-point feed (carrier-apis.md sections 5
// and 7), for the adapter's contract tests and as a plain local server for end-to-end runs (set
// GLS_USERNAME / _PASSWORD / _CLIENT_NUMBER to STAND_IN_CREDENTIALS, GLS_BASE_URL to `baseUrl` and
// GLS_DELIVERY_POINTS_URL to `pointsUrl`). Wire format of the doc (ver. 25.12.11): JSON POSTed to
// /ParcelService.svc/json/{Method}; Username + SHA-512 password as 64 byte values in every body;
// errors only in the answer's error lists (HTTP 200), Appendix A codes; labels as byte-value arrays;
// ParcelId (database id) apart from ParcelNumber (tracking number); DeleteLabels at most 50 ids and only
// while PRINTED; error 31 on the 5th identical request within 5 minutes; WCF dates "/Date(ms+0200)/".
// PrintLabels_20251022 answers as PrintLabels plus each parcel's `PIN` when it has the LRS service
// with PickupType 2 (LabellessParcelLocker); PickupType without LRS, or LRS without PickupType 2, is a
// validation error, and an account without LRS (`lockerReturns: false`; the doc gives LRS as HU only)
// refuses it [?: the doc gives no code for a service the contract lacks: 13 with GLS's wording here].
import { createHash } from 'node:crypto';
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from './stand-in-server.ts';
import { tinyPdf } from './tiny-pdf.ts';

export const STAND_IN_CREDENTIALS = { USERNAME: 'api@curiero.ro', PASSWORD: 'gls-secret', CLIENT_NUMBER: '553001234' } as const;

const SERVICE_PATH = '/ParcelService.svc/json/';
const POINTS_PATH = '/data/deliveryPoints/ro.json';
const PRINTERS = ['A4_2x2', 'A4_4x1', 'Connect', 'Thermo', 'ThermoZPL', 'ShipItThermoPdf', 'ThermoZPL_300DPI'];

export interface GlsStandInStatus {
  StatusCode: string;
  StatusDate: Date;
  StatusDescription: string;
  StatusInfo?: string;
  DepotCity?: string;
}

export interface GlsStandInParcel {
  parcelId: number;
  parcelNumber: number;
  reference: string;
  /** The Parcel as received. */
  parcel: Record<string, unknown>;
  printer: string;
  printedAt: Date;
  state: 'PRINTED' | 'PICKED_UP' | 'DELETED';
}

export interface GlsStandIn extends StandInServer {
  /** GLS_BASE_URL for this stand-in. */
  readonly baseUrl: string;
  /** GLS_DELIVERY_POINTS_URL for this stand-in. */
  readonly pointsUrl: string;
  /** By ParcelNumber. */
  readonly parcels: Map<number, GlsStandInParcel>;
  setEvents(parcelNumber: number | string, statuses: GlsStandInStatus[]): void;
  /** `Weight` of the parcel's GetParcelStatuses answer, sent as given (null until set). */
  setWeight(parcelNumber: number | string, weight: unknown): void;
  markPickedUp(parcelNumber: number | string): void;
}

export interface GlsStandInOptions {
  port?: number;
  /** How bad credentials are answered: HTTP 401 (the doc) or ErrorCode -1 in the list (seen by 3p clients). */
  authFailure?: 'http' | 'list';
  /** Whether the account has the LRS (label-less locker return) service; true unless told. */
  lockerReturns?: boolean;
}

const wcf = (date: Date) => `/Date(${date.getTime()}+0200)/`;
const readDate = (value: unknown): Date | null => {
  const m = /Date\((-?\d+)/.exec(String(value ?? ''));
  return m ? new Date(Number(m[1])) : null;
};
const error = (ErrorCode: number, ErrorDescription: string, extra: { ClientReferenceList?: string[]; ParcelIdList?: number[] } = {}) => ({
  ErrorCode,
  ErrorDescription,
  ClientReferenceList: extra.ClientReferenceList ?? [],
  ParcelIdList: extra.ParcelIdList ?? [],
});
const ERROR_LISTS: Record<string, string> = {
  PrintLabels: 'PrintLabelsErrorList',
  PrintLabels_20251022: 'PrintLabelsErrorList',
  GetPrintedLabels: 'GetPrintedLabelsErrorList',
  DeleteLabels: 'DeleteLabelsErrorList',
  GetParcelStatuses: 'GetParcelStatusErrors',
  GetParcelList: 'GetParcelListErrors',
};

const points = [
  {
    id: 'RO10001-PARCELLOCKER',
    goldId: 10001,
    name: 'GLS ParcelLocker Kaufland Mărăști',
    description: '',
    contact: { countryCode: 'RO', postalCode: '400001', city: 'Cluj-Napoca', address: 'Str. Fabricii 1', phone: '' },
    location: [46.7784, 23.6116],
    hours: [1, 2, 3, 4, 5, 6, 7].map((d) => [d, '00:00', '23:59']),
    features: ['pickup', 'delivery', 'acceptsCard'],
    type: 'parcel-locker',
    hasWheelchairAccess: false,
  },
  {
    id: '2351-PARCELSHOP',
    goldId: 2351,
    name: 'Librăria Ștefan',
    contact: { countryCode: 'RO', postalCode: '011815', city: 'București', address: 'Str. Paris 9', phone: '+40722000000' },
    location: [44.4598, 26.0925],
    hours: [[1, '09:00', '18:00'], [2, '09:00', '18:00'], [6, null, null]],
    features: ['pickup'],
    type: 'parcel-shop',
    hasWheelchairAccess: true,
  },
];

export async function startGlsStandIn(options: GlsStandInOptions = {}): Promise<GlsStandIn> {
  const password = JSON.stringify(Array.from(createHash('sha512').update(STAND_IN_CREDENTIALS.PASSWORD, 'utf8').digest()));
  const parcels = new Map<number, GlsStandInParcel>();
  const statuses = new Map<number, GlsStandInStatus[]>();
  const weights = new Map<number, unknown>();
  const seen = new Map<string, number[]>();
  let nextId = 9001;
  let nextNumber = 51234567890;

  const byId = (id: number) => [...parcels.values()].find((p) => p.parcelId === id);

  const label = (printer: string, ids: number[]): number[] => {
    const text = `GLS ${ids.join(' ')}`;
    const body = printer.includes('ZPL') ? new TextEncoder().encode(`^XA^FO50,50^A0N,40,40^FD${text}^FS^XZ`) : tinyPdf(text);
    return Array.from(body);
  };

  const printLabels = (body: Record<string, unknown>, withPin = false): Record<string, unknown> => {
    const list = body.ParcelList as Record<string, unknown>[] | undefined;
    const errors: ReturnType<typeof error>[] = [];
    if (!Array.isArray(list)) return { PrintLabelsErrorList: [error(11, 'Parcel list is null')], PrintLabelsInfoList: [] };
    if (!list.length) return { PrintLabelsErrorList: [error(12, 'Parcel list is empty')], PrintLabelsInfoList: [] };
    if (!body.WebshopEngine) errors.push(error(13, 'WebshopEngine is required'));
    const printer = String(body.TypeOfPrinter ?? 'A4_2x2');
    if (!PRINTERS.includes(printer)) errors.push(error(34, 'Value of TypeOfPrinter is invalid'));
    const infos: { ClientReference: string; ParcelId: number; ParcelNumber: number; PIN?: string | null }[] = [];
    for (const parcel of list) {
      const ref = String(parcel.ClientReference ?? '');
      const own: ReturnType<typeof error>[] = [];
      const refs = { ClientReferenceList: ref ? [ref] : [] };
      if (String(parcel.ClientNumber) !== STAND_IN_CREDENTIALS.CLIENT_NUMBER) own.push(error(27, 'User is not authorized to access to Client', refs));
      if (!ref) own.push(error(32, 'The ClientReference field is required', refs));
      if (!parcel.Content) own.push(error(33, 'The Content field is required', refs));
      const count = Number(parcel.Count ?? 1);
      if (!(count >= 1 && count <= 99)) own.push(error(29, 'Parcel(s) count must be between 1 and 99', refs));
      const services = (parcel.ServiceList as { Code: string; PSDParameter?: { StringValue?: string; IntegerValue?: number } }[] | undefined) ?? [];
      if (services.some((s) => s.Code === 'INS') && count !== 1) own.push(error(28, 'The Count must be 1 because of the INS service', refs));
      if (parcel.CODCurrency && parcel.CODCurrency !== 'RON') own.push(error(48, 'Invalid COD currency ISO code', refs));
      for (const key of ['PickupAddress', 'DeliveryAddress']) {
        const address = parcel[key] as Record<string, unknown> | undefined;
        if (!address || ['Name', 'Street', 'City', 'ZipCode', 'CountryIsoCode'].some((f) => !address[f])) own.push(error(13, `Parcel validation issue: ${key} is incomplete`, refs));
        else if (address.HouseNumber !== undefined && !/^\d+$/.test(String(address.HouseNumber))) own.push(error(13, `Parcel validation issue: ${key}.HouseNumber must be a number`, refs));
        else if (String(address.HouseNumber) === '0') own.push(error(23, 'The house number cannot be 0', refs));
      }
      const psd = services.find((s) => s.Code === 'PSD');
      if (psd) {
        const delivery = (parcel.DeliveryAddress ?? {}) as Record<string, unknown>;
        if (!delivery.ContactName || !delivery.ContactPhone || !delivery.ContactEmail) own.push(error(13, 'Parcel validation issue: PSD needs ContactName, ContactPhone, ContactEmail', refs));
        const pointId = psd.PSDParameter?.StringValue ?? String(psd.PSDParameter?.IntegerValue ?? '');
        if (!points.some((p) => p.id === pointId)) own.push(error(13, 'Parcel validation issue: unknown ParcelShop', refs));
      }
      const lrs = services.some((s) => s.Code === 'LRS');
      if (lrs && Number(parcel.PickupType) !== 2) own.push(error(13, 'Parcel validation issue: LRS service requires PickupType 2 (LabellessParcelLocker)', refs));
      else if (!lrs && parcel.PickupType !== undefined) own.push(error(13, 'Parcel validation issue: PickupType is only used for LRS service', refs));
      else if (lrs && options.lockerReturns === false) own.push(error(13, 'Parcel validation issue: LRS service is not available for this client', refs));
      if (own.length) {
        errors.push(...own);
        continue;
      }
      const entry: GlsStandInParcel = { parcelId: nextId++, parcelNumber: nextNumber++, reference: ref, parcel, printer, printedAt: new Date(), state: 'PRINTED' };
      parcels.set(entry.parcelNumber, entry);
      const pin = lrs ? String(100000 + ((entry.parcelNumber * 7919) % 900000)) : null;
      infos.push({ ClientReference: ref, ParcelId: entry.parcelId, ParcelNumber: entry.parcelNumber, ...(withPin ? { PIN: pin } : {}) });
    }
    return { Labels: infos.length ? label(printer, infos.map((i) => i.ParcelNumber)) : null, PrintLabelsErrorList: errors, PrintLabelsInfoList: infos };
  };

  const methods: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
    PrintLabels: (body) => printLabels(body),
    PrintLabels_20251022: (body) => printLabels(body, true),
    GetPrintedLabels(body) {
      const ids = (body.ParcelIdList as number[] | undefined) ?? [];
      if (!ids.length) return { Labels: null, GetPrintedLabelsErrorList: [error(3, 'Parcel ID list is empty')] };
      const missing = ids.filter((id) => !byId(id) || byId(id)!.state === 'DELETED');
      if (missing.length) return { Labels: null, GetPrintedLabelsErrorList: [error(4, 'Parcel ID not exists', { ParcelIdList: missing })] };
      const printer = String(body.TypeOfPrinter ?? 'A4_2x2');
      if (![...PRINTERS, 'ShipItThermoZpl'].includes(printer)) return { Labels: null, GetPrintedLabelsErrorList: [error(34, 'Value of TypeOfPrinter is invalid')] };
      return { Labels: label(printer, ids.map((id) => byId(id)!.parcelNumber)), GetPrintedLabelsErrorList: [], PrintDataInfoList: [] };
    },
    DeleteLabels(body) {
      const ids = (body.ParcelIdList as number[] | undefined) ?? [];
      if (ids.length > 50) return { SuccessfullyDeletedList: [], DeleteLabelsErrorList: [error(22, 'Count of parcels for deleting is out of limit')] };
      const deleted: { ParcelId: number; SubParcelIdList: number[] }[] = [];
      const errors: ReturnType<typeof error>[] = [];
      for (const id of ids) {
        const parcel = byId(id);
        if (!parcel) errors.push(error(4, 'Parcel ID not exists', { ParcelIdList: [id] }));
        else if (parcel.state !== 'PRINTED') errors.push(error(6, 'Parcel with this ID has different status than PRINTED', { ParcelIdList: [id] }));
        else {
          parcel.state = 'DELETED';
          deleted.push({ ParcelId: id, SubParcelIdList: [] });
        }
      }
      return { SuccessfullyDeletedList: deleted, DeleteLabelsErrorList: errors };
    },
    GetParcelStatuses(body) {
      const number = Number(body.ParcelNumber);
      const parcel = parcels.get(number);
      const list = statuses.get(number) ?? (parcel ? [{ StatusCode: '51', StatusDate: parcel.printedAt, StatusDescription: 'Datele coletului au fost introduse în sistemul GLS.', DepotCity: '' }] : null);
      if (!list) return { ParcelNumber: number, ParcelStatusList: [], GetParcelStatusErrors: [error(9, 'Parcel number not exists')] };
      return {
        ClientReference: parcel?.reference ?? '',
        DeliveryCountryCode: 'RO',
        DeliveryZipCode: ((parcel?.parcel.DeliveryAddress ?? {}) as Record<string, unknown>).ZipCode ?? '',
        ParcelNumber: number,
        Weight: weights.get(number) ?? null,
        POD: null,
        // Newest first, as clients see it.
        ParcelStatusList: [...list].reverse().map((s) => ({ DepotCity: s.DepotCity ?? '', DepotNumber: '', StatusCode: s.StatusCode, StatusDate: wcf(s.StatusDate), StatusDescription: s.StatusDescription, StatusInfo: s.StatusInfo ?? '' })),
        GetParcelStatusErrors: [],
      };
    },
    GetParcelList(body) {
      const from = readDate(body.PrintDateFrom);
      const to = readDate(body.PrintDateTo);
      if (!from || !to || from > to) return { PrintDataInfoList: [], GetParcelListErrors: [error(24, 'Wrong print date interval')] };
      const found = [...parcels.values()].filter((p) => p.state !== 'DELETED' && p.printedAt >= from && p.printedAt <= to);
      return { PrintDataInfoList: found.map((p) => ({ ParcelId: p.parcelId, ParcelNumber: p.parcelNumber, ClientReference: p.reference })), GetParcelListErrors: [] };
    },
  };

  const route = (request: StandInRequest): StandInReply => {
    if (request.method === 'GET' && request.path === POINTS_PATH) return { body: { items: points } };
    if (request.method !== 'POST' || !request.path.startsWith(SERVICE_PATH)) return { status: 404, body: 'Endpoint not found.' };
    const method = request.path.slice(SERVICE_PATH.length);
    const handler = methods[method];
    if (!handler) return { status: 404, body: 'Endpoint not found.' };
    const body = (request.json ?? {}) as Record<string, unknown>;
    const list = ERROR_LISTS[method]!;
    if (body.Username !== STAND_IN_CREDENTIALS.USERNAME || JSON.stringify(body.Password) !== password) {
      if (options.authFailure === 'list') return { body: { [list]: [error(-1, 'Unauthorized.')] } };
      return { status: 401, body: 'Unauthorized' };
    }
    // Error 31: the 5th identical request within 5 minutes is refused.
    const now = Date.now();
    const recent = (seen.get(request.rawBody) ?? []).filter((t) => now - t < 5 * 60_000);
    recent.push(now);
    seen.set(request.rawBody, recent);
    if (recent.length >= 5) return { body: { [list]: [error(31, 'Same request sent 5 times within last 5 minutes')] } };
    return { body: handler(body) };
  };

  const server = await startStandInServer(route, { port: options.port });
  return Object.assign(server, {
    baseUrl: `${server.url}${SERVICE_PATH.slice(1)}`,
    pointsUrl: `${server.url}${POINTS_PATH.slice(1)}`,
    parcels,
    setEvents(parcelNumber: number | string, list: GlsStandInStatus[]) {
      statuses.set(Number(parcelNumber), list);
    },
    setWeight(parcelNumber: number | string, weight: unknown) {
      weights.set(Number(parcelNumber), weight);
    },
    markPickedUp(parcelNumber: number | string) {
      const parcel = parcels.get(Number(parcelNumber));
      if (parcel) parcel.state = 'PICKED_UP';
    },
  });
}
