// The GLS Romania adapter (carrier id 4): our CarrierAdapter over MyGLS ParcelService (carrier-apis.md
// section 5). No price quote (MyGLS has none: our rate card prices GLS). PrintLabels makes the parcel
// and its label in one call and answers ParcelNumber (our AWB) and ParcelId (GLS's database id, kept
// in carrierRefs: cancelling and reprinting need it). findBooking asks GetParcelList for the parcels
// printed around the booking time and picks ours by ClientReference. A customer's label-free return
// to a locker (BookingRequest.labelFreeReturn) is booked with the LRS service through
// PrintLabels_20251022, whose answer carries the locker's PIN (carrierRefs.returnCode). Tracking is one parcel per
// GetParcelStatuses call; the pickup points come from GLS's public delivery-point feed.
import { CANNOT_CANCEL_AFTER_PICKUP, type BookedShipment, type Booking, type BookingRequest, type CancelResult, type CarrierAdapter, type CarrierCapabilities, type Label, type LabelFormat, type LabelOptions, type PickupPoint, type TrackingEvent } from '../../carrier-adapter.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { CARRIER_MESSAGES, CarrierError, CarrierHttp, labelFreeRefusal, type FetchLike } from '../../carrier-http.ts';
import { AWB_DELETED, CANCEL_SEQUENCE } from '../../code-table.ts';
import { reportedEvent } from '../../reported-events.ts';
import { trackEach } from '../../track-each.ts';
import { GlsClient } from './client.ts';
import { GLS } from './errors.ts';
import { glsParcel } from './parcel.ts';
import { GLS_DELIVERY_POINTS_URL, glsPickupPoint } from './parcel-shops.ts';
import { CODES } from './codes.ts';
import { GLS_REGISTERED, glsEvents } from './tracking.ts';
import { wcfDate, type GlsDeleteLabelsResponse, type GlsDeliveryPoint, type GlsGetParcelListResponse, type GlsGetParcelStatusesResponse, type GlsGetPrintedLabelsResponse, type GlsPrinter, type GlsPrintLabelsResponse } from './wire.ts';

export interface GlsAdapterOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

export const GLS_CAPABILITIES: CarrierCapabilities = {
  quote: false,
  cancel: true,
  labelFormats: ['A6', 'A4', 'A4_4xA6', 'ZPL'],
  trackBatchMax: 1,
  lockers: true,
  findByReference: true,
};

/**
 * Our label formats as MyGLS printer types: A4 = four labels a page (A4_2x2, first quarter), ZPL =
 * ThermoZPL; A6 = Thermo, the thermal-printer PDF [?: the doc does not state its size; clients print it
 * on 10x15 labels].
 */
// A4_2x2 is GLS's four labels an A4 sheet; ZPL at 300 dpi is its own printer type.
const PRINTERS: Record<LabelFormat, GlsPrinter> = { A4: 'A4_2x2', A4_4xA6: 'A4_2x2', A6: 'Thermo', ZPL: 'ThermoZPL' };
const printerOf = (format: LabelFormat, options?: LabelOptions): GlsPrinter => (format === 'ZPL' && options?.dpi === 300 ? 'ThermoZPL_300DPI' : PRINTERS[format]);

/** GLS's codes for "parcel number does not exist" and "parcel not found with current settings". */
const UNKNOWN_PARCEL = [9, 26];
/** Tracking calls in flight at once for trackMany (one parcel per call). */
const TRACK_CONCURRENCY = 4;
const DAY_MS = 24 * 3600_000;
/** PrintLabels pinned to the version that adds `PIN` to its answer [doc 25.12.11 changelog]. */
export const PRINT_LABELS_WITH_PIN = 'PrintLabels_20251022';
const LOCKER_RETURN_NAME = 'GLS Locker cu PIN';

const bytes = (values: number[] | null | undefined): Uint8Array => Uint8Array.from(values ?? []);

