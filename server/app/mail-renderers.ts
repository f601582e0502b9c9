// The mail module's renderer table, assembled from the modules that send mail (the kernel's side:
// services/mail/template-registry.ts): each module's renderers bound to its dependencies, read when a
// mail is rendered. The table must render every declared template: one a module declared but
// nobody renders here does not compile (the result is a MailRendererTable); a template rendered by
// two modules stops the start.
import type { FastifyInstance } from 'fastify';
import type { JobContext } from '../services/jobs/index.ts';
import { accountMailRenderers } from '../services/auth/index.ts';
import { formMailRenderers } from '../services/forms/index.ts';
import { invoiceMailRenderers, type Invoice } from '../services/invoices/index.ts';
import { bindMailRenderers, collectMailRenderers, type MailRendererTable } from '../services/mail/index.ts';
import { orderMailRenderers } from '../services/orders/index.ts';
import { isReturnShipment, returnMailRenderers } from '../services/returns/index.ts';

export function mailRenderers(app: FastifyInstance): MailRendererTable {
  // The order services' context is built when first read: only an order's mail needs it.
  const orderMails = bindMailRenderers(orderMailRenderers, () => app.commerce.ctx);
  // A return's shipment is an order of the pipeline, but its customer gets the return's own mails (the
  // code or label, its cancellation: services/returns/) and the shop none of the order's.
  const unlessReturn =
    <M extends { orderId: number }, R>(render: (mail: M, job: JobContext) => Promise<R | null>) =>
    async (mail: M, job: JobContext): Promise<R | null> =>
      (await isReturnShipment(app.db, mail.orderId)) ? null : render(mail, job);
  return collectMailRenderers(
    bindMailRenderers(accountMailRenderers, () => app.auth),
    { order_confirmation: unlessReturn(orderMails.order_confirmation), order_unbookable: unlessReturn(orderMails.order_unbookable) },
    // The attached PDF is drawn on a render thread (app.render), as every other document.
    bindMailRenderers(invoiceMailRenderers, () => ({ db: app.db, publicUrl: app.appConfig.publicUrl, pdf: (invoice: Invoice) => app.render.invoice(invoice) })),
    bindMailRenderers(formMailRenderers, () => ({ db: app.db, config: app.appConfig, mailer: app.mailer, log: app.log })),
    bindMailRenderers(returnMailRenderers, () => ({ db: app.db, publicUrl: app.appConfig.publicUrl, signingKey: () => app.auth.signingKey() })),
  );
}
