// FAN Courier's courier order (carrier-apis.md section 1, "Courier order (pickup)" [doc], field names
// as the widely used PHP client sends them): an AWB alone does not bring a courier; `POST order`
// asks for one to collect the parcel on a day, within a window of at least two hours, and answers
// {status:"success", data:{id}}; `DELETE order?clientId&id` withdraws it. Sent after each AWB whose
// parcel a courier collects from the sender (not for a parcel the sender drops in a FANbox, option W).
import type { BookingRequest } from '../../carrier-adapter.ts';
import { bucharestWallClock } from '../../bucharest-time.ts';
import type { FanShipment } from './wire.ts';

/** The collection window asked for (FAN's standard hours; at least 2 h per the doc). */
export const PICKUP_HOURS = { first: '09:00', second: '17:00' } as const;

export interface FanCourierOrder {
  clientId: number;
  info: {
    awbNumber: string;
    packages: { parcel: number; envelope: number };
    weight: number;
    dimensions: { length: number; height: number; width: number };
    orderType: 'Standard';
    pickupDate: string;
    pickupHours: { first: string; second: string };
    observations: string;
  };
}

const iso = (wall: { year: number; month: number; day: number }) =>
  `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;

/** The pickup day: the offer's estimate, never before today (Bucharest) when a booking is retried later. */
export function pickupDateOf(request: Pick<BookingRequest, 'pickupDate' | 'now'>): string {
  const today = iso(bucharestWallClock(request.now));
  return request.pickupDate && request.pickupDate > today ? request.pickupDate : today;
}

export function fanCourierOrder(clientId: string, awb: string, shipment: FanShipment, request: Pick<BookingRequest, 'pickupDate' | 'now' | 'reference' | 'orderNumber'>): FanCourierOrder {
  return {
    clientId: Number(clientId),
    info: {
      awbNumber: awb,
      packages: shipment.info.packages,
      weight: shipment.info.weight,
      dimensions: shipment.info.dimensions,
      orderType: 'Standard',
      pickupDate: pickupDateOf(request),
      pickupHours: { ...PICKUP_HOURS },
      observations: `Ref. ${request.reference ?? request.orderNumber}`,
    },
  };
}

/** Whether a courier collects the parcel from the sender (no drop-off in a FANbox). */
export const collectedFromSender = (shipment: FanShipment): boolean => !(shipment.info.options ?? []).includes('W');
