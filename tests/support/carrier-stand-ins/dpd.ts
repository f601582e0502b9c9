// A stand-in for DPD Romania's Web API v1 (the Speedy platform; carrier-apis.md sections 3 and 7), for
// the adapter's contract tests and as a plain local server for end-to-end runs (set DPD_BASE_URL to its
// url and DPD_USERNAME / DPD_PASSWORD to STAND_IN_CREDENTIALS). It reproduces the wire format: every
// call a POST with userName/password in the JSON body, errors as `{error:{code, message, context,
// component}}` with HTTP 200 (code 1 and a login message for bad credentials), shipments validated and
// remembered with their ref1 (searchable), cancel refused once the pickup is made, `print` answering
// application/pdf, text/plain ZPL (A6 only, dpi203 or dpi300) or a JSON error, `track` with at most 10 parcels and a
// per-parcel error for an unknown one, sites (max 10 results), offices and APT lockers, calculate.
import { startStandInServer, type StandInServer } from './stand-in-server.ts';
import { PAGE, tinyPdf } from './tiny-pdf.ts';

export const STAND_IN_CREDENTIALS = { USERNAME: 'curiero-dpd', PASSWORD: 'parola-dpd-stand-in' } as const;

export interface DpdStandInOperation {
  dateTime: string;
  operationCode: number;
  description: string;
  comment?: string;
  place?: string;
}

export interface DpdStandInShipment {
  id: string;
  parcelIds: string[];
  body: Record<string, unknown>;
  pickedUp: boolean;
  cancelled: boolean;
  operations: DpdStandInOperation[];
}

export interface DpdStandIn extends StandInServer {
  readonly shipments: Map<string, DpdStandInShipment>;
  markPickedUp(shipmentId: string): void;
  setOperations(parcelId: string, operations: DpdStandInOperation[]): void;
}

const SITES = [
  { id: 642279132, countryId: 642, type: 'mun.', name: 'BUCURESTI', nameEn: 'BUCURESTI', municipality: 'BUCURESTI', region: 'BUCURESTI', postCode: '010011' },
  { id: 642054135, countryId: 642, type: 'mun.', name: 'CLUJ-NAPOCA', nameEn: 'CLUJ-NAPOCA', municipality: 'CLUJ-NAPOCA', region: 'CLUJ', postCode: '400001' },
  { id: 642095828, countryId: 642, type: 'mun.', name: 'IASI', nameEn: 'IASI', municipality: 'IASI', region: 'IASI', postCode: '700001' },
  { id: 642099001, countryId: 642, type: 'sat', name: 'IASI', nameEn: 'IASI', municipality: 'GOLESTI', region: 'VALCEA', postCode: '247150' },
  { id: 642120001, countryId: 642, type: 'sat', name: 'IASINA', nameEn: 'IASINA', municipality: 'BRAN', region: 'BRASOV', postCode: '507026' },
];

const OFFICES = [
  {
    id: 1045, name: 'DPD CLUJ-NAPOCA OFICIU', nameEn: 'DPD CLUJ-NAPOCA OFFICE', siteId: 642054135, type: 'OFFICE',
    address: { countryId: 642, siteId: 642054135, siteName: 'CLUJ-NAPOCA', postCode: '400394', fullAddressString: 'CLUJ-NAPOCA, str. Fabricii 12', localAddressString: 'str. Fabricii 12', x: 23.62, y: 46.77 },
    workingTimeFrom: '09:00', workingTimeTo: '19:00', workingTimeHalfFrom: '09:00', workingTimeHalfTo: '13:00', cashPaymentAllowed: true, cardPaymentAllowed: true, pickUpAllowed: true, dropOffAllowed: true,
  },
  {
    id: 77120, name: 'DPDBOX IASI PALAS', nameEn: 'DPDBOX IASI PALAS', siteId: 642095828, type: 'APT',
    address: { countryId: 642, siteId: 642095828, siteName: 'IASI', postCode: '700051', fullAddressString: 'IASI, str. Palas 7A', localAddressString: 'str. Palas 7A', x: 27.58, y: 47.15 },
    workingTimeFrom: '00:00', workingTimeTo: '23:59', cashPaymentAllowed: false, cardPaymentAllowed: true, pickUpAllowed: true, dropOffAllowed: true,
  },
];

const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

let errorSeq = 0;
const error = (code: number, message: string, component?: string) => ({ error: { context: component ? 'validation' : 'general', message, id: `stand-in-${++errorSeq}`, code, ...(component ? { component } : {}) } });

