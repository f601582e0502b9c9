// The DPD Romania adapter: our CarrierAdapter over DPD's Web API v1 (the Speedy platform,
// carrier-apis.md section 3). Book with `POST shipment` (DPD answers the shipment id, which is our
// AWB, its parcel ids, kept in carrierRefs for labels, and the price), find a booking again by our
// reference (ref1) with `shipment/search` + `shipment/info`, cancel with `shipment/cancel` (refused
// once the pickup is ordered or made), the label with `print` by parcel ids (PDF A4/A6, ZPL A6 only),
// tracking 10 parcels a call, the price from `calculate`, and the offices and APT lockers.
import {
  CANNOT_CANCEL_AFTER_PICKUP,
  type Booking,
  type BookingRequest,
  type CarrierAdapter,
  type CarrierCapabilities,
  type Label,
  type Party,
  type PickupPoint,
  type Quote,
  type TrackingEvent,
} from '../../carrier-adapter.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import { CANCEL_SEQUENCE, describeCode } from '../../code-table.ts';
import { STATUS_CATALOGUE } from '../../status-catalogue.ts';
import { calculationRequest, DPD_STANDARD, endsInLocker, officeId, senderOf, shipmentRequest, startsInLocker } from './booking.ts';
import { DPD, DpdClient, dpdError, type DpdClientOptions } from './client.ts';
import { pickupPoint } from './offices.ts';
import { ROMANIA, SiteResolver } from './sites.ts';
import { CODES } from './codes.ts';
import { CANCELLED, DATA_RECEIVED, operationEvents, TRACK_BATCH } from './tracking.ts';
import type { DpdAnswer, DpdCalculationAnswer, DpdOffice, DpdPrice, DpdShipmentAnswer, DpdShipmentInfo, DpdTrackAnswer } from './wire.ts';

export const DPD_CAPABILITIES: CarrierCapabilities = {
  quote: true,
  cancel: true,
  labelFormats: ['A6', 'A4', 'A4_4xA6', 'ZPL'],
  trackBatchMax: TRACK_BATCH,
  lockers: true,
  findByReference: true,
};

/** carrierRefs key of the shipment's parcel ids (comma-separated), needed to print its labels. */
export const PARCEL_IDS = 'parcelIds';

const CANCEL_COMMENT = 'Anulată de expeditor prin Curiero';
/** How far back shipment/search looks for a booking (DPD searches by pickup date). */
const SEARCH_BACK_MS = 3 * 86_400_000;

function ourEvent(status: 'registered' | 'cancelled', code: string, occurredAt: Date): TrackingEvent {
  // The cancellation comes after whatever was reported before it (CANCEL_SEQUENCE), registration first.
  return { sequence: status === 'cancelled' ? CANCEL_SEQUENCE : 0, carrierStatusCode: code, status, description: describeCode(CODES, code) ?? STATUS_CATALOGUE[status].description, location: null, occurredAt };
}

const bani = (price: DpdPrice | undefined): number | undefined => (price && Number.isFinite(price.total) ? Math.round(price.total * 100) : undefined);

function protocol(detail: string): CarrierError {
  return new CarrierError('protocol', CARRIER_MESSAGES.protocol(DPD), DPD, { carrierMessage: detail.slice(0, 500) });
}

/** "2025-03-10T09:00:00+0000": the date format of shipment/search. */
const searchDate = (date: Date): string => `${date.toISOString().slice(0, 19)}+0000`;

