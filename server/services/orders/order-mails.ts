// The order e-mails, built by the mail job when it runs (from the order as it is then): the
// confirmation once the order has its AWB (queued with the AWB, booking.ts), and the notice that a
// paid order was cancelled and refunded because no carrier would take it (unbookable.ts).
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { htmlMail, htmlParagraph } from '../mail/templates.ts';
import type { CommerceContext } from './context.ts';
import { loadBundle } from './order-queries.ts';
import { orderView } from './order-view.ts';

export type OrderMail = { template: 'order_confirmation' | 'order_unbookable'; orderId: number };

export const ORDER_TEMPLATES = ['order_confirmation', 'order_unbookable'] as const;

export async function buildOrderMail(ctx: CommerceContext, mail: OrderMail): Promise<MailMessage | null> {
  const bundle = await loadBundle(ctx.db, mail.orderId);
  if (!bundle) return null;
  const { order } = bundle;
  const [customer] = order.customerId === null ? [] : await ctx.db.select().from(customers).where(eq(customers.id, order.customerId));
  const to = customer?.email ?? order.guestEmail;
  if (!to) return null;
  const view = orderView(bundle, ctx.config.publicUrl);
  const greeting = customer ? `Bună, ${customer.name}!` : 'Bună!';
  const lines =
    mail.template === 'order_confirmation'
      ? [
          `Comanda ${order.number} a fost plătită și înregistrată la ${view.carrier_name}.`,
          `AWB: ${order.awb ?? '-'}`,
          `Urmărește coletul: ${view.track_url}`,
        ]
      : [`Comanda ${order.number} nu a putut fi preluată de curier și a fost anulată. Suma plătită ți-a fost returnată.`];
  const subject = mail.template === 'order_confirmation' ? `Comanda ${order.number} a fost confirmată` : `Comanda ${order.number} a fost anulată`;
  return {
    purpose: mail.template === 'order_confirmation' ? 'order-confirmation' : 'order-cancelled',
    to,
    subject,
    text: [greeting, ...lines, 'Echipa Curiero'].join('\n\n'),
    html: htmlMail(subject, greeting, lines.map((l) => htmlParagraph(l))),
    link: mail.template === 'order_confirmation' ? (view.track_url ?? undefined) : undefined,
  };
}


