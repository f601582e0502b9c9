// The returns module's mails (mail jobs written in the transaction of the change: requests.ts,
// shop-actions.ts), rendered from the request as it is when the job runs: the customer's
// acknowledgement of the withdrawal, the same statement to the shop, a refusal with its reason, the
// return shipment's AWB with its code or label (return-label.ts), the returned parcel's arrival to
// the shop (return-tracking.ts) and the refund from the shop's ramburs to the customer (cod-refund.ts).
// The words are in mail/return-templates.ts.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, orders, paymentRefunds, payments, returnRequests, returnSettings, shipments } from '../../db/schema.ts';
import {
  defineMailRenderers,
  RETURN_WHEN,
  returnAcknowledgementMail,
  returnArrivedMail,
  returnLabelMail,
  returnRefundedMail,
  returnRefusedMail,
  returnShipmentCancelledMail,
  returnShopStatementMail,
  type ArrivalRefund,
  type ReturnFacts,
} from '../mail/index.ts';
import { formatRon } from '../money-format.ts';
import { codRefundOf } from '../repayments/index.ts';
import { shipmentFacts } from './return-shipment-view.ts';
import { accessToken, guestReturnUrl } from './access.ts';
import { DROP_OFF_NAMES } from './views.ts';

declare module '../mail/template-registry.ts' {
  interface MailTemplatePayloads {
    return_acknowledgement: { returnId: number };
    return_shop_statement: { returnId: number };
    return_refused: { returnId: number };
    return_label: { returnId: number };
    return_arrived: { returnId: number };
    return_refunded: { returnId: number };
    return_shipment_cancelled: { returnId: number; orderId: number; end: 'cancelled' | 'unbookable' };
  }
}

export interface ReturnMailDeps {
  db: AppDb;
  publicUrl: string;
  signingKey(): Promise<Uint8Array>;
}

async function load(db: AppDb, returnId: number) {
  const [found] = await db
    .select({ request: returnRequests, shop: returnSettings.publicName, codRefundAuto: returnSettings.codRefundAuto, shopEmail: customers.email })
    .from(returnRequests)
    .innerJoin(customers, eq(customers.id, returnRequests.customerId))
    .leftJoin(returnSettings, eq(returnSettings.customerId, returnRequests.customerId))
    .where(eq(returnRequests.id, returnId));
  if (!found) return null;
  const { request } = found;
  const facts: ReturnFacts = {
    id: request.id,
    shop: found.shop ?? 'magazin',
    orderReference: request.orderReference,
    customerName: request.contact.name,
    customerEmail: request.contact.email,
    customerPhone: request.contact.phone,
    items: request.items.map((item) => `${item.quantity} × ${item.name} (${item.reason})`),
    dropOff: DROP_OFF_NAMES[request.dropOffMethod],
    statedAt: RETURN_WHEN.format(request.statedAt),
    confirmedAt: RETURN_WHEN.format(request.confirmedAt),
    ibanLast4: request.refundIban ? request.refundIban.slice(-4) : null,
    refusalReason: request.refusalReason,
  };
  return { facts, request, shopEmail: found.shopEmail, codRefundAuto: found.codRefundAuto === true };
}

const guestLink = async (deps: ReturnMailDeps, id: number, statementId: string) => guestReturnUrl(deps.publicUrl, id, await accessToken(deps.signingKey, statementId));

export const returnMailRenderers = defineMailRenderers<ReturnMailDeps>()({
  return_acknowledgement: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    return found ? returnAcknowledgementMail(found.facts, await guestLink(deps, found.request.id, found.request.statementId)) : null;
  },
  return_shop_statement: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    return found ? returnShopStatementMail(found.shopEmail, found.facts, `${deps.publicUrl}/dashboard/retururi`) : null;
  },
  return_refused: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    if (!found || found.request.status !== 'refused') return null;
    return returnRefusedMail(found.facts, await guestLink(deps, found.request.id, found.request.statementId));
  },
  return_label: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    const shipment = found ? await shipmentFacts(deps.db, found.request) : null;
    if (!found || !shipment?.awb || !shipment.drop_off_deadline) return null;
    const code = shipment.code ? { words: CODE_LABELS[shipment.code.kind], value: shipment.code.value, qrSvg: shipment.code.qr_svg } : null;
    const label = { awb: shipment.awb, carrier: shipment.carrier_name, code, instructions: shipment.instructions, deadline: RETURN_WHEN.format(new Date(shipment.drop_off_deadline)), trackUrl: `${deps.publicUrl}${shipment.track_url}`, demoNote: shipment.code?.demo_note ?? null };
    return returnLabelMail(found.facts, label, await guestLink(deps, found.request.id, found.request.statementId));
  },
  return_arrived: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    if (!found) return null;
    const { request } = found;
    const [parcel] = request.returnOrderId === null ? [] : await deps.db.select({ awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, request.returnOrderId));
    const refund = await codRefundOf(deps.db, request.id);
    const state: ArrivalRefund =
      refund?.automatic === true
        ? { kind: 'refunded', amount: formatRon(refund.amountBani) }
        : found.codRefundAuto && request.cashOnDelivery && request.orderId !== null && !refund && request.status === 'received'
          ? { kind: 'not_enough' }
          : { kind: 'none' };
    return returnArrivedMail(found.shopEmail, found.facts, parcel?.awb ?? null, state, `${deps.publicUrl}/dashboard/retururi?cerere=${request.id}`);
  },
  return_shipment_cancelled: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, mail.orderId));
    if (!found || !order) return null;
    const [parcel] = await deps.db.select({ awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, order.id));
    // The shop's own order: it makes the new shipment; the customer's: they pay again. Their money goes back by the order's own path.
    const shops = order.customerId === found.request.customerId;
    const [paid] = shops ? [] : await deps.db.select({ amountBani: payments.amountBani, method: payments.method, status: payments.status }).from(payments).where(eq(payments.orderId, order.id));
    const [refund] = paid ? await deps.db.select({ channel: paymentRefunds.channel }).from(paymentRefunds).innerJoin(payments, eq(payments.id, paymentRefunds.paymentId)).where(eq(payments.orderId, order.id)) : [];
    const refunded = paid && (paid.status === 'succeeded' || paid.status === 'refunded') ? { amount: formatRon(paid.amountBani), channel: refund?.channel ?? (paid.method === 'wallet' ? 'wallet' : 'card') } : null;
    const facts = { awb: parcel?.awb ?? order.awb ?? null, unbookable: mail.end === 'unbookable', refund: refunded, next: shops ? ('shop' as const) : ('customer' as const) };
    return returnShipmentCancelledMail(found.facts, facts, await guestLink(deps, found.request.id, found.request.statementId));
  },
  return_refunded: async (deps, mail) => {
    const found = await load(deps.db, mail.returnId);
    const refund = found ? await codRefundOf(deps.db, found.request.id) : null;
    if (!found || !refund) return null;
    return returnRefundedMail(found.facts, formatRon(refund.amountBani), refund.buyerIban, await guestLink(deps, found.request.id, found.request.statementId));
  },
});

const CODE_LABELS = { code: 'Cod de retur', qr: 'Cod QR de retur', pin: 'Cod PIN', voucher: 'Voucher de retur' } as const;