export async function startDpdStandIn(options: { port?: number } = {}): Promise<DpdStandIn> {
  const shipments = new Map<string, DpdStandInShipment>();
  const byParcel = new Map<string, DpdStandInShipment>();
  let next = 80_100_000_000_001;

  /** Why DPD would refuse this shipment body, or null. */
  function invalid(body: Record<string, unknown>): ReturnType<typeof error> | null {
    const recipient = (body.recipient ?? {}) as Record<string, unknown>;
    const service = (body.service ?? {}) as Record<string, unknown>;
    const content = (body.content ?? {}) as Record<string, unknown>;
    if (typeof recipient.privatePerson !== 'boolean') return error(100, 'privatePerson is required', '$.recipient.privatePerson');
    const name = String(recipient.clientName ?? '');
    if (name.length < 3 || name.length > 60) return error(100, 'Invalid client name', '$.recipient.clientName');
    if (recipient.privatePerson && recipient.contactName) return error(100, 'Contact name is forbidden for private persons', '$.recipient.contactName');
    if (!recipient.privatePerson && !recipient.contactName) return error(100, 'Contact name is required', '$.recipient.contactName');
    if (!/^(0|\+)\d{6,19}$/.test(String((recipient.phone1 as { number?: string } | undefined)?.number ?? ''))) return error(100, 'Invalid phone number', '$.recipient.phone1.number');
    if (recipient.pickupOfficeId !== undefined) {
      if (!OFFICES.some((o) => o.id === recipient.pickupOfficeId)) return error(180, 'Invalid pickup office', '$.recipient.pickupOfficeId');
    } else {
      const address = (recipient.address ?? {}) as Record<string, unknown>;
      if (!SITES.some((s) => s.id === address.siteId)) return error(120, 'Invalid site', '$.recipient.address.siteId');
      if (!address.addressNote && !address.streetName) return error(120, 'Address is incomplete', '$.recipient.address');
    }
    if (service.serviceId !== 2505) return error(400, 'Invalid courier service', '$.service.serviceId');
    if (!content.contents) return error(600, 'Contents is required', '$.content.contents');
    if (!content.package) return error(605, 'Package is required', '$.content.package');
    const parcels = (content.parcels ?? []) as { weight?: number }[];
    if (!parcels.length || parcels.length !== content.parcelsCount) return error(630, 'Invalid parcels count', '$.content.parcelsCount');
    if (parcels.some((p) => !(Number(p.weight) > 0) || Number(p.weight) > 31.5)) return error(620, 'Invalid parcel weight', '$.content.parcels.weight');
    if (String(body.ref1 ?? '').length > 30) return error(800, 'ref1 is too long', '$.ref1');
    if (String(body.ref2 ?? '').length > 30) return error(805, 'ref2 is too long', '$.ref2');
    return null;
  }

  function price(body: Record<string, unknown>) {
    const content = (body.content ?? {}) as { totalWeight?: number };
    const cod = ((body.service as { additionalServices?: { cod?: { amount: number } } } | undefined)?.additionalServices?.cod?.amount ?? 0) > 0;
    const amount = Math.round((16 + Math.max(0, Number(content.totalWeight ?? 1) - 1) * 1.2 + (cod ? 2.5 : 0)) * 100) / 100;
    const vat = Math.round(amount * 21) / 100;
    return { amount, vat, total: Math.round((amount + vat) * 100) / 100, currency: 'RON', amountLocal: amount, vatLocal: vat, totalLocal: Math.round((amount + vat) * 100) / 100, currencyLocal: 'RON', details: {} };
  }

  const server = await startStandInServer((request) => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (request.method !== 'POST') return { status: 405, body: error(1, 'Method not allowed') };
    if (body.userName !== STAND_IN_CREDENTIALS.USERNAME || body.password !== STAND_IN_CREDENTIALS.PASSWORD) return { body: error(1, 'Invalid username or password') };
    const route = request.path.replace(/^\/+/, '').replace(/\/+$/, '');

    switch (route) {
      case 'shipment': {
        const problem = invalid(body);
        if (problem) return { body: problem };
        const id = String(next);
        next += 10;
        const count = Number((body.content as { parcelsCount: number }).parcelsCount);
        const parcelIds = Array.from({ length: count }, (_, i) => (i === 0 ? id : String(Number(id) + i)));
        const shipment: DpdStandInShipment = { id, parcelIds, body, pickedUp: false, cancelled: false, operations: [] };
        shipments.set(id, shipment);
        for (const p of parcelIds) byParcel.set(p, shipment);
        return { body: { id, parcels: parcelIds.map((pid, i) => ({ seqNo: i + 1, id: pid })), price: price(body), pickupDate: '2025-03-10', deliveryDeadline: '2025-03-11T19:00:00+02:00' } };
      }
      case 'shipment/search': {
        if (typeof body.ref !== 'string' || typeof body.searchInRef !== 'number') return { body: error(1, 'ref and searchInRef are required') };
        if (body.fromDateTime !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/.test(String(body.fromDateTime))) return { body: error(1, 'Invalid fromDateTime', '$.fromDateTime') };
        const found = [...shipments.values()].filter((s) => !s.cancelled && s.body.ref1 === body.ref);
        return { body: { barcodes: found.map((s) => s.id) } };
      }
      case 'shipment/info': {
        const ids = (body.shipmentIds ?? []) as string[];
        const found = ids.flatMap((id) => {
          const s = shipments.get(String(id));
          return s ? [{ id: s.id, ref1: s.body.ref1, content: { parcels: s.parcelIds.map((pid, i) => ({ id: pid, seqNo: i + 1 })) }, price: price(s.body) }] : [];
        });
        return { body: { shipments: found } };
      }
      case 'shipment/cancel': {
        const s = shipments.get(String(body.shipmentId));
        if (!body.comment) return { body: error(1, 'comment is required', '$.comment') };
        if (!s || s.cancelled) return { body: error(1, 'Shipment not found') };
        if (s.pickedUp) return { body: error(1, 'Shipment cannot be cancelled: it is already picked up') };
        s.cancelled = true;
        return { body: {} };
      }
      case 'print': {
        const format = String(body.format ?? 'pdf');
        const paperSize = String(body.paperSize ?? '');
        if (!['A4', 'A6', 'A4_4xA6'].includes(paperSize)) return { body: error(1, 'Invalid paper size', '$.paperSize') };
        if (format === 'zpl' && paperSize !== 'A6') return { body: error(1, 'zpl is allowed with A6 only', '$.format') };
        const ids = ((body.parcels ?? []) as { parcel?: { id?: string } }[]).map((p) => String(p.parcel?.id ?? ''));
        if (!ids.length || ids.some((id) => !byParcel.has(id))) return { body: error(1, 'Parcel not found', '$.parcels') };
        const dpi = String(body.dpi ?? 'dpi203');
        if (format === 'zpl' && !['dpi203', 'dpi300'].includes(dpi)) return { body: error(1, 'Invalid dpi', '$.dpi') };
        if (format === 'zpl') return { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: ids.map((id) => `^XA^FO50,50^ADN,36,20^FDDPD ${id} ${dpi}^FS^XZ`).join('\n') };
        return { headers: { 'content-type': 'application/pdf' }, body: tinyPdf(`DPD ${paperSize} ${ids.join(', ')}`, PAGE.LABEL_10X14) };
      }
      case 'track': {
        const parcels = (body.parcels ?? []) as { id?: string }[];
        if (parcels.length > 10) return { body: error(1, 'Allowed are up to 10 parcels', '$.parcels') };
        return {
          body: {
            parcels: parcels.map(({ id }) => {
              const s = byParcel.get(String(id));
              return s ? { parcelId: String(id), operations: s.operations } : { parcelId: String(id), operations: [], error: error(1, 'Parcel not found').error };
            }),
          },
        };
      }
      case 'calculate': {
        const recipient = (body.recipient ?? {}) as { addressLocation?: { siteId?: number }; pickupOfficeId?: number };
        const serviceIds = ((body.service as { serviceIds?: number[] } | undefined)?.serviceIds ?? []) as number[];
        const known = recipient.pickupOfficeId !== undefined ? OFFICES.some((o) => o.id === recipient.pickupOfficeId) : SITES.some((s) => s.id === recipient.addressLocation?.siteId);
        return {
          body: {
            calculations: serviceIds.map((serviceId) =>
              serviceId !== 2505 ? { serviceId, error: error(400, 'Invalid courier service').error } : known ? { serviceId, price: price(body), pickupDate: '2025-03-10', deliveryDeadline: '2025-03-11T19:00:00+02:00' } : { serviceId, error: error(120, 'Invalid site').error },
            ),
          },
        };
      }
      case 'location/site': {
        if (body.countryId !== 642) return { body: error(1, 'countryId is required', '$.countryId') };
        const name = fold(String(body.name ?? ''));
        const postCode = body.postCode ? String(body.postCode) : null;
        const matching = SITES.filter((s) => s.name.includes(name) && (!postCode || s.postCode.slice(0, 3) === postCode.slice(0, 3)));
        // Exact matches first, then prefix, then contains [doc]; at most 10.
        const rank = (s: (typeof SITES)[number]) => (s.name === name ? 0 : s.name.startsWith(name) ? 1 : 2);
        return { body: { sites: matching.sort((a, b) => rank(a) - rank(b)).slice(0, 10) } };
      }
      case 'location/office':
        return { body: { offices: OFFICES } };
      default:
        return { status: 404, body: error(1, 'Unknown method') };
    }
  }, { port: options.port });

  return {
    url: server.url,
    requests: server.requests,
    misbehave: server.misbehave,
    close: server.close,
    shipments,
    markPickedUp(shipmentId: string) {
      const s = shipments.get(shipmentId);
      if (s) s.pickedUp = true;
    },
    setOperations(parcelId: string, operations: DpdStandInOperation[]) {
      const s = byParcel.get(parcelId);
      if (s) s.operations = operations;
    },
  };
}
