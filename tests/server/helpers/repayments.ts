// Cash on delivery in tests: an order with ramburs placed through the app (paid by card on the
// processor's page, booked with the simulated carrier), its parcel driven to delivered or returned by
// recording the carrier's events the way the tracking poller does (recordTracking), and the payout
// batch and jobs run by hand.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { composeIBAN } from 'ibantools';
import { shipments } from '../../../server/db/schema.ts';
import { recordTracking } from '../../../server/services/tracking/record.ts';
import { orderBody, placePaidOrder } from './orders.ts';
import { eventBusOf } from '../../../server/app/events.ts';

/** A valid Romanian IBAN per `n` (the check digits computed). */
export function roIban(n: number): string {
  const iban = composeIBAN({ countryCode: 'RO', bban: `AAAA1B31${String(n).padStart(12, '0')}` });
  if (!iban) throw new Error('no IBAN');
  return iban;
}

export interface CodOrder {
  orderId: number;
  awb: string;
  shipmentId: number;
}

/** An order with `lei` to collect on delivery (bank account: `iban` and `holder`), booked. */
export async function placeCodOrder(app: FastifyInstance, token: string, options: { lei?: number; iban?: string; holder?: string; carrierId?: number } = {}): Promise<CodOrder> {
  const lei = options.lei ?? 250.5;
  const extra: Record<string, unknown> = { parcel_content: 'Cărți și jucării' };
  if (lei > 0) Object.assign(extra, { bank_repayment_amount: lei, bank_iban: options.iban ?? roIban(1), bank_holder: options.holder ?? 'Magazin Verde SRL' });
  const paid = await placePaidOrder(app, orderBody({ carrier_id: options.carrierId ?? 6, extra }), { token });
  if (!paid.awb) throw new Error(`order ${paid.orderId} not booked: ${JSON.stringify(paid.payment)}`);
  const [shipment] = await app.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awb, paid.awb));
  return { orderId: paid.orderId, awb: paid.awb, shipmentId: shipment!.id };
}

let sequence = 1000;

/** The carrier reports the parcel picked up, then `final` (delivered or returned) at `at`. */
export async function finish(app: FastifyInstance, order: CodOrder, final: 'delivered' | 'returned', at = new Date()) {
  const events = [
    { sequence: ++sequence, carrierStatusCode: 'PU', status: 'picked_up' as const, description: 'Colet preluat de curier', location: 'Cluj-Napoca', occurredAt: new Date(at.getTime() - 86_400_000) },
    {
      sequence: ++sequence,
      carrierStatusCode: final === 'delivered' ? 'DL' : 'RT',
      status: final,
      description: final === 'delivered' ? 'Livrat destinatarului' : 'Returnat expeditorului',
      location: 'Iași',
      occurredAt: at,
    },
  ];
  return { events, change: await recordTracking(app.db, { id: order.shipmentId, awb: order.awb }, events, at, { events: eventBusOf(app) }) };
}
