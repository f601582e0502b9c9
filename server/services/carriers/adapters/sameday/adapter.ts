// The Sameday adapter (carrier id 6): our CarrierAdapter over Sameday's REST API (carrier-apis.md
// section 4). Token login (client.ts), form-encoded bodies (form-encoding.ts, booking.ts), service ids
// configured or discovered per process (services.ts). What it offers: a price quote
// (estimate-cost), booking, cancelling (DELETE), the PDF label in A6 or A4, tracking one AWB per call,
// and the easybox lockers. A customer's label-free return to an easybox (BookingRequest.labelFreeReturn)
// is an AWB whose first mile is that easybox; its lockerReturnChargeCode is the code the customer
// opens it with (carrierRefs.returnCode). No lookup of an AWB by our reference exists in the API (the official SDK
// has none), so findBooking is absent and a booking is never repeated blindly (booking.ts asks first).
import { CANNOT_CANCEL_AFTER_PICKUP, type BookedShipment, type Booking, type BookingRequest, type CancelResult, type CarrierAdapter, type CarrierCapabilities, type Label, type LabelFormat, type PickupPoint, type Quote, type QuoteRequest, type TrackingEvent } from '../../carrier-adapter.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { CARRIER_MESSAGES, CarrierError, CarrierHttp, labelFreeRefusal, type FetchLike } from '../../carrier-http.ts';
import { AWB_DELETED, CANCEL_SEQUENCE } from '../../code-table.ts';
import { reportedEvent } from '../../reported-events.ts';
import { trackEach } from '../../track-each.ts';
import { VAT_RATE_PERCENT } from '../../../../../src/shared/shipping.ts';
import { awbBody, estimateBody, type SamedayIds } from './booking.ts';
import { SamedayClient } from './client.ts';
import { SAMEDAY } from './errors.ts';
import { bracketForm } from './form-encoding.ts';
import { samedayPickupPoint, visible } from './lockers.ts';
import { destinationOf, OPEN_PACKAGE_TAX, PERSONAL_DROP_OFF_TAX, SamedayServices } from './services.ts';
import { CODES } from './codes.ts';
import { SAMEDAY_REGISTERED, samedayEvents } from './tracking.ts';
import type { SamedayAwb, SamedayAwbStatus, SamedayEstimate, SamedayLocker } from './wire.ts';

export interface SamedayAdapterOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

export const SAMEDAY_CAPABILITIES: CarrierCapabilities = {
  quote: true,
  cancel: true,
  labelFormats: ['A6', 'A4'],
  trackBatchMax: 1,
  lockers: true,
  findByReference: false,
};

const EASYBOX_RETURN_NAME = 'retur din easybox';

/** Tracking calls in flight at once for trackMany (one AWB per call). */
const TRACK_CONCURRENCY = 4;

const optionalId = (value: string | undefined): number | undefined => (value && /^\d+$/.test(value) ? Number(value) : undefined);

