// FAN Courier's real adapter (API v2.0 "selfAWB", carrier-apis.md section 1). Every call goes
// through CarrierHttp (timeouts, retries only for reads/login/quote, the circuit breaker) with a
// Bearer token from `POST login`, cached until its expiresAt (24 h) and renewed once when FAN answers
// 401 (TokenCache). What FAN offers and we use:
// - quote: `GET reports/awb/internal-tariff` (bracketed query keys), price with VAT;
// - book: `POST intern-awb`, one shipment (booking.ts); a refusal names the fields in Romanian;
// - cancel: `DELETE awb?clientId&awb` (only while the AWB is on the day's slip, i.e. not picked up);
// - label: `GET awb/label` with pdf=1 or zpl=1, format A4 (default) or A6: FAN prints A6 only for
//   AWBs with the ePOD option X, which we add to every AWB when the account sets
//   FAN_COURIER_EPOD=1 (then A6 is offered);
// - tracking: `GET reports/awb/tracking` with `awb[]` repeated, 50 AWBs per call (FAN states no
//   maximum; 50 keeps the URL near 1.5 kB);
// - lockers and points: `GET reports/pickup-points?type=fanbox|office|paypoint`.
// Not offered: finding an AWB by our reference (the doc has no such search; the day's slip
// `reports/awb` is not documented to return our observation), so capabilities.findByReference is
// false and a booking that timed out is never repeated blindly (booking.ts in orders/).
// A FAN booking does not order the courier: the pickup (`POST order`) is a separate call, not made
// here.
import { collectedFromSender, fanCourierOrder } from './courier-order.ts';
import {
  CANNOT_CANCEL_AFTER_PICKUP,
  type BookedShipment,
  type Booking,
  type BookingRequest,
  type CancelResult,
  type CarrierAdapter,
  type CarrierCapabilities,
  type Label,
  type LabelFormat,
  type LabelOptions,
  type PickupPoint,
  type Quote,
  type QuoteRequest,
  type TrackingEvent,
} from '../../carrier-adapter.ts';
import type { CarrierAccount } from '../../carrier-manifest.ts';
import { bucharestTime } from '../../bucharest-time.ts';
import { CarrierError, CarrierHttp, CARRIER_MESSAGES, type CarrierRequest, type CarrierResponse, type FetchLike } from '../../carrier-http.ts';
import { TokenCache } from '../../token-cache.ts';
import { FAN, fanShipment, fanTariffQuery } from './booking.ts';
import { authRefused, fieldsRefused, refused, tokenExpired } from './errors.ts';
import { pickupPoint, POINT_TYPES } from './points.ts';
import { cancelledEvent, fanEvents, registeredEvent } from './tracking.ts';
import type { FanCreateAnswer, FanEnvelope, FanLoginData, FanPickupPoint, FanShipment, FanTariff, FanTrackedAwb } from './wire.ts';

export const FAN_TRACK_BATCH = 50;

/** What FAN's API offers; an account without FAN_COURIER_EPOD gets no A6 labels (`capabilities` of its adapter). */
export const FAN_COURIER_CAPABILITIES: CarrierCapabilities = {
  quote: true,
  cancel: true,
  labelFormats: ['A4', 'A6', 'ZPL'],
  trackBatchMax: FAN_TRACK_BATCH,
  lockers: true,
  findByReference: false,
};

export interface FanCourierOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

export interface FanCourierAdapter extends CarrierAdapter {
  readonly capabilities: CarrierCapabilities;
  /** Stops the circuit breaker's timers (tests, shutdown). */
  shutdown(): void;
}

