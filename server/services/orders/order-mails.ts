// The order e-mails, built by the mail job when it runs (from the order as it is then): the
// confirmation once the order has its AWB (queued once, with the AWB, booking.ts), and the notice
// that a paid order was refunded because its carrier would not take it (booking_failed, unbookable.ts).
// This module gathers the facts and makes the links (signed, fresh at sending); the words are in
// mail/order-templates.ts. A guest's confirmation carries the signed link that reopens the order
// (guest-links.ts, scope 'mail') and the way to add it to an account of that address.
import { eq } from 'drizzle-orm';
import { guestOrderPath } from '../../../src/shared/guest-order.ts';
import type { PriceRequest } from '../../../src/shared/shipping.ts';
import { customerIdentities, customers } from '../../db/schema.ts';
import { findCustomerByEmail } from '../auth/index.ts';
import { createLink, linkUrl } from '../auth/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { MailOf } from '../mail/index.ts';
import { orderConfirmationMail, orderUnbookableMail, type AccountStep, type OrderFacts } from '../mail/index.ts';
import { formatRon } from '../payments/index.ts';
import { ronToBani } from '../pricing/index.ts';
import type { CommerceContext } from './context.ts';
import { NO_ANSWER_REASON } from './unbookable.ts';
import { GUEST_KEY_TTL_SECONDS, guestOrderKey } from './guest-links.ts';
import { labelLink } from './label-links.ts';
import { loadBundle } from './order-queries.ts';
import { orderView, type OrderBundle } from './order-view.ts';
import type { StoredParty } from './parties.ts';

declare module '../mail/template-registry.ts' {
  interface MailTemplatePayloads {
    order_confirmation: { orderId: number };
    order_unbookable: { orderId: number };
  }
}

export type OrderMail = MailOf<'order_confirmation' | 'order_unbookable'>;


/** A label link in a mail lasts a week (the confirmation page makes a fresh one whenever opened). */
export const MAIL_LABEL_LINK_TTL_SECONDS = 7 * 24 * 3600;

const DAY = 24 * 3600;
/** Charged lines that are not options the customer chose. */
const NOT_OPTIONS = new Set(['base', 'extra_weight', 'fuel', 'remote_area']);

