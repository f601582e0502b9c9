// The EU withdrawal function of a shop's returns page (Directive (EU) 2023/2673, Art. 11a CRD), in
// two steps:
// 1. "Retrage-te din contract": the statement (order, items and reasons, contact, drop-off method,
//    IBAN for a cash-on-delivery order) is checked in full (window, a second active return, the
//    order's data) and answered in words with a signed statement token (2 hours; nothing stored);
// 2. "Confirm retragerea": the token alone. Checked again, the request is created in one
//    transaction with its history, 'return.created' (the shop's webhooks), the acknowledgement mail
//    to the customer (date and time, shop, order, what is returned), the same statement to the shop
//    when its settings say so; then, with automatic approval, its approval with the return shipment
//    (return-shipment.ts, its own transaction). The same token confirmed twice answers the same request.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_RETURN_STATUSES, returnRequests } from '../../db/schema.ts';
import { validationFailure } from '../failure.ts';
import { enqueue } from '../jobs/index.ts';
import { RETURN_WHEN } from '../mail/index.ts';
import { sameSignature } from '../signature-text.ts';
import { accessToken, accessTokenHash } from './access.ts';
import { isUniqueViolation, searchable, type ReturnsContext } from './context.ts';
import type { ReturnRow } from './inbox.ts';
import { countLookup, findShopOrder, windowEnd } from './order-lookup.ts';
import { insertReturn } from './return-states.ts';
import { approveWithShipment } from './return-shipment.ts';
import { enabledPage, type SettingsRow } from './settings.ts';
import { checkStatement, WITHDRAWAL_MESSAGES, type StatementInput } from './withdrawal-rules.ts';

export const STATEMENT_TTL_MS = 2 * 3600 * 1000;

export const CONFIRM_MESSAGES = {
  invalid: 'Declarația de retragere nu este validă. Completeaz-o din nou.',
  expired: 'Declarația de retragere a expirat (este valabilă 2 ore). Completeaz-o din nou.',
  duplicate: 'Există deja o cerere de retur în curs pentru această comandă.',
  windowOver: (days: number, end: Date) => `Termenul de retur de ${days} de zile a expirat pe ${RETURN_WHEN.format(end)}.`,
  confirmed: 'Retragerea din contract a fost confirmată. Ți-am trimis confirmarea pe e-mail.',
} as const;

interface Statement {
  sid: string;
  shop: number;
  at: string;
  input: StatementInput;
}

interface ResolvedOrder {
  orderId: number | null;
  reference: string;
  awb: string | null;
  deliveredAt: Date | null;
  cashOnDelivery: boolean;
  testMode: boolean;
}

const bucharestToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(now);

async function sign(ctx: ReturnsContext, body: string): Promise<string> {
  return createHmac('sha256', await ctx.signingKey()).update(`return-statement:${body}`).digest('base64url');
}

/** The order the statement names, checked: in its window, with the IBAN a COD refund needs, and no other active return. */
async function resolveOrder(ctx: ReturnsContext, shop: SettingsRow, input: StatementInput): Promise<ResolvedOrder> {
  let order: ResolvedOrder;
  if (input.lookup) {
    const found = await findShopOrder(ctx.db, shop.customerId, input.lookup);
    order = { orderId: found.orderId, reference: found.reference, awb: found.awb, deliveredAt: found.deliveredAt, cashOnDelivery: found.cashOnDelivery, testMode: found.testMode };
  } else {
    const external = input.external!;
    order = { orderId: null, reference: external.reference, awb: null, deliveredAt: new Date(`${external.deliveredOn}T12:00:00Z`), cashOnDelivery: external.cashOnDelivery, testMode: false };
  }
  const end = windowEnd(order.deliveredAt, shop.windowDays);
  if (end && ctx.now() > end) throw validationFailure({ order: [CONFIRM_MESSAGES.windowOver(shop.windowDays, end)] });
  if (order.cashOnDelivery && !input.iban) throw validationFailure({ iban: [WITHDRAWAL_MESSAGES.ibanRequired] });
  const [active] = await ctx.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.customerId, shop.customerId), sql`lower(${returnRequests.orderReference}) = lower(${order.reference})`, inArray(returnRequests.status, [...ACTIVE_RETURN_STATUSES])))
    .limit(1);
  if (active) throw validationFailure({ order: [CONFIRM_MESSAGES.duplicate] });
  return order;
}

/** The statement in words, after the model withdrawal form of the Directive (Annex I(B)). */
function statementText(shop: SettingsRow, order: ResolvedOrder, input: StatementInput, at: Date): string {
  const items = input.items.map((i) => `${i.quantity} × ${i.name} (${i.reason})`).join('; ');
  const address = [input.contact.street, input.contact.locality_name, input.contact.county_name].filter(Boolean).join(', ');
  return [
    `Către ${shop.publicName}:`,
    `Prin prezenta vă notific că mă retrag din contractul de vânzare a următoarelor produse: ${items}, din comanda ${order.reference}${order.deliveredAt ? `, primită pe ${RETURN_WHEN.format(order.deliveredAt)}` : ''}.`,
    `Nume: ${input.contact.name}. Adresă: ${address}. E-mail: ${input.contact.email}. Telefon: ${input.contact.phone}.`,
    `Data: ${RETURN_WHEN.format(at)}.`,
  ].join('\n');
}