const bani = (ron: number): number => Math.round(ron * 100);

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createFanCourierAdapter(account: CarrierAccount, options: FanCourierOptions = {}): FanCourierAdapter {
  const { USERNAME: username = '', PASSWORD: password = '', CLIENT_ID: clientId = '' } = account.values;
  const epod = account.values.EPOD === '1';
  const http = new CarrierHttp({ carrier: FAN, baseUrl: account.baseUrl, fetch: options.fetch, timeouts: options.timeouts, backoffMs: options.backoffMs });

  const tokens = new TokenCache(
    async () => {
      const response = await http.request({ method: 'POST', path: 'login', form: { username, password }, idempotent: true });
      const body = response.json<FanEnvelope<FanLoginData>>();
      if (body.status !== 'success' || !body.data?.token) throw authRefused(body.message, response.status);
      return { value: body.data.token, expiresAt: bucharestTime(body.data.expiresAt) };
    },
    // 24 h per the doc when expiresAt is missing; renewed 5 minutes early.
    { fallbackTtlMs: 24 * 60 * 60 * 1000, marginMs: 5 * 60 * 1000 },
  );

  /** A call with the Bearer token; a 401 drops the token and repeats the call once after a new login. */
  const authed = (request: CarrierRequest): Promise<CarrierResponse> =>
    tokens.withToken(async (token) => {
      const response = await http.request({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
      if (response.status === 401) throw authRefused(response.text().slice(0, 300), 401);
      return response;
    }, tokenExpired);

  /** A `reports/*` answer's data; a refusal (status error|fail) as CarrierError with `reason`. */
  const read = async <T>(request: CarrierRequest, reason: string): Promise<T> => {
    const response = await authed({ idempotent: true, ...request });
    const body = response.json<FanEnvelope<T> & { data?: T & { errors?: Record<string, string> } }>();
    if (body.status === 'success' && body.data !== undefined) return body.data;
    const errors = (body as { errors?: Record<string, string> }).errors;
    if (errors && typeof errors === 'object') throw fieldsRefused(errors);
    throw refused(reason, body.message ?? response.text().slice(0, 300), response.status);
  };

  async function quote(request: QuoteRequest): Promise<Quote> {
    const tariff = await read<FanTariff>(
      { method: 'GET', path: 'reports/awb/internal-tariff', query: fanTariffQuery(clientId, request, epod), purpose: 'quote' },
      'tariful nu poate fi calculat pentru această expediție; verificați localitățile, greutatea și dimensiunile.',
    );
    if (typeof tariff.total !== 'number') throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(FAN), FAN, { carrierMessage: JSON.stringify(tariff).slice(0, 300) });
    return { netBani: bani(tariff.costNoVAT), vatBani: bani(tariff.vat), totalBani: bani(tariff.total) };
  }

  async function book(request: BookingRequest): Promise<Booking> {
    const shipment = fanShipment(request, epod);
    // Never retried: FAN may have made the AWB even if the answer was lost.
    const response = await authed({ method: 'POST', path: 'intern-awb', json: { clientId: Number(clientId), shipments: [shipment] } });
    const body = response.json<FanCreateAnswer>();
    const made = body.response?.[0];
    if (made?.awbNumber) {
      const awb = String(made.awbNumber);
      const price = typeof made.tariff === 'number' ? bani(made.tariff + (made.vat ?? 0)) : undefined;
      return {
        awb,
        events: [registeredEvent(request.now)],
        carrierRefs: { clientId, service: shipment.info.service, ...(epod ? { epod: '1' } : {}), ...(await orderCourier(awb, shipment, request)) },
        ...(price !== undefined ? { priceBani: price } : {}),
      };
    }
    const errors = made?.errors ?? body.errors;
    if (errors && Object.keys(errors).length) throw fieldsRefused(errors);
    throw refused('AWB-ul nu a fost emis; verificați datele expediției.', body.message ?? response.text().slice(0, 300), response.status);
  }

  /**
   * The courier order for an AWB a courier collects (courier-order.ts). The AWB exists whatever
   * happens here: a courier order FAN refuses or does not answer is noted on the shipment
   * (courierOrder: 'failed') for the team to order by hand, and never fails the booking.
   */
  async function orderCourier(awb: string, shipment: FanShipment, request: BookingRequest): Promise<Record<string, string>> {
    if (!collectedFromSender(shipment)) return {};
    try {
      const response = await authed({ method: 'POST', path: 'order', json: fanCourierOrder(clientId, awb, shipment, request) });
      const body = response.json<FanEnvelope<{ id?: number | string }>>();
      if (body.status === 'success' && body.data?.id !== undefined) return { courierOrderId: String(body.data.id) };
      return { courierOrder: 'failed', courierOrderError: (body.message ?? response.text()).slice(0, 200) };
    } catch (error) {
      return { courierOrder: 'failed', courierOrderError: String((error as Error).message ?? error).slice(0, 200) };
    }
  }

  async function cancel(awb: string, now: Date, booked?: BookedShipment): Promise<CancelResult> {
    // Never retried: a lost answer is asked again by the caller (a second delete of a deleted AWB is refused).
    const response = await authed({ method: 'DELETE', path: 'awb', query: { clientId, awb } });
    const body = response.json<FanEnvelope<string>>();
    if (body.status === 'success') {
      // The courier need not come any more; a courier order already gone is no reason to fail the cancellation.
      const orderId = booked?.carrierRefs.courierOrderId;
      if (orderId) await authed({ method: 'DELETE', path: 'order', query: { clientId, id: orderId } }).catch(() => undefined);
      return { ok: true, event: cancelledEvent(now) };
    }
    // FAN deletes an AWB only while it is on the day's slip (not handed to the courier); the doc lists
    // no refusal texts, so any refusal is read as "already picked up" (FAN's words kept in the log).
    return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
  }

  async function label(shipment: BookedShipment, format: LabelFormat, options?: LabelOptions): Promise<Label> {
    const shipmentEpod = shipment.carrierRefs.epod === '1';
    if (format === 'A6' && !shipmentEpod) {
      throw refused('FAN Courier tipărește eticheta A6 doar pentru AWB-urile cu opțiunea ePOD (X); alegeți A4 sau ZPL.', undefined);
    }
    if (format === 'A4_4xA6') throw refused('FAN Courier nu tipărește patru etichete pe o foaie A4; alegeți A4, A6 sau ZPL.', undefined);
    const zpl = format === 'ZPL';
    const response = await authed({
      method: 'GET',
      path: 'awb/label',
      query: { clientId, 'awbs[]': [shipment.awb], ...(zpl ? { zpl: 1, dpi: options?.dpi ?? 203 } : { pdf: 1, format }), language: 'ro' },
      idempotent: true,
    });
    const start = new TextDecoder().decode(response.body.slice(0, 8)).trimStart();
    if (start.startsWith('{')) {
      const body = response.json<FanEnvelope<unknown>>();
      throw refused('eticheta nu poate fi generată pentru acest AWB.', body.message, response.status);
    }
    if (zpl ? !start.startsWith('^X') : !start.startsWith('%PDF')) {
      throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(FAN), FAN, { status: response.status, carrierMessage: response.text().slice(0, 200) });
    }
    return { contentType: zpl ? 'text/plain' : 'application/pdf', body: response.body };
  }

  async function trackMany(awbs: string[]): Promise<Map<string, TrackingEvent[]>> {
    const result = new Map<string, TrackingEvent[]>();
    for (const part of chunks([...new Set(awbs)], FAN_TRACK_BATCH)) {
      const data = await read<FanTrackedAwb[]>(
        { method: 'GET', path: 'reports/awb/tracking', query: { clientId, 'awb[]': part, language: 'ro' } },
        'urmărirea AWB-urilor nu este disponibilă.',
      );
      for (const awb of part) result.set(awb, []);
      for (const tracked of Array.isArray(data) ? data : []) result.set(String(tracked.awbNumber), fanEvents(tracked));
    }
    return result;
  }

  async function pickupPoints(): Promise<PickupPoint[]> {
    const all: PickupPoint[] = [];
    for (const { type, kind } of POINT_TYPES) {
      const points = await read<FanPickupPoint[]>({ method: 'GET', path: 'reports/pickup-points', query: { type } }, 'lista punctelor de ridicare nu este disponibilă.');
      for (const point of Array.isArray(points) ? points : []) all.push(pickupPoint(point, kind));
    }
    return all;
  }

  return {
    network: 'fan-courier',
    capabilities: { ...FAN_COURIER_CAPABILITIES, labelFormats: epod ? ['A4', 'A6', 'ZPL'] : ['A4', 'ZPL'] },
    quote,
    book,
    cancel,
    label,
    track: async (awb) => (await trackMany([awb])).get(awb) ?? [],
    trackMany,
    pickupPoints,
    shutdown: () => http.shutdown(),
  };
}
