// The mail module's renderer table, assembled from the modules that send mail (the kernel's side:
// services/mail/template-registry.ts): each module's renderers bound to its dependencies, read when a
// mail is rendered. The table must render every declared template: one a module declared but
// nobody renders here does not compile (the result is a MailRendererTable); a template rendered by
// two modules stops the start.
import type { FastifyInstance } from 'fastify';
import { accountMailRenderers } from '../services/auth/index.ts';
import { formMailRenderers } from '../services/forms/index.ts';
import { invoiceMailRenderers, type Invoice } from '../services/invoices/index.ts';
import { bindMailRenderers, collectMailRenderers, type MailRendererTable } from '../services/mail/index.ts';
import { orderMailRenderers } from '../services/orders/index.ts';
import { returnMailRenderers } from '../services/returns/index.ts';

export function mailRenderers(app: FastifyInstance): MailRendererTable {
  return collectMailRenderers(
    bindMailRenderers(accountMailRenderers, () => app.auth),
    // The order services' context is built when first read: only an order's mail needs it.
    bindMailRenderers(orderMailRenderers, () => app.commerce.ctx),
    // The attached PDF is drawn on a render thread (app.render), as every other document.
    bindMailRenderers(invoiceMailRenderers, () => ({ db: app.db, publicUrl: app.appConfig.publicUrl, pdf: (invoice: Invoice) => app.render.invoice(invoice) })),
    bindMailRenderers(formMailRenderers, () => ({ db: app.db, config: app.appConfig, mailer: app.mailer, log: app.log })),
    bindMailRenderers(returnMailRenderers, () => ({ db: app.db, publicUrl: app.appConfig.publicUrl, signingKey: () => app.auth.signingKey() })),
  );
}
