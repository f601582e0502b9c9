// A return request as the shop's dashboard shows it (list and detail), and as the guest who filed it
// reads it by the signed link (no IBAN in full, no internal notes: what they typed and where it stands).
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { ImageType, returnStatusHistory } from '../../db/schema.ts';
import type { ReturnRow } from './inbox.ts';
import { shopActionsFor } from './return-states.ts';
import type { ShipmentFacts } from './return-shipment-view.ts';

type HistoryRow = typeof returnStatusHistory.$inferSelect;
interface PhotoInfo {
  id: number;
  returnId: number;
  contentType: ImageType;
  size: number;
  createdAt: Date;
}

export const DROP_OFF_NAMES = { locker: 'Easybox sau locker', office: 'Oficiu sau punct al curierului', courier: 'Ridicare de curier de la adresa clientului' } as const;
export const STATUS_NAMES = {
  requested: 'Cerere nouă',
  approved: 'Aprobată',
  refused: 'Refuzată',
  label_issued: 'Etichetă emisă',
  in_transit: 'În tranzit',
  received: 'Primită de magazin',
  refunded: 'Rambursată',
  closed: 'Închisă',
} as const;

const carrierName = (id: number | null) => (id === null ? null : (CARRIERS.find((c) => c.id === id)?.name ?? String(id)));

export function returnView(row: ReturnRow) {
  return {
    id: row.id,
    status: row.status,
    status_name: STATUS_NAMES[row.status],
    order_id: row.orderId,
    order_reference: row.orderReference,
    order_awb: row.orderAwb,
    order_delivered_at: row.orderDeliveredAt?.toISOString() ?? null,
    cash_on_delivery: row.cashOnDelivery,
    refund_iban: row.refundIban,
    contact: row.contact,
    items: row.items,
    drop_off_method: row.dropOffMethod,
    drop_off_name: DROP_OFF_NAMES[row.dropOffMethod],
    carrier_id: row.carrierId,
    carrier_name: carrierName(row.carrierId),
    refusal_reason: row.refusalReason,
    stated_at: row.statedAt.toISOString(),
    confirmed_at: row.confirmedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    /** What the shop may do with it now (the state machine's moves from its status). */
    actions: shopActionsFor(row.status),
  };
}

export function historyView(rows: HistoryRow[]) {
  return rows.map((h) => ({ from_status: h.fromStatus, to_status: h.toStatus, status_name: STATUS_NAMES[h.toStatus], event: h.event, note: h.note, at: h.createdAt.toISOString() }));
}

/** Whether the request's last shipment was cancelled or never booked (a new one may be made). */
export const shipmentEnded = (shipment: Pick<ShipmentFacts, 'order_status'> | null) => shipment?.order_status === 'cancelled' || shipment?.order_status === 'booking_failed';

export function returnDetailView<R>(row: ReturnRow, history: HistoryRow[], photos: PhotoInfo[], shipment: ShipmentFacts | null = null, codRefund: R | null = null) {
  return {
    ...returnView(row),
    // An approved request whose shipment was cancelled may be approved again: a new shipment (return-shipment-cancel.ts).
    actions: shopActionsFor(row.status, shipmentEnded(shipment)),
    shipment,
    statement: row.statement,
    history: historyView(history),
    photos: photos.map((p) => ({ id: p.id, content_type: p.contentType, size: p.size, url: `/api/private/returns/${row.id}/photos/${p.id}`, created_at: p.createdAt.toISOString() })),
    /** A cash-on-delivery request's refund from the shop's ramburs (cod-refund.ts codRefundView). */
    cod_refund: codRefund,
  };
}

/** What the customer sees of their request (by the signed link). */
export function guestReturnView(row: ReturnRow, shopName: string, history: HistoryRow[], shipment: ShipmentFacts | null = null, labelUrl: string | null = null) {
  const view = returnView(row);
  return {
    id: view.id,
    shop_name: shopName,
    status: view.status,
    status_name: view.status_name,
    order_reference: view.order_reference,
    items: view.items,
    drop_off_method: view.drop_off_method,
    drop_off_name: view.drop_off_name,
    carrier_name: view.carrier_name,
    refusal_reason: view.refusal_reason,
    refund_iban_last4: row.refundIban ? row.refundIban.slice(-4) : null,
    stated_at: view.stated_at,
    confirmed_at: view.confirmed_at,
    history: historyView(history).map(({ note: _note, event: _event, ...h }) => h),
    awb: shipment?.awb ?? null,
    shipment,
    label_url: shipment?.label_available ? labelUrl : null,
  };
}