export function createDpdAdapter(account: CarrierAccount, options: DpdClientOptions = {}): CarrierAdapter {
  const client = new DpdClient(account, options);
  const sites = new SiteResolver(client);
  const clientId = account.values.CLIENT_ID ? Number(account.values.CLIENT_ID) : null;

  const lockerOffice = (isLocker: boolean, party: Party, end: 'livrare' | 'predare'): number | null => {
    const id = officeId(isLocker, party);
    if (Number.isNaN(id)) throw new CarrierError('refused', CARRIER_MESSAGES.refused(DPD, `lockerul de ${end} ales nu are un cod DPD cunoscut.`), DPD);
    return id;
  };

  const target = async (serviceId: number, recipient: Party): Promise<{ siteId: number } | { pickupOfficeId: number }> => {
    const office = lockerOffice(endsInLocker(serviceId), recipient, 'livrare');
    return office ? { pickupOfficeId: office } : { siteId: await sites.siteId(recipient) };
  };

  const sender = (serviceId: number, party: Party) => senderOf(clientId, lockerOffice(startsInLocker(serviceId), party, 'predare'));

  const booked = (id: string, parcelIds: string[], price: DpdPrice | undefined, now: Date): Booking => {
    const priceBani = bani(price);
    return {
      awb: id,
      events: [ourEvent('registered', DATA_RECEIVED, now)],
      carrierRefs: { [PARCEL_IDS]: (parcelIds.length ? parcelIds : [id]).join(',') },
      ...(priceBani !== undefined ? { priceBani } : {}),
    };
  };

  const trackMany = async (awbs: string[]): Promise<Map<string, TrackingEvent[]>> => {
    const result = new Map<string, TrackingEvent[]>();
    for (let i = 0; i < awbs.length; i += TRACK_BATCH) {
      const chunk = awbs.slice(i, i + TRACK_BATCH);
      // A shipment is tracked by its id, which is also its first parcel's id [3p observation, ?].
      const answer = await client.call<DpdTrackAnswer>('track', { parcels: chunk.map((id) => ({ id })) }, { idempotent: true });
      for (const awb of chunk) result.set(awb, []);
      for (const parcel of answer.parcels ?? []) {
        // A parcel DPD does not know answers its own error: no events (not a failure).
        if (parcel.error || !result.has(parcel.parcelId)) continue;
        result.set(parcel.parcelId, operationEvents(parcel.operations ?? []));
      }
    }
    return result;
  };

  return {
    network: 'dpd',
    capabilities: DPD_CAPABILITIES,

    async book(request: BookingRequest) {
      const body = shipmentRequest(request, await target(request.serviceId, request.recipient), sender(request.serviceId, request.sender));
      // Never retried: a lost answer may still have made the shipment (findBooking asks first).
      const answer = await client.call<DpdShipmentAnswer>('shipment', body);
      if (!answer.id) throw protocol(JSON.stringify(answer));
      return booked(String(answer.id), (answer.parcels ?? []).map((p) => String(p.id)), answer.price, request.now);
    },

    async findBooking(request) {
      const ref = (request.reference ?? request.orderNumber).slice(0, 30);
      const search = await client.call<DpdAnswer & { barcodes?: string[] }>(
        'shipment/search',
        { ref, searchInRef: 1, shipmentsOnly: true, fromDateTime: searchDate(new Date(request.now.getTime() - SEARCH_BACK_MS)) },
        { idempotent: true },
      );
      const id = search.barcodes?.[0];
      if (!id) return null;
      const info = await client.call<DpdAnswer & { shipments?: DpdShipmentInfo[] }>('shipment/info', { shipmentIds: [id] }, { idempotent: true });
      const shipment = info.shipments?.find((s) => String(s.id) === String(id));
      return booked(String(id), (shipment?.content?.parcels ?? []).map((p) => String(p.id)), shipment?.price, request.now);
    },

    async cancel(awb, now) {
      try {
        await client.call<DpdAnswer>('shipment/cancel', { shipmentId: awb, comment: CANCEL_COMMENT });
      } catch (error) {
        // DPD refuses to cancel only once the pickup is ordered or made [doc]; credentials and transient failures stay errors.
        if (error instanceof CarrierError && error.kind === 'refused') return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
        throw error;
      }
      return { ok: true, event: ourEvent('cancelled', CANCELLED, now) };
    },

    async track(awb) {
      return (await trackMany([awb])).get(awb) ?? [];
    },

    trackMany: (awbs) => trackMany(awbs),

    async label(shipment, format, options): Promise<Label> {
      const ids = (shipment.carrierRefs[PARCEL_IDS] ?? shipment.awb).split(',').filter(Boolean);
      const zpl = format === 'ZPL';
      const response = await client.raw(
        'print',
        // ZPL only on A6 paper, at the printer's dpi ("dpi203" | "dpi300") [doc].
        { paperSize: zpl ? 'A6' : format, format: zpl ? 'zpl' : 'pdf', ...(zpl ? { dpi: `dpi${options?.dpi ?? 203}` } : {}), parcels: ids.map((id) => ({ parcel: { id } })) },
        { idempotent: true },
      );
      // The content type decides [doc]: PDF bytes, ZPL text, or JSON with an error.
      if (response.contentType.includes('application/json')) {
        const answer = response.json<DpdAnswer>();
        if (answer.error) throw dpdError(answer.error);
        throw protocol(response.text());
      }
      if (zpl) {
        if (!response.text().includes('^XA')) throw protocol(response.text().slice(0, 100));
        return { contentType: 'text/plain', body: response.body };
      }
      if (new TextDecoder().decode(response.body.subarray(0, 5)) !== '%PDF-') throw protocol(response.text().slice(0, 100));
      return { contentType: 'application/pdf', body: response.body };
    },

    async quote(request): Promise<Quote> {
      const body = calculationRequest(request, await target(request.serviceId, request.recipient), sender(request.serviceId, request.sender));
      const answer = await client.call<DpdCalculationAnswer>('calculate', body, { purpose: 'quote', idempotent: true });
      const ours = answer.calculations?.find((c) => c.serviceId === DPD_STANDARD);
      if (ours?.error) throw dpdError(ours.error);
      const total = bani(ours?.price);
      if (!ours?.price || total === undefined) throw protocol(JSON.stringify(answer));
      const net = Math.round(ours.price.amount * 100);
      return { netBani: net, vatBani: total - net, totalBani: total };
    },

    async pickupPoints(): Promise<PickupPoint[]> {
      const answer = await client.call<DpdAnswer & { offices?: DpdOffice[] }>('location/office', { countryId: ROMANIA }, { idempotent: true });
      return (answer.offices ?? []).map(pickupPoint);
    },
  };
}