const day = (iso: string) => iso.split('-').reverse().join('.');
const kg = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');
const place = (p: StoredParty) => `${p.locality_name}, jud. ${p.county_name}`;
const counted = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n}${n % 100 >= 20 || n % 100 === 0 ? ' de' : ''} ${many}`);
const brandOf = (brand: string) => (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'card');

function factsOf(ctx: CommerceContext, bundle: OrderBundle, publicUrl: string): OrderFacts {
  const { order, payment } = bundle;
  const view = orderView(bundle, publicUrl, ctx.carriers);
  const sender = order.sender as unknown as StoredParty;
  const recipient = order.recipient as unknown as StoredParty;
  const request = order.priceRequest as unknown as PriceRequest;
  const envelopes = request.content.envelopes_count ?? 0;
  const parcels = request.content.parcels?.length ?? 0;
  const shipment =
    envelopes > 0 ? counted(envelopes, 'plic', 'plicuri') : `${counted(parcels, 'colet', 'colete')}, greutate facturată ${kg(view.billed_weight_kg)} kg`;
  const options = view.breakdown.lines
    .filter((line) => !NOT_OPTIONS.has(line.code))
    .map((line) =>
      line.code === 'cod' && order.codBani > 0
        ? `${line.label} ${formatRon(order.codBani)}`
        : line.code === 'insurance' && request.extra?.insurance_amount
          ? `${line.label} (valoare declarată ${formatRon(ronToBani(request.extra.insurance_amount))})`
          : line.label,
    );
  const card = payment?.cardBrand && payment.cardLast4 ? `card ${brandOf(payment.cardBrand)} •••• ${payment.cardLast4}` : 'card';
  return {
    number: order.number,
    carrier: view.carrier_name,
    service: view.service_name,
    from: place(sender),
    to: recipient.fixed_location_name ? `${place(recipient)} (${recipient.fixed_location_name})` : place(recipient),
    sender: sender.name,
    recipient: recipient.name,
    shipment,
    parcelContent: order.parcelContent,
    options,
    pickupDate: day(view.estimated_pickup_date),
    deliveryDate: day(view.estimated_delivery_date),
    total: formatRon(order.totalBani),
    paidWith: payment?.method === 'wallet' ? 'din portofelul Curiero' : card,
    demo: view.test_mode,
  };
}

/** The name a guest typed for the invoice (a company: the sender's contact). */
function guestName(bundle: OrderBundle): string {
  const billing = bundle.order.billing as { type?: string; name?: string };
  return billing.type === 'person' && billing.name ? billing.name : (bundle.order.sender as unknown as StoredParty).name;
}

/**
 * How the owner of the guest's address gets to an account, back to this order: sign in (an account
 * with a password or a social login), set the password of an account made without one, or register.
 * The mail goes to that address only, so telling its owner about their own account reveals nothing.
 */
async function accountStep(ctx: CommerceContext, email: string, back: string): Promise<AccountStep | null> {
  const redirect = `redirect=${encodeURIComponent(back)}`;
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) return { kind: 'register', link: `${ctx.config.publicUrl}/inregistrare?${redirect}` };
  if (customer.status !== 'active') return null;
  const [identity] = customer.passwordHash ? [] : await ctx.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, customer.id)).limit(1);
  if (customer.passwordHash || identity) return { kind: 'login', link: `${ctx.config.publicUrl}/autentificare?${redirect}` };
  const token = await createLink(ctx.db, customer.id, 'set_password');
  return { kind: 'set_password', link: `${linkUrl(ctx.config, 'set_password', customer, token)}?${redirect}` };
}

async function confirmation(ctx: CommerceContext, bundle: OrderBundle, to: string, name: string | null, isGuest: boolean): Promise<MailMessage | null> {
  const { order } = bundle;
  if (!order.awb) return null;
  const { publicUrl } = ctx.config;
  const label = await labelLink(ctx, order.id, 'A6', MAIL_LABEL_LINK_TTL_SECONDS);
  const key = isGuest ? await guestOrderKey(ctx, order, 'mail') : null;
  const path = key ? guestOrderPath(order.id, key) : `/confirmare/${order.id}`;
  return orderConfirmationMail({
    to,
    name,
    facts: factsOf(ctx, bundle, publicUrl),
    awb: order.awb,
    orderLink: `${publicUrl}${path}`,
    labelLink: label.download_url,
    labelValidDays: MAIL_LABEL_LINK_TTL_SECONDS / DAY,
    trackingLink: orderView(bundle, publicUrl, ctx.carriers).track_url ?? `${publicUrl}/tracking`,
    ...(key ? { guest: { email: to, linkValidDays: GUEST_KEY_TTL_SECONDS / DAY, account: await accountStep(ctx, to, path) } } : {}),
  });
}

function unbookable(ctx: CommerceContext, bundle: OrderBundle, to: string, name: string | null): MailMessage {
  const { payment } = bundle;
  const facts = factsOf(ctx, bundle, ctx.config.publicUrl);
  const channel = payment?.refundChannel ?? (payment?.method === 'wallet' ? 'wallet' : 'card');
  const card = payment?.cardBrand && payment.cardLast4 ? `cardul ${brandOf(payment.cardBrand)} •••• ${payment.cardLast4}` : null;
  return orderUnbookableMail({
    to,
    name,
    facts,
    refund: channel === 'wallet' ? { channel } : { channel: 'card', card },
    newOrderLink: `${ctx.config.publicUrl}/`,
    reason: bundle.order.bookingFailure && bundle.order.bookingFailure !== NO_ANSWER_REASON ? bundle.order.bookingFailure : null,
  });
}

export async function buildOrderMail(ctx: CommerceContext, mail: OrderMail): Promise<MailMessage | null> {
  const bundle = await loadBundle(ctx.db, mail.orderId);
  if (!bundle) return null;
  const { order } = bundle;
  const [customer] = order.customerId === null ? [] : await ctx.db.select().from(customers).where(eq(customers.id, order.customerId));
  // A guest order stays the guest's until its owner adds it to an account: then the account's.
  const to = customer?.email ?? order.guestEmail;
  if (!to) return null;
  const name = customer ? customer.name : guestName(bundle);
  if (mail.template === 'order_confirmation') return confirmation(ctx, bundle, to, name, !customer);
  return unbookable(ctx, bundle, to, name);
}