export function createGlsAdapter(account: CarrierAccount, options: GlsAdapterOptions = {}): CarrierAdapter & { http: CarrierHttp } {
  const common = { carrier: GLS, fetch: options.fetch, timeouts: options.timeouts, backoffMs: options.backoffMs };
  const http = new CarrierHttp({ ...common, baseUrl: account.baseUrl });
  // The feed is another host: its own breaker, so a slow map server never blocks bookings.
  // (CarrierHttp takes a folder as its base: the feed's folder, and its file name as the path.)
  const feedUrl = new URL(account.values.DELIVERY_POINTS_URL || GLS_DELIVERY_POINTS_URL);
  const feedFile = feedUrl.pathname.split('/').pop() ?? '';
  const feed = new CarrierHttp({ ...common, baseUrl: new URL('.', feedUrl).toString() });
  const client = new GlsClient(http, { username: account.values.USERNAME ?? '', password: account.values.PASSWORD ?? '' });
  const clientNumber = Number(account.values.CLIENT_NUMBER);

  const registered = (request: BookingRequest): TrackingEvent =>
    reportedEvent(CODES, { sequence: 0, code: GLS_REGISTERED, text: 'Datele coletului au fost înregistrate la GLS.', location: request.sender.locality, occurredAt: request.now });

  const trackOne = async (awb: string): Promise<TrackingEvent[]> => {
    if (!/^\d+$/.test(awb)) return [];
    const { answer, errors } = await client.call<GlsGetParcelStatusesResponse>(
      'GetParcelStatuses',
      { ParcelNumber: Number(awb), ReturnPOD: false, LanguageIsoCode: 'RO' },
      { errorsKey: 'GetParcelStatusErrors', idempotent: true, tolerate: UNKNOWN_PARCEL },
    );
    if (errors.length) return [];
    return glsEvents(answer.ParcelStatusList ?? [], answer.Weight);
  };

  const parcelIdOf = (shipment: BookedShipment | undefined): number | null => {
    const id = shipment?.carrierRefs.parcelId;
    return id && /^\d+$/.test(id) ? Number(id) : null;
  };

  return {
    network: 'gls',
    capabilities: GLS_CAPABILITIES,
    http,

    async book(request: BookingRequest): Promise<Booking> {
      const parcel = glsParcel(request, clientNumber);
      const lockerReturn = request.labelFreeReturn?.method === 'locker';
      // Never retried: a lost answer may still have made the parcel (and GLS refuses the 5th identical request in 5 minutes).
      // A label-less locker return asks the version that answers the locker's PIN.
      const { answer } = await client
        .call<GlsPrintLabelsResponse>(
          lockerReturn ? PRINT_LABELS_WITH_PIN : 'PrintLabels',
          { ParcelList: [parcel], TypeOfPrinter: PRINTERS[GLS_CAPABILITIES.labelFormats[0]!], PrintPosition: 1, ShowPrintDialog: false },
          { errorsKey: 'PrintLabelsErrorList' },
        )
        .catch((error: unknown) => {
          throw lockerReturn ? labelFreeRefusal(error, GLS, LOCKER_RETURN_NAME) : error;
        });
      const infos = answer.PrintLabelsInfoList ?? [];
      const first = infos[0];
      if (!first?.ParcelNumber || !first.ParcelId) throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(GLS), GLS, { carrierMessage: 'PrintLabels answered no ParcelNumber / ParcelId' });
      const carrierRefs: Record<string, string> = { parcelId: String(first.ParcelId) };
      // No PIN: the parcel goes on its label (printed like any other), which a GLS Locker takes too.
      if (lockerReturn && first.PIN?.trim()) carrierRefs.returnCode = first.PIN.trim();
      if (infos.length > 1) {
        carrierRefs.parcelIds = infos.map((i) => i.ParcelId).join(',');
        carrierRefs.parcelNumbers = infos.map((i) => i.ParcelNumber).join(',');
      }
      return { awb: String(first.ParcelNumber), events: [registered(request)], carrierRefs };
    },

    async findBooking(request: BookingRequest): Promise<Booking | null> {
      const reference = request.reference ?? request.orderNumber;
      const { answer } = await client.call<GlsGetParcelListResponse>(
        'GetParcelList',
        { PrintDateFrom: wcfDate(new Date(request.now.getTime() - DAY_MS)), PrintDateTo: wcfDate(new Date(request.now.getTime() + DAY_MS)) },
        { errorsKey: 'GetParcelListErrors', idempotent: true, tolerate: [26] },
      );
      const found = (answer.PrintDataInfoList ?? []).filter((p) => p.ClientReference === reference);
      if (!found.length) return null;
      const carrierRefs: Record<string, string> = { parcelId: String(found[0]!.ParcelId) };
      if (found.length > 1) {
        carrierRefs.parcelIds = found.map((p) => p.ParcelId).join(',');
        carrierRefs.parcelNumbers = found.map((p) => p.ParcelNumber).join(',');
      }
      return { awb: String(found[0]!.ParcelNumber), events: [registered(request)], carrierRefs };
    },

    async cancel(awb: string, now: Date, shipment?: BookedShipment): Promise<CancelResult> {
      const parcelId = parcelIdOf(shipment);
      if (parcelId === null) return { ok: false, reason: 'Lipsește identificatorul GLS al coletului (ParcelId); anularea se face din MyGLS.' };
      // Every parcel of a multi-parcel booking goes (DeleteLabels takes at most 50 ids; ours have at most 20).
      const ids = shipment?.carrierRefs.parcelIds ? shipment.carrierRefs.parcelIds.split(',').map(Number).slice(0, 50) : [parcelId];
      const { answer, errors } = await client.call<GlsDeleteLabelsResponse>('DeleteLabels', { ParcelIdList: ids }, { errorsKey: 'DeleteLabelsErrorList', tolerate: [4, 6] });
      const deleted = (answer.SuccessfullyDeletedList ?? []).some((d) => d.ParcelId === parcelId);
      if (!deleted) {
        if (errors.some((e) => e.ErrorCode === 4)) return { ok: false, reason: `Coletul ${awb} nu există la GLS.` };
        // 6: the parcel is no longer PRINTED: GLS has it already (or it was deleted).
        return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
      }
      return {
        ok: true,
        // Our own AWB_DELETED (code-table.ts): the carrier keeps no tracking event for a deleted AWB.
        event: reportedEvent(CODES, { sequence: CANCEL_SEQUENCE, code: AWB_DELETED, occurredAt: now }),
      };
    },

    async track(awb: string): Promise<TrackingEvent[]> {
      return trackOne(awb);
    },

    async trackMany(awbs: string[]): Promise<Map<string, TrackingEvent[]>> {
      return trackEach(awbs, trackOne, TRACK_CONCURRENCY);
    },

    async label(shipment: BookedShipment, format: LabelFormat, options?: LabelOptions): Promise<Label> {
      const parcelId = parcelIdOf(shipment);
      if (parcelId === null) throw new CarrierError('refused', CARRIER_MESSAGES.refused(GLS, 'lipsește identificatorul GLS al coletului (ParcelId).'), GLS);
      const ids = shipment.carrierRefs.parcelIds ? shipment.carrierRefs.parcelIds.split(',').map(Number) : [parcelId];
      const { answer } = await client.call<GlsGetPrintedLabelsResponse>(
        'GetPrintedLabels',
        { ParcelIdList: ids, TypeOfPrinter: printerOf(format, options), PrintPosition: 1, ShowPrintDialog: false },
        { errorsKey: 'GetPrintedLabelsErrorList', idempotent: true },
      );
      const body = bytes(answer.Labels);
      if (!body.length) throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(GLS), GLS, { carrierMessage: 'GetPrintedLabels answered no label bytes' });
      return { contentType: format === 'ZPL' ? 'text/plain' : 'application/pdf', body };
    },

    async pickupPoints(): Promise<PickupPoint[]> {
      const response = await feed.request({ method: 'GET', path: feedFile, query: Object.fromEntries(feedUrl.searchParams), idempotent: true });
      if (response.status >= 300) throw new CarrierError('refused', CARRIER_MESSAGES.refused(GLS, `lista de ParcelShop-uri nu este disponibilă (cod HTTP ${response.status}).`), GLS, { status: response.status });
      const answer = response.json<{ items?: GlsDeliveryPoint[] }>();
      return (answer.items ?? []).filter((p) => p && p.id).map(glsPickupPoint);
    },
  };
}
