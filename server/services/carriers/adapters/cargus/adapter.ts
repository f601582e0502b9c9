// The Cargus adapter: our CarrierAdapter over the UrgentCargus API v3 (carrier-apis.md section 2).
// Book with `POST Awbs/WithGetAwb` (the answer carries the barcode and the price), find a booking
// again by our reference (CustomString) in `Awbs/GetByDate`, cancel with `DELETE Awbs?barCode=`
// (false: the parcel already has checkpoints), the label from `AwbDocuments` (a JSON string of base64
// PDF; A4 or the 10x14 cm label), tracking many AWBs per call, the price from `ShippingCalculation`,
// and the Ship & Go points. Cargus reports no event at registration and none at deletion: those two
// events are ours, marked by local codes.
import {
  CANNOT_CANCEL_AFTER_PICKUP,
  type Booking,
  type BookingRequest,
  type CarrierAdapter,
  type CarrierCapabilities,
  type Label,
  type LabelFormat,
  type PickupPoint,
  type Quote,
  type QuoteRequest,
  type TrackingEvent,
} from '../../carrier-adapter.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import { CANCEL_SEQUENCE, describeCode } from '../../code-table.ts';
import { STATUS_CATALOGUE } from '../../status-catalogue.ts';
import { CODES } from './codes.ts';
import { awbRequest, calculationRequest, pudoPoint, type CargusSettings } from './booking.ts';
import { CARGUS, CargusClient, type CargusClientOptions } from './client.ts';
import { pickupPoint } from './points.ts';
import { TRACK_BATCH, traceEvents, usDate } from './tracking.ts';
import type { CargusAwb, CargusCalculation, CargusPudoPoint, CargusTrace } from './wire.ts';

/**
 * Our own codes of the two events Cargus does not report (Cargus EventIds are numbers): the same
 * values as AWB_CREATED / AWB_DELETED of code-table.ts, which Cargus's table maps to registered and
 * cancelled.
 */
export const LOCAL_CODES = { registered: 'AWB_CREATED', cancelled: 'AWB_DELETED' } as const;

export const CARGUS_CAPABILITIES: CarrierCapabilities = {
  quote: true,
  cancel: true,
  labelFormats: ['A6', 'A4'],
  trackBatchMax: TRACK_BATCH,
  lockers: true,
  findByReference: true,
};

const DAY_MS = 86_400_000;
/** Pages of Awbs/GetByDate read when looking for a booking (100 AWBs each). */
const MAX_PAGES = 20;

function localEvent(status: 'registered' | 'cancelled', code: string, occurredAt: Date): TrackingEvent {
  // The cancellation comes after whatever was reported before it (CANCEL_SEQUENCE), registration first.
  return { sequence: status === 'cancelled' ? CANCEL_SEQUENCE : 0, carrierStatusCode: code, status, description: describeCode(CODES, code) ?? STATUS_CATALOGUE[status].description, location: null, occurredAt };
}

const bani = (ron: number | undefined | null): number | undefined => (typeof ron === 'number' && Number.isFinite(ron) ? Math.round(ron * 100) : undefined);

function protocol(detail: string): CarrierError {
  return new CarrierError('protocol', CARRIER_MESSAGES.protocol(CARGUS), CARGUS, { carrierMessage: detail.slice(0, 500) });
}

