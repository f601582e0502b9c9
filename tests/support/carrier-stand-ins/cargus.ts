// A stand-in for the Cargus UrgentCargus API v3 (carrier-apis.md sections 2 and 7), for the adapter's
// contract tests and as a plain local server for end-to-end runs (set CARGUS_BASE_URL to its url and
// the other CARGUS_* variables to STAND_IN_CREDENTIALS). It reproduces the wire format: the Azure API
// Management subscription key on every call (401 with APIM's own body without it), `LoginUser`
// answering the token as a bare JSON string, Bearer afterwards ("Failed to authenticate!" for a token
// it does not know), AWBs created with their CustomString and found again by date, `DELETE Awbs`
// answering true/false, `AwbDocuments` answering a JSON string of base64 PDF, tracking by a JSON array
// of barcodes, Ship & Go points and the price calculation. Errors are non-2xx with a JSON string body.
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from './stand-in-server.ts';
import { PAGE, tinyPdf } from './tiny-pdf.ts';

export const STAND_IN_CREDENTIALS = {
  SUBSCRIPTION_KEY: 'stand-in-cargus-subscription-key',
  USERNAME: 'curiero.integration',
  PASSWORD: 'parola-cargus-stand-in',
  PICKUP_LOCATION_ID: '201165677',
} as const;

export interface CargusStandInEvent {
  Date: string;
  EventId: number;
  Description: string;
  LocalityName?: string;
}

export interface CargusStandInAwb {
  barCode: string;
  body: Record<string, unknown>;
  createdAt: Date;
  pickedUp: boolean;
  deleted: boolean;
  events: CargusStandInEvent[];
}

export interface CargusStandIn extends StandInServer {
  /** AWBs created, by barcode. */
  readonly awbs: Map<string, CargusStandInAwb>;
  /** Logins answered with a token. */
  readonly logins: number;
  /** Every token issued so far stops being valid (the next call gets 401). */
  expireTokens(): void;
  /** The parcel was collected: it can no longer be deleted. */
  markPickedUp(barCode: string): void;
  setEvents(barCode: string, events: CargusStandInEvent[]): void;
}

