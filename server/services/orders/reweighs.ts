// Re-weighing (issue #30): a carrier that weighs a parcel heavier than the order declared reports it
// with a tracking event (TrackingEvent.measuredWeightKg); tracking/record.ts publishes
// 'shipment.reweighed' and the orders' subscriber (subscribers.ts) queues 'order.reweigh' in the same
// transaction. This job prices the order again with the measured weight, with the same engine and
// rate card at the order's own moment, and charges the difference (VAT included) to the
// customer: one `reweigh_charges` row per order and `customers.has_unpaid_reweights` set, in one
// transaction. While a charge is unpaid, new orders are refused (REWEIGH_UNPAID); the customer pays
// every unpaid charge from the wallet at once (payReweighs: one ledger movement per charge, kind
// 'reweigh', reference the order number, so a repeated payment moves nothing twice).
// Guests (no account to charge) and test-mode orders (a test API key: no real money) are not charged.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ParcelInput, PriceRequest } from '../../../src/shared/shipping.ts';
import { SHIPPING_LIMITS } from '../../../src/shared/shipping.ts';
import { customers, orders, reweighCharges } from '../../db/schema.ts';
import { setUnpaidReweighs } from '../auth/index.ts';
import { Failure } from '../failure.ts';
import { formatRon } from '../payments/index.ts';
import { postMovement } from '../payments/index.ts';
import type { CommerceContext } from './context.ts';
import type { OrderRequest } from './order-input.ts';

export const REWEIGH_UNPAID_MESSAGE =
  'Ai o diferență de recântărire neplătită. Plătește-o din portofel (Contul meu → Portofel) înainte de o comandă nouă.';

/** The 409 a new order gets while the customer owes a re-weighing difference. */
export function reweighUnpaid(): Failure {
  return new Failure(409, 'reweigh_unpaid', REWEIGH_UNPAID_MESSAGE);
}

/** A customer's new order (not a test-mode one) waits until every re-weighing difference is paid. */
export async function refuseWhileReweighUnpaid(ctx: Pick<CommerceContext, 'db'>, request: Pick<OrderRequest, 'owner' | 'testMode'>): Promise<void> {
  const { customerId } = request.owner;
  if (customerId === null || request.testMode) return;
  const [row] = await ctx.db.select({ unpaid: customers.hasUnpaidReweights }).from(customers).where(eq(customers.id, customerId));
  if (row?.unpaid) throw reweighUnpaid();
}

const volumetricKg = (p: ParcelInput) => (p.size.length * p.size.width * p.size.height) / SHIPPING_LIMITS.volumetricDivisor;

/**
 * The parcels with `extraKg` more billed weight: each parcel in turn, from its billed weight (the
 * larger of actual and volumetric) up to the per-parcel limit.
 */
export function heavierParcels(parcels: ParcelInput[], extraKg: number): ParcelInput[] {
  let left = extraKg;
  return parcels.map((p) => {
    const billed = Math.max(p.size.weight, volumetricKg(p));
    const add = Math.max(0, Math.min(left, SHIPPING_LIMITS.maxParcelWeightKg - billed));
    left -= add;
    return add > 0 ? { ...p, size: { ...p.size, weight: Math.round((billed + add) * 1000) / 1000 } } : p;
  });
}

export interface ReweighPayload {
  orderId: number;
  measuredKg: number;
}

/** The 'order.reweigh' job: the difference charged, or nothing when the parcel is not heavier. */
export async function chargeReweigh(ctx: CommerceContext, { orderId, measuredKg }: ReweighPayload): Promise<void> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.customerId === null || order.testMode || !order.awb) return;
  const request = order.priceRequest as unknown as PriceRequest;
  const parcels = request.content.parcels ?? [];
  const declaredKg = (order.offer as { billed_weight_kg?: number }).billed_weight_kg ?? 0;
  if (!parcels.length || !(measuredKg > declaredKg)) return;
  const at = order.createdAt;
  const before = await ctx.pricing.priceOffer(request, order.carrierId, order.serviceId, at);
  const heavier = { ...request, content: { ...request.content, parcels: heavierParcels(parcels, measuredKg - declaredKg) } };
  const after = await ctx.pricing.priceOffer(heavier, order.carrierId, order.serviceId, at);
  const amountBani = after.breakdown.total_bani - before.breakdown.total_bani;
  if (amountBani <= 0) return;
  const customerId = order.customerId;
  await ctx.db.transaction(async (tx) => {
    const [charge] = await tx
      .insert(reweighCharges)
      .values({ orderId, customerId, orderNumber: order.number, awb: order.awb!, declaredKg, measuredKg, amountBani })
      .onConflictDoNothing({ target: reweighCharges.orderId })
      .returning({ id: reweighCharges.id });
    if (charge) await setUnpaidReweighs(tx, customerId, true);
  });
}

export function reweighView(row: typeof reweighCharges.$inferSelect) {
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: row.orderNumber,
    awb: row.awb,
    declared_weight_kg: row.declaredKg,
    measured_weight_kg: row.measuredKg,
    amount_bani: row.amountBani,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export async function listReweighs(ctx: Pick<CommerceContext, 'db'>, customerId: number) {
  const rows = await ctx.db.select().from(reweighCharges).where(eq(reweighCharges.customerId, customerId)).orderBy(asc(reweighCharges.id));
  return rows.map(reweighView);
}

/**
 * Pays every unpaid charge from the wallet, in one transaction (the wallet's lock on the customer
 * first): all or nothing, a 422 insufficient_funds naming the total when the balance is short.
 */
export async function payReweighs(ctx: Pick<CommerceContext, 'db'>, customerId: number): Promise<{ paidBani: number; count: number }> {
  return ctx.db.transaction(async (tx) => {
    const unpaid = await tx
      .select()
      .from(reweighCharges)
      .where(and(eq(reweighCharges.customerId, customerId), isNull(reweighCharges.paidAt)))
      .orderBy(asc(reweighCharges.id))
      .for('update');
    const total = unpaid.reduce((sum, c) => sum + c.amountBani, 0);
    try {
      for (const charge of unpaid) {
        await postMovement(tx, {
          customerId,
          amountBani: -charge.amountBani,
          kind: 'reweigh',
          reference: charge.orderNumber,
          description: `Diferență de recântărire, comanda ${charge.orderNumber} (${String(charge.declaredKg).replace('.', ',')} kg declarat, ${String(charge.measuredKg).replace('.', ',')} kg cântărit)`,
        });
        await tx.update(reweighCharges).set({ paidAt: sql`now()` }).where(eq(reweighCharges.id, charge.id));
      }
    } catch (error) {
      if (error instanceof Failure && error.reason === 'insufficient_funds') {
        const balance = (error.details.data as { balance_bani?: number } | undefined)?.balance_bani ?? 0;
        const message = `Soldul portofelului nu acoperă diferențele de recântărire (${formatRon(total)}). Alimentează portofelul cu cel puțin ${formatRon(Math.max(0, total - balance))} și încearcă din nou.`;
        throw new Failure(422, 'insufficient_funds', message, { errors: { wallet: [message] }, data: { needed_bani: total } });
      }
      throw error;
    }
    await setUnpaidReweighs(tx, customerId, false);
    return { paidBani: total, count: unpaid.length };
  });
}
