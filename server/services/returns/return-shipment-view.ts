// What the customer (the guest page, the label mail) and the shop (its detail) are shown of a
// request's return shipment: the order's status and price, who owes what, the AWB and its tracking
// page, the label (the guest's download route) or the carrier's label-free code with its QR code
// (carriers/return-methods.ts), plain Romanian instructions for the drop-off method, and the
// deadline (RETURN_DROP_OFF_DAYS after the approval). A simulated carrier's code is a demo, and says so.
import { renderSVG } from 'uqr';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { trackingPath } from '../../../src/shared/tracking.ts';
import type { AppDb } from '../../db/client.ts';
import { orders, payments, returnStatusHistory, shipments, walletLedger, testBalanceLedger } from '../../db/schema.ts';
import { returnCodeOf, returnMethodsOf, type ReturnCode } from '../carriers/index.ts';
import type { ReturnRow } from './inbox.ts';
import { dropOffDeadline } from './return-shipment.ts';

const CODE_WORDS: Record<ReturnCode['kind'], string> = { code: 'codul de retur', qr: 'codul QR de retur', pin: 'codul PIN', voucher: 'numărul voucherului de retur' };

export const DEMO_CODE_NOTE = 'DEMO: cod generat de rețeaua simulată, nu este un cod real al curierului.';

/** The drop-off instructions, in plain Romanian, for the method and what was issued. */
export function instructionsFor(row: Pick<ReturnRow, 'dropOffMethod' | 'carrierId'>, code: ReturnCode | null, carrierName: string): string[] {
  const place = returnMethodsOf(row.carrierId ?? 0)?.dropOff[row.dropOffMethod] ?? `un punct ${carrierName}`;
  const pack = 'Pune produsele în ambalaj (cutia originală sau una asemănătoare) și închide bine coletul.';
  if (code) {
    const words = CODE_WORDS[code.kind];
    const at = row.dropOffMethod === 'locker' ? [`Mergi la ${place}. Pe ecranul lockerului alege „Trimite colet” sau „Am un cod”, apoi introdu ${words} ${code.code} sau scanează codul QR.`, 'Pune coletul în ușa care se deschide și închide ușa: nu ai nevoie de etichetă.'] : [`Du coletul la ${place} și arată la ghișeu ${words} ${code.code} (sau codul QR de pe telefon): eticheta o tipărește curierul.`];
    return [pack, ...at];
  }
  if (row.dropOffMethod === 'courier') return [pack, 'Tipărește eticheta (PDF) și lipește-o pe colet.', `Curierul ${carrierName} vine să ridice coletul de la adresa ta în zilele lucrătoare următoare; dacă nu ai imprimantă, arată-i AWB-ul.`];
  return [pack, 'Tipărește eticheta (PDF) și lipește-o pe colet, peste orice etichetă veche.', `Du coletul la ${place}.`];
}

export interface ShipmentFacts {
  order_id: number;
  order_number: string;
  order_status: string;
  price_bani: number;
  /** What the customer still has to pay before the return is booked (0: nothing). */
  customer_due_bani: number;
  /** The customer's card payment in progress (the processor's page), if any. */
  payment_redirect_url: string | null;
  payment_failed: boolean;
  /** Why the carrier refused the shipment (its order booking_failed, the money refunded), in Romanian; else null. */
  booking_failure: string | null;
  awb: string | null;
  carrier_name: string;
  track_url: string | null;
  demo: boolean;
  code: { kind: ReturnCode['kind']; value: string; service: string; qr_svg: string; demo_note: string | null } | null;
  label_available: boolean;
  instructions: string[];
  approved_at: string | null;
  drop_off_deadline: string | null;
}

async function shopShare(db: AppDb, row: ReturnRow): Promise<number> {
  const ledger = row.testMode ? testBalanceLedger : walletLedger;
  const [share] = await db.select({ amount: ledger.amountBani }).from(ledger).where(and(eq(ledger.kind, 'order'), eq(ledger.reference, `RET-${row.id}`)));
  return share ? -share.amount : 0;
}

/** The request's shipment as it stands; null before the approval made one. */
export async function shipmentFacts(db: AppDb, row: ReturnRow): Promise<ShipmentFacts | null> {
  if (row.returnOrderId === null) return null;
  const [[order], [shipment], [payment], [approval]] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, row.returnOrderId)),
    db.select({ awb: shipments.awb, network: shipments.network, carrierRefs: shipments.carrierRefs }).from(shipments).where(eq(shipments.orderId, row.returnOrderId)),
    db.select({ status: payments.status, redirectUrl: payments.redirectUrl, method: payments.method }).from(payments).where(eq(payments.orderId, row.returnOrderId)),
    db
      .select({ at: returnStatusHistory.createdAt })
      .from(returnStatusHistory)
      .where(and(eq(returnStatusHistory.returnId, row.id), inArray(returnStatusHistory.event, ['shop.approved', 'auto.approved'])))
      .orderBy(desc(returnStatusHistory.id))
      .limit(1),
  ]);
  if (!order) return null;
  const carrierName = CARRIERS.find((c) => c.id === order.carrierId)?.name ?? String(order.carrierId);
  // A cancelled (or never booked) shipment's code and label are no longer valid: the customer's part is due again when they pay for it.
  const ended = order.status === 'cancelled' || order.status === 'booking_failed';
  const code = shipment && !ended ? returnCodeOf(order.carrierId, row.dropOffMethod, { awb: shipment.awb, network: shipment.network, carrierRefs: shipment.carrierRefs as Record<string, string> }) : null;
  const awaiting = order.status === 'awaiting_payment' || order.status === 'payment_failed' || (ended && order.customerId !== row.customerId);
  const due = awaiting ? Math.max(0, order.totalBani - (await shopShare(db, row))) : 0;
  const approvedAt = approval?.at ?? null;
  return {
    order_id: order.id,
    order_number: order.number,
    order_status: order.status,
    price_bani: order.totalBani,
    customer_due_bani: due,
    payment_redirect_url: payment?.status === 'requires_action' ? payment.redirectUrl : null,
    payment_failed: order.status === 'payment_failed' || payment?.status === 'failed',
    booking_failure: order.status === 'booking_failed' ? (order.bookingFailure ?? 'Curierul nu a înregistrat transportul returului.') : null,
    awb: shipment?.awb ?? null,
    carrier_name: carrierName,
    track_url: shipment ? trackingPath(shipment.awb) : null,
    demo: shipment?.network === 'simulated',
    code: code ? { kind: code.kind, value: code.code, service: code.service, qr_svg: renderSVG(code.code, { ecc: 'M', border: 2 }), demo_note: code.demo ? DEMO_CODE_NOTE : null } : null,
    label_available: Boolean(shipment) && !code && !ended,
    instructions: shipment && !ended ? instructionsFor(row, code, carrierName) : [],
    approved_at: approvedAt?.toISOString() ?? null,
    drop_off_deadline: approvedAt ? dropOffDeadline(approvedAt).toISOString() : null,
  };
}