const APIM_MISSING_KEY = { statusCode: 401, message: 'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.' };
const APIM_INVALID_KEY = { statusCode: 401, message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.' };

const DEFAULT_PUDO = [
  {
    Id: 114142, Symbol: 'SG-IF-01', Name: 'CARGUS SHIP & GO MAGURELE', LocationId: 1, CountyId: 27, County: 'Ilfov', CityId: 1793631, City: 'Magurele',
    StreetId: 39689, StreetName: 'Atomistilor', StreetNo: '99-115', PostalCode: '077125', Address: 'Str. Atomistilor 99-115', Longitude: 26.041645,
    Latitude: 44.367229, PointType: 5, OpenHoursMoStart: '08:00', OpenHoursMoEnd: '18:00', OpenHoursSaStart: '09:00', OpenHoursSaEnd: '13:00',
    ServiceCOD: true, PaymentType: 3, PhoneNumber: '021 9330', Email: '',
  },
  {
    Id: 201777, Symbol: 'SG-CJ-07', Name: 'Ship & Go Locker Kaufland Marasti', LocationId: 2, CountyId: 13, County: 'Cluj', CityId: 2000, City: 'Cluj-Napoca',
    StreetId: 0, StreetName: 'Aurel Vlaicu', StreetNo: '3', PostalCode: '400582', Address: '', Longitude: 23.62, Latitude: 46.78, PointType: 7,
    ServiceCOD: false, PaymentType: 1, PhoneNumber: '', Email: '',
  },
];

/** `mm-dd-yyyy` (Cargus's US-style dates on GetByDate) -> a UTC day start, or null when malformed. */
function usDay(text: string | null): number | null {
  const m = /^(\d\d)-(\d\d)-(\d{4})$/.exec(text ?? '');
  return m ? Date.UTC(+m[3]!, +m[1]! - 1, +m[2]!) : null;
}

function pudoIds(points: { Id: number }[]): Set<number> {
  return new Set(points.map((p) => p.Id));
}

export async function startCargusStandIn(options: { port?: number; pudoPoints?: Record<string, unknown>[]; unknownLocalities?: string[] } = {}): Promise<CargusStandIn> {
  const awbs = new Map<string, CargusStandInAwb>();
  const tokens = new Set<string>();
  const pudo = (options.pudoPoints ?? DEFAULT_PUDO) as ({ Id: number } & Record<string, unknown>)[];
  const unknownLocalities = new Set((options.unknownLocalities ?? ['Atlantida']).map((n) => n.toLowerCase()));
  let logins = 0;
  let nextBarCode = 1_100_000_001;

  const refuse = (message: string, status = 400): StandInReply => ({ status, body: JSON.stringify(message), headers: { 'content-type': 'application/json; charset=utf-8' } });
  const json = (body: unknown): StandInReply => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json; charset=utf-8' } });

  const awbView = (a: CargusStandInAwb) => ({
    BarCode: Number(a.barCode),
    Status: a.deleted ? 'Deleted' : a.pickedUp ? 'Picked up' : 'Created',
    CustomString: a.body.CustomString ?? '',
    Recipient: a.body.Recipient,
    Parcels: a.body.Parcels,
    TotalWeight: a.body.TotalWeight,
    CashRepayment: a.body.CashRepayment,
    ShippingCost: price(a.body),
  });

  function price(body: Record<string, unknown>) {
    const weight = Number(body.TotalWeight ?? 1);
    const cod = Number(body.CashRepayment ?? 0) + Number(body.BankRepayment ?? 0);
    const subtotal = Math.round((14 + Math.max(0, weight - 1) * 1.5 + (cod > 0 ? 3 : 0)) * 100) / 100;
    const tax = Math.round(subtotal * 21) / 100;
    return { BaseCost: 14, ExtraKmCost: 0, WeightCost: subtotal, InsuranceCost: 0, SpecialCost: 0, RepaymentCost: cod > 0 ? 3 : 0, Subtotal: subtotal, Tax: tax, GrandTotal: Math.round((subtotal + tax) * 100) / 100 };
  }

  /** Why Cargus would refuse this AWB body, or null. */
  function invalid(body: Record<string, unknown>): string | null {
    const sender = body.Sender as { LocationId?: number } | undefined;
    if (String(sender?.LocationId) !== STAND_IN_CREDENTIALS.PICKUP_LOCATION_ID) return 'Punctul de ridicare nu apartine clientului';
    const r = (body.Recipient ?? {}) as Record<string, unknown>;
    if (!r.Name) return 'Numele destinatarului este obligatoriu';
    if (!r.PhoneNumber) return 'Telefonul destinatarului este obligatoriu';
    if (body.ServiceId === 38) {
      if (!pudoIds(pudo).has(Number(body.DeliveryPudoPoint))) return 'Punctul PUDO nu exista';
    } else {
      if (!r.CountyName || !r.LocalityName) return 'Judetul si localitatea destinatarului sunt obligatorii';
      if (unknownLocalities.has(String(r.LocalityName).toLowerCase())) return `Localitatea ${String(r.LocalityName)} nu a fost gasita in judetul ${String(r.CountyName)}`;
    }
    const parcels = Number(body.Parcels ?? 0);
    const envelopes = Number(body.Envelopes ?? 0);
    if (parcels + envelopes < 1) return 'Expeditia trebuie sa aiba cel putin un colet sau un plic';
    if (envelopes > 9) return 'Numarul maxim de plicuri este 9';
    if (!(Number(body.TotalWeight) > 0)) return 'Greutatea totala este obligatorie';
    if (!Number.isInteger(body.TotalWeight)) return 'Greutatea totala trebuie sa fie un numar intreg';
    const codes = (body.ParcelCodes ?? []) as unknown[];
    if (codes.length !== parcels + envelopes) return 'ParcelCodes nu corespunde numarului de colete si plicuri';
    return null;
  }

  function create(request: StandInRequest): CargusStandInAwb | string {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const problem = invalid(body);
    if (problem) return problem;
    const awb: CargusStandInAwb = { barCode: String(nextBarCode++), body, createdAt: new Date(), pickedUp: false, deleted: false, events: [] };
    awbs.set(awb.barCode, awb);
    return awb;
  }

  const barCodes = (raw: string | null): string[] | null => {
    try {
      const parsed = JSON.parse(raw ?? '') as unknown;
      return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
    } catch {
      return null;
    }
  };

  const server = await startStandInServer((request) => {
    const key = request.headers['ocp-apim-subscription-key'];
    if (!key) return { status: 401, body: APIM_MISSING_KEY };
    if (key !== STAND_IN_CREDENTIALS.SUBSCRIPTION_KEY) return { status: 401, body: APIM_INVALID_KEY };
    const route = `${request.method} ${request.path.replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase()}`;

    if (route === 'POST loginuser') {
      const body = (request.json ?? {}) as { UserName?: string; Password?: string };
      if (body.UserName !== STAND_IN_CREDENTIALS.USERNAME || body.Password !== STAND_IN_CREDENTIALS.PASSWORD) return refuse('Nume de utilizator sau parola incorecta', 400);
      logins += 1;
      const token = `stand-in-token-${logins}-${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      return json(token);
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !tokens.has(bearer)) return refuse('Failed to authenticate!', 401);

    switch (route) {
      case 'POST awbs': {
        const made = create(request);
        return typeof made === 'string' ? refuse(made) : json(Number(made.barCode));
      }
      case 'POST awbs/withgetawb': {
        const made = create(request);
        return typeof made === 'string' ? refuse(made) : json([awbView(made)]);
      }
      case 'GET awbs/getbydate': {
        const from = usDay(request.query.get('FromDate'));
        const to = usDay(request.query.get('ToDate'));
        if (from === null || to === null) return refuse('Format data invalid (mm-dd-yyyy)');
        const page = Number(request.query.get('pageNumber') ?? 1);
        const size = Number(request.query.get('itemsPerPage') ?? 100);
        const inRange = [...awbs.values()].filter((a) => {
          const day = Date.UTC(a.createdAt.getUTCFullYear(), a.createdAt.getUTCMonth(), a.createdAt.getUTCDate());
          return day >= from && day <= to;
        });
        const slice = inRange.slice((page - 1) * size, page * size);
        return slice.length ? json(slice.map(awbView)) : { status: 204 };
      }
      case 'DELETE awbs': {
        const awb = awbs.get(request.query.get('barCode') ?? '');
        if (!awb || awb.deleted) return refuse('AWB-ul nu exista');
        if (awb.pickedUp) return json(false);
        awb.deleted = true;
        return json(true);
      }
      case 'GET awbdocuments': {
        const codes = barCodes(request.query.get('barCodes'));
        if (!codes?.length || codes.some((c) => !awbs.has(c))) return refuse('AWB-ul nu exista');
        if ((request.query.get('type') ?? 'PDF').toUpperCase() !== 'PDF') return refuse('Tip document necunoscut');
        const format = request.query.get('format') === '1' ? '10x14' : 'A4';
        const pdf = tinyPdf(`Cargus AWB ${codes.join(', ')} ${format}`, PAGE.LABEL_10X14);
        return json(Buffer.from(pdf).toString('base64'));
      }
      case 'GET awbtrace/withredirect':
      case 'GET awbtrace': {
        const codes = barCodes(request.query.get('barCode'));
        if (!codes) return refuse('Parametrul barCode este invalid');
        const known = codes.flatMap((c) => {
          const awb = awbs.get(c);
          return awb ? [{ Code: Number(c), Type: 'AWB', Event: awb.events }] : [];
        });
        return json(known);
      }
      case 'POST shippingcalculation': {
        const body = (request.json ?? {}) as Record<string, unknown>;
        if (!body.ToLocalityName && !body.DeliveryPudoPoint) return refuse('Localitatea destinatarului este obligatorie');
        if (body.ToLocalityName && unknownLocalities.has(String(body.ToLocalityName).toLowerCase())) return refuse(`Localitatea ${String(body.ToLocalityName)} nu a fost gasita`);
        return json(price(body));
      }
      case 'GET pudopoints':
        return json(pudo);
      default:
        return { status: 404, body: { statusCode: 404, message: 'Resource not found' } };
    }
  }, { port: options.port });

  return {
    url: server.url,
    requests: server.requests,
    misbehave: server.misbehave,
    close: server.close,
    awbs,
    get logins() {
      return logins;
    },
    expireTokens() {
      tokens.clear();
    },
    markPickedUp(barCode: string) {
      const awb = awbs.get(barCode);
      if (awb) awb.pickedUp = true;
    },
    setEvents(barCode: string, events: CargusStandInEvent[]) {
      const awb = awbs.get(barCode);
      if (awb) awb.events = events;
    },
  };
}
