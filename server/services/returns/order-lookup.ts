// Finding the order a customer returns, on a shop's returns page: only the orders of that shop, by
// the AWB it was sent with, or by the shop's order reference (the public API's
// extra.internal_identifier, or our order number) plus the e-mail, phone or postal code it was sent
// to. A missing order and one whose data do not match get the same answer, so the lookup reveals
// nothing to whoever lacks the data; each lookup is counted per address and per shop (the shared
// limiter, rate-limit.ts). The answer holds only what the return form needs.
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema.ts';
import { validationFailure } from '../failure.ts';
import { consume, LIMITS, rateLimitKey } from '../rate-limit.ts';
import type { ReturnContact } from '../../db/schema.ts';

export interface LookupInput {
  awb?: string;
  reference?: string;
  email?: string;
  phone?: string;
  postal_code?: string;
}

export interface FoundOrder {
  orderId: number;
  reference: string;
  awb: string | null;
  deliveredAt: Date | null;
  cashOnDelivery: boolean;
  parcelContent: string;
  testMode: boolean;
  contact: ReturnContact;
}

export const LOOKUP_MESSAGES = {
  notFound: 'Nu am găsit o comandă a acestui magazin cu aceste date. Verifică AWB-ul sau numărul comenzii și datele la care a fost livrată.',
  contactRequired: 'Scrie e-mailul, telefonul sau codul poștal la care a fost trimisă comanda.',
  awbOrReference: 'Scrie AWB-ul coletului sau numărul comenzii de la magazin.',
} as const;

/** Statuses of an order that was shipped: a return is possible (other orders are "not found"). */
const SHIPPED = ['booked', 'picked_up', 'delivered'] as const;

const digits = (text: string) => text.replace(/\D/g, '');
const lastNine = (phone: string) => digits(phone).slice(-9);

interface Party {
  name?: string;
  phone?: string;
  email?: string | null;
  postal_code?: string;
  locality_id?: number;
  locality_name?: string;
  county_name?: string;
  street_name?: string | null;
  street_number?: string | null;
  street_details?: string | null;
}

/** Counts one lookup of `ip` on shop `shopId` (429 past either limit). */
export async function countLookup(db: AppDb, ip: string, shopId: number): Promise<void> {
  await consume(db, LIMITS.returnLookupsPerIp, rateLimitKey(LIMITS.returnLookupsPerIp, ip));
  await consume(db, LIMITS.returnLookupsPerShop, rateLimitKey(LIMITS.returnLookupsPerShop, shopId));
}

/** The shop's order the data name; a 422 naming the field when none matches (the same whether it exists or not). */
export async function findShopOrder(db: AppDb, shopId: number, input: LookupInput): Promise<FoundOrder> {
  const awb = input.awb?.trim().toUpperCase() ?? '';
  const reference = input.reference?.trim() ?? '';
  if (!awb && !reference) throw validationFailure({ awb: [LOOKUP_MESSAGES.awbOrReference] });
  const field = awb ? 'awb' : 'reference';
  const notFound = () => validationFailure({ [field]: [LOOKUP_MESSAGES.notFound] });
  if (awb && !/^[A-Z0-9]{6,30}$/.test(awb)) throw notFound();
  if (!awb && !(input.email?.trim() || input.phone?.trim() || input.postal_code?.trim())) throw validationFailure({ email: [LOOKUP_MESSAGES.contactRequired] });
  if (!awb && [...reference].length > 100) throw notFound();

  const shopReference = sql`(${orders.priceRequest} -> 'extra' ->> 'internal_identifier')`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      awb: orders.awb,
      status: orders.status,
      codBani: orders.codBani,
      parcelContent: orders.parcelContent,
      testMode: orders.testMode,
      recipient: orders.recipient,
      shopReference: sql<string | null>`${shopReference}`,
      deliveredAt: shipments.deliveredAt,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(eq(orders.customerId, shopId), awb ? eq(orders.awb, awb) : or(sql`${shopReference} = ${reference}`, eq(orders.number, reference.toUpperCase()))))
    .limit(20);
  const matches = rows.filter((row) => {
    if (!(SHIPPED as readonly string[]).includes(row.status)) return false;
    if (awb) return true;
    const to = row.recipient as Party;
    const email = input.email?.trim().toLowerCase();
    const phone = input.phone ? lastNine(input.phone) : '';
    const postal = input.postal_code ? digits(input.postal_code) : '';
    return Boolean(
      (email && to.email && to.email.toLowerCase() === email) || (phone.length === 9 && to.phone && lastNine(to.phone) === phone) || (postal.length === 6 && to.postal_code && digits(to.postal_code) === postal),
    );
  });
  const row = matches.at(-1);
  if (!row) throw notFound();
  const to = row.recipient as Party;
  return {
    orderId: row.id,
    reference: row.shopReference?.trim() || row.number,
    awb: row.awb,
    deliveredAt: row.deliveredAt,
    cashOnDelivery: row.codBani > 0,
    parcelContent: row.parcelContent,
    testMode: row.testMode,
    contact: {
      name: to.name ?? '',
      email: to.email ?? '',
      phone: to.phone ?? '',
      locality_id: to.locality_id ?? null,
      locality_name: to.locality_name ?? '',
      county_name: to.county_name ?? '',
      street: [to.street_name, to.street_number, to.street_details].filter(Boolean).join(' '),
      postal_code: to.postal_code ?? '',
    },
  };
}

/** The last moment of the return window of an order delivered at `deliveredAt` (null: not delivered yet, the window has not begun). */
export function windowEnd(deliveredAt: Date | null, windowDays: number): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + windowDays * 86_400_000) : null;
}

export const orderAnswer = (order: FoundOrder, windowDays: number) => ({
  order_reference: order.reference,
  awb: order.awb,
  delivered_at: order.deliveredAt?.toISOString() ?? null,
  deadline: windowEnd(order.deliveredAt, windowDays)?.toISOString() ?? null,
  cash_on_delivery: order.cashOnDelivery,
  parcel_content: order.parcelContent,
  contact: order.contact,
});