export function createSamedayAdapter(account: CarrierAccount, options: SamedayAdapterOptions = {}): CarrierAdapter & { http: CarrierHttp } {
  const http = new CarrierHttp({ carrier: SAMEDAY, baseUrl: account.baseUrl, fetch: options.fetch, timeouts: options.timeouts, backoffMs: options.backoffMs });
  const username = account.values.USERNAME ?? '';
  const client = new SamedayClient(http, { username, password: account.values.PASSWORD ?? '' });
  const services = new SamedayServices(client, `${account.baseUrl}|${username}`, {
    home: optionalId(account.values.SERVICE_HOME_ID),
    locker: optionalId(account.values.SERVICE_LOCKER_ID),
  });
  const pickupPoint = Number(account.values.PICKUP_POINT_ID);
  const contactPerson = optionalId(account.values.CONTACT_PERSON_ID) ?? null;

  const ids = async (serviceId: number, openPackage: boolean, purpose: 'create' | 'estimate', lockerDropOff = false): Promise<SamedayIds> => {
    const service = await services.idFor(destinationOf(serviceId));
    const serviceTaxes: (string | number)[] = [];
    if (openPackage) {
      if (purpose === 'create') serviceTaxes.push(OPEN_PACKAGE_TAX);
      else {
        const id = await services.taxId(service, OPEN_PACKAGE_TAX);
        if (id !== null) serviceTaxes.push(id);
      }
    }
    // As the official plugin: an easybox first mile adds the personal drop-off tax where the service has it.
    if (lockerDropOff && (await services.taxId(service, PERSONAL_DROP_OFF_TAX)) !== null) serviceTaxes.push(PERSONAL_DROP_OFF_TAX);
    return { pickupPoint, contactPerson, service, serviceTaxes };
  };

  const trackOne = async (awb: string): Promise<TrackingEvent[]> => {
    const response = await client.request({ method: 'GET', path: `api/client/awb/${encodeURIComponent(awb)}/status`, idempotent: true });
    if (response.status === 404) return [];
    return samedayEvents(response.json<SamedayAwbStatus>());
  };

  return {
    network: 'sameday',
    capabilities: SAMEDAY_CAPABILITIES,
    http,

    async quote(request: QuoteRequest): Promise<Quote> {
      const body = estimateBody(request, await ids(request.serviceId, request.options.includes('open_package'), 'estimate'));
      const response = await client.request({ method: 'POST', path: 'api/awb/estimate-cost', form: bracketForm(body), purpose: 'quote', idempotent: true });
      const estimate = response.json<Partial<SamedayEstimate>>();
      if (typeof estimate.amount !== 'number') throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(SAMEDAY), SAMEDAY, { carrierMessage: response.text().slice(0, 500) });
      // The amount is read as the contract price without VAT [?: the SDK does not say; Romanian courier
      // contracts are priced without VAT].
      const netBani = Math.round(estimate.amount * 100);
      const vatBani = Math.round((netBani * VAT_RATE_PERCENT) / 100);
      return { netBani, vatBani, totalBani: netBani + vatBani };
    },

    async book(request: BookingRequest): Promise<Booking> {
      const lockerReturn = request.labelFreeReturn?.method === 'locker';
      // Never retried: a lost answer may still have made the AWB.
      const response = await (async () => {
        const body = awbBody(request, await ids(request.serviceId, Boolean(request.options?.includes('open_package')), 'create', lockerReturn));
        return client.request({ method: 'POST', path: 'api/awb', form: bracketForm(body) });
      })().catch((error: unknown) => {
        throw lockerReturn ? labelFreeRefusal(error, SAMEDAY, EASYBOX_RETURN_NAME) : error;
      });
      const awb = response.json<Partial<SamedayAwb>>();
      if (response.status === 404 || typeof awb.awbNumber !== 'string' || !awb.awbNumber) {
        throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(SAMEDAY), SAMEDAY, { status: response.status, carrierMessage: response.text().slice(0, 500) });
      }
      const carrierRefs: Record<string, string> = {};
      if (awb.parcels?.length) carrierRefs.parcelAwbs = awb.parcels.map((p) => p.awbNumber).join(',');
      // No code: the return goes on its label (printed like any other), which an easybox takes too.
      if (lockerReturn && awb.lockerReturnChargeCode?.trim()) carrierRefs.returnCode = awb.lockerReturnChargeCode.trim();
      const registered = reportedEvent(CODES, { sequence: 0, code: SAMEDAY_REGISTERED, text: 'AWB emis', location: request.sender.locality, occurredAt: request.now });
      const booking: Booking = { awb: awb.awbNumber, events: [registered], carrierRefs };
      // awbCost: the price without VAT, as the estimate [?]; priceBani is what the customer pays (with VAT).
      if (typeof awb.awbCost === 'number') booking.priceBani = Math.round(awb.awbCost * 100 * (1 + VAT_RATE_PERCENT / 100));
      return booking;
    },

    async cancel(awb: string, now: Date): Promise<CancelResult> {
      let response;
      try {
        response = await client.request({ method: 'DELETE', path: `api/awb/${encodeURIComponent(awb)}` });
      } catch (error) {
        // Sameday deletes an AWB only before the courier has it; a 400 is that refusal [?: its text is not
        // documented]. Anything transient is thrown for the caller to retry.
        if (error instanceof CarrierError && error.kind === 'refused') return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
        throw error;
      }
      if (response.status === 404) return { ok: false, reason: 'AWB-ul nu există la Sameday.' };
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

    async label(shipment: BookedShipment, format: LabelFormat): Promise<Label> {
      if (format !== 'A4' && format !== 'A6') throw new CarrierError('refused', CARRIER_MESSAGES.refused(SAMEDAY, 'eticheta se tipărește doar ca PDF (A4 sau A6).'), SAMEDAY);
      const response = await client.request({ method: 'GET', path: `api/awb/download/${encodeURIComponent(shipment.awb)}/${format}`, idempotent: true });
      if (response.status === 404) throw new CarrierError('refused', CARRIER_MESSAGES.refused(SAMEDAY, 'AWB-ul nu există la Sameday.'), SAMEDAY, { status: 404 });
      const body = response.body;
      if (new TextDecoder().decode(body.slice(0, 5)) !== '%PDF-') throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(SAMEDAY), SAMEDAY, { carrierMessage: response.text().slice(0, 200) });
      return { contentType: 'application/pdf', body };
    },

    async pickupPoints(): Promise<PickupPoint[]> {
      const lockers = await client.all<SamedayLocker>('api/client/lockers');
      return lockers.filter(visible).map(samedayPickupPoint);
    },
  };
}