export function createCargusAdapter(account: CarrierAccount, options: CargusClientOptions = {}): CarrierAdapter {
  const client = new CargusClient(account, options);
  const settings: CargusSettings = {
    pickupLocationId: Number(account.values.PICKUP_LOCATION_ID),
    priceTableId: Number(account.values.PRICE_TABLE_ID ?? 0),
  };

  const deliveryPoint = (serviceId: number, recipient: BookingRequest['recipient']): number | null => {
    const point = pudoPoint(serviceId, recipient);
    if (point === 'unknown') {
      throw new CarrierError('refused', CARRIER_MESSAGES.refused(CARGUS, 'lockerul ales nu are un punct Ship & Go cunoscut.'), CARGUS);
    }
    return point;
  };

  const booking = (awb: CargusAwb, now: Date): Booking => {
    const priceBani = bani(awb.ShippingCost?.GrandTotal);
    return {
      awb: String(awb.BarCode),
      events: [localEvent('registered', LOCAL_CODES.registered, now)],
      carrierRefs: {},
      ...(priceBani !== undefined ? { priceBani } : {}),
    };
  };

  const trackMany = async (awbs: string[]): Promise<Map<string, TrackingEvent[]>> => {
    const result = new Map<string, TrackingEvent[]>();
    for (let i = 0; i < awbs.length; i += TRACK_BATCH) {
      const chunk = awbs.slice(i, i + TRACK_BATCH);
      const traces = await client.json<CargusTrace[]>({ method: 'GET', path: 'AwbTrace/WithRedirect', query: { barCode: JSON.stringify(chunk) }, idempotent: true });
      for (const awb of chunk) result.set(awb, []);
      for (const trace of traces ?? []) {
        const code = String(trace.Code);
        if (result.has(code)) result.set(code, traceEvents(trace));
      }
    }
    return result;
  };

  return {
    network: 'cargus',
    capabilities: CARGUS_CAPABILITIES,

    async book(request) {
      const body = awbRequest(request, settings, deliveryPoint(request.serviceId, request.recipient));
      // Never retried: a lost answer may still have made the AWB (findBooking asks first).
      const answer = await client.json<CargusAwb[] | CargusAwb>({ method: 'POST', path: 'Awbs/WithGetAwb', json: body });
      const awb = Array.isArray(answer) ? answer[0] : answer;
      if (!awb || awb.BarCode === undefined || awb.BarCode === null) throw protocol(JSON.stringify(answer));
      return booking(awb, request.now);
    },

    async findBooking(request) {
      const reference = request.reference ?? request.orderNumber;
      // The booking was made around request.now: yesterday to tomorrow covers midnight and clock skew.
      const from = usDate(new Date(request.now.getTime() - DAY_MS));
      const to = usDate(new Date(request.now.getTime() + DAY_MS));
      for (let page = 1; page <= MAX_PAGES; page++) {
        const awbs = await client.json<CargusAwb[]>({
          method: 'GET',
          path: 'Awbs/GetByDate',
          query: { FromDate: from, ToDate: to, pageNumber: page, itemsPerPage: 100 },
          idempotent: true,
        });
        const found = (awbs ?? []).find((a) => a.CustomString === reference && a.Status !== 'Deleted');
        if (found) return booking(found, request.now);
        if (!awbs || awbs.length < 100) return null;
      }
      return null;
    },

    async cancel(awb, now) {
      const response = await client.call({ method: 'DELETE', path: 'Awbs', query: { barCode: awb } });
      const deleted = response.json<unknown>();
      if (deleted === true || deleted === 1 || deleted === 'true') return { ok: true, event: localEvent('cancelled', LOCAL_CODES.cancelled, now) };
      if (deleted === false || deleted === 0 || deleted === 'false') return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
      throw protocol(response.text());
    },

    async track(awb) {
      return (await trackMany([awb])).get(awb) ?? [];
    },

    trackMany: (awbs) => trackMany(awbs),

    async label(shipment, format: LabelFormat): Promise<Label> {
      if (format !== 'A4' && format !== 'A6') throw new CarrierError('refused', CARRIER_MESSAGES.refused(CARGUS, 'eticheta se tipărește doar ca PDF; alegeți A4 sau A6.'), CARGUS);
      // format 0 = A4 (printMainOnce 1: one copy), 1 = the 10x14 cm label (printMainOnce 2: once, label layout).
      const query = { barCodes: JSON.stringify([shipment.awb]), type: 'PDF', format: format === 'A4' ? 0 : 1, printMainOnce: format === 'A4' ? 1 : 2 };
      const encoded = await client.json<unknown>({ method: 'GET', path: 'AwbDocuments', query, idempotent: true });
      if (typeof encoded !== 'string') throw protocol(JSON.stringify(encoded));
      const body = new Uint8Array(Buffer.from(encoded, 'base64'));
      if (new TextDecoder().decode(body.subarray(0, 5)) !== '%PDF-') throw protocol(encoded.slice(0, 100));
      return { contentType: 'application/pdf', body };
    },

    async quote(request: QuoteRequest): Promise<Quote> {
      const body = calculationRequest(request, settings, deliveryPoint(request.serviceId, request.recipient));
      const answer = await client.json<CargusCalculation>({ method: 'POST', path: 'ShippingCalculation', json: body, purpose: 'quote', idempotent: true });
      const total = bani(answer?.GrandTotal);
      if (total === undefined) throw protocol(JSON.stringify(answer));
      const net = bani(answer?.Subtotal) ?? total - (bani(answer?.Tax) ?? 0);
      return { netBani: net, vatBani: total - net, totalBani: total };
    },

    async pickupPoints(): Promise<PickupPoint[]> {
      const points = await client.json<CargusPudoPoint[]>({ method: 'GET', path: 'PudoPoints', idempotent: true });
      return (points ?? []).map(pickupPoint);
    },
  };
}