/** Step 1: the statement checked and answered in words, with its signed token. */
export async function makeStatement(ctx: ReturnsContext, slug: string, body: Record<string, unknown>, ip: string) {
  const shop = await enabledPage(ctx.db, slug);
  const now = ctx.now();
  const input = checkStatement(body, shop, bucharestToday(now), now.getTime());
  if (input.lookup) await countLookup(ctx.db, ip, shop.customerId);
  const order = await resolveOrder(ctx, shop, input);
  if (!order.cashOnDelivery) input.iban = null;
  const statement: Statement = { sid: randomBytes(16).toString('base64url'), shop: shop.customerId, at: now.toISOString(), input };
  const encoded = Buffer.from(JSON.stringify(statement)).toString('base64url');
  return {
    statement_token: `${encoded}.${await sign(ctx, encoded)}`,
    stated_at: statement.at,
    expires_at: new Date(now.getTime() + STATEMENT_TTL_MS).toISOString(),
    text: statementText(shop, order, input, now),
    shop: shop.publicName,
    order_reference: order.reference,
    items: input.items,
    drop_off_method: input.dropOffMethod,
    carrier_id: input.carrierId,
    refund_iban: input.iban,
    contact: input.contact,
  };
}

async function openStatement(ctx: ReturnsContext, token: unknown): Promise<Statement> {
  const [encoded = '', signature = ''] = typeof token === 'string' ? token.split('.') : [];
  if (!encoded || !signature || !sameSignature(signature, Buffer.from(await sign(ctx, encoded), 'base64url'))) throw validationFailure({ statement_token: [CONFIRM_MESSAGES.invalid] });
  const statement = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Statement;
  if (ctx.now().getTime() > new Date(statement.at).getTime() + STATEMENT_TTL_MS) throw validationFailure({ statement_token: [CONFIRM_MESSAGES.expired] });
  return statement;
}

/**
 * Step 2: the confirmed withdrawal becomes a request; answers it and the guest's access token.
 * `filedBy`: the signed-in customer who confirmed it (their dashboard lists it), null for a guest.
 */
export async function confirmWithdrawal(ctx: ReturnsContext, slug: string, token: unknown, filedBy: number | null = null): Promise<{ row: ReturnRow; shop: SettingsRow; accessToken: string }> {
  const shop = await enabledPage(ctx.db, slug);
  const statement = await openStatement(ctx, token);
  if (statement.shop !== shop.customerId) throw validationFailure({ statement_token: [CONFIRM_MESSAGES.invalid] });
  const access = await accessToken(ctx.signingKey, statement.sid);
  const existing = async () => (await ctx.db.select().from(returnRequests).where(eq(returnRequests.statementId, statement.sid)))[0];
  const earlier = await existing();
  if (earlier) return { row: earlier, shop, accessToken: access };
  const { input } = statement;
  // Checked again; a refusal because this very statement's request now exists (another confirmation
  // of it committed meanwhile) answers that request.
  const order = await resolveOrder(ctx, shop, input).catch(async (error: unknown) => {
    if (await existing()) return null;
    throw error;
  });
  if (!order) return { row: (await existing())!, shop, accessToken: access };
  const confirmedAt = ctx.now();
  try {
    const row = await ctx.events.transaction(ctx.db, async (tx) => {
      const created = await insertReturn(tx, ctx.events, {
        customerId: shop.customerId,
        orderId: order.orderId,
        orderReference: order.reference,
        orderAwb: order.awb,
        orderDeliveredAt: order.deliveredAt,
        testMode: order.testMode,
        cashOnDelivery: order.cashOnDelivery,
        refundIban: order.cashOnDelivery ? input.iban : null,
        contact: input.contact,
        items: input.items,
        dropOffMethod: input.dropOffMethod,
        carrierId: input.carrierId,
        statement: { text: statementText(shop, order, input, new Date(statement.at)), ...statement.input, lookup: undefined },
        statementId: statement.sid,
        statedAt: new Date(statement.at),
        confirmedAt,
        accessTokenHash: accessTokenHash(access),
        filedByCustomerId: filedBy,
        searchText: searchable([order.reference, order.awb ?? '', input.contact.name, input.contact.email, input.contact.phone, ...input.items.map((i) => i.name)].join(' ')),
      });
      await enqueue(tx, { kind: 'mail', key: `return-ack:${created.id}`, payload: { template: 'return_acknowledgement', returnId: created.id } });
      if (shop.notifyShop) await enqueue(tx, { kind: 'mail', key: `return-shop:${created.id}`, payload: { template: 'return_shop_statement', returnId: created.id } });
      return created;
    });
    return { row: shop.approval === 'automatic' ? await approveAtOnce(ctx, row, shop) : row, shop, accessToken: access };
  } catch (error) {
    // The same statement confirmed twice at once: the first one's request (whichever index refused the second).
    if (isUniqueViolation(error)) {
      const row = await existing();
      if (row) return { row, shop, accessToken: access };
    }
    if (isUniqueViolation(error, 'return_requests_active_unique')) throw validationFailure({ order: [CONFIRM_MESSAGES.duplicate] });
    throw error;
  }
}

/**
 * Automatic approval, with the return shipment (return-shipment.ts), right after the request is
 * stored: a shipment that cannot be made now (no price from the carrier, the shop's wallet short)
 * leaves the request awaiting the shop's approval in its inbox, as a manual one.
 */
async function approveAtOnce(ctx: ReturnsContext, row: ReturnRow, shop: SettingsRow): Promise<ReturnRow> {
  try {
    return (await approveWithShipment(ctx, row, shop, 'auto.approved')) ?? row;
  } catch (error) {
    ctx.commerce.auth.log.warn({ err: error, returnId: row.id }, 'the automatic approval of a return could not make its shipment: left for the shop');
    return row;
  }
}
