// The dashboard's invoices and credit notes (register with prefix '/api/private'; bearer required,
// or a signed link for the files):
//   GET /invoices?kind=invoice|credit_note&from&to&q&page&per_page  -> {data: Invoice[], meta, pending}, newest first;
//        pending: the account's paid payments whose invoice is not issued yet (being issued, or failed)
//   GET /invoices/{id}/pdf | /invoices/{id}/xml                     the document (attachment <code>.pdf|.xml)
//   GET /invoices/export?month=YYYY-MM&format=csv|zip                 the month's documents: CSV, or ZIP of the PDFs and the CSV
//   GET /invoices/{id}/download-link?format=pdf|xml                   -> {data: {download_url, expires_at}} (15 minutes)
//   GET /invoices/export/download-link?month&format                   -> {data: {download_url, expires_at}}
// `from`/`to` are issue days (YYYY-MM-DD); `q` is part of an invoice's code or of its order's number.
// Money in bani. Another account's (or a guest's) invoice is not found (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { Failure } from '../../../services/failure.ts';
import { exportFileName, invoicesCsv } from '../../../services/invoices/index.ts';
import { invoiceLink, invoiceLinkValid, type LinkedFile, type LinkSigner } from '../../../services/invoices/index.ts';
import type { Invoice } from '../../../services/invoices/index.ts';
import { findOwnInvoice, invoiceIdOf, invoiceOwner, listInvoices, monthInvoices } from '../../../services/invoices/index.ts';
import { pendingInvoicesOf } from '../../../services/invoices/index.ts';
import { pendingInvoice, privateInvoice } from '../../../services/invoices/index.ts';
import { invoiceXml } from '../../../services/invoices/index.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import type { Answer } from '../answers-common.ts';
import { pageQuery } from '../orders/schemas.ts';
import type { downloadLinkAnswerSchema, invoicePageSchema } from './answers.ts';
import {
  exportOf,
  exportQuerySchema,
  fileFormatOf,
  fileQuerySchema,
  idParams,
  INVOICE_MESSAGES,
  invoiceFilterOf,
  linkQuerySchema,
  listQuerySchema,
  type ExportQuery,
  type FileQuery,
  type ListQuery,
} from './schemas.ts';

const notFound = () => new Failure(404, 'not_found', INVOICE_MESSAGES.notFound);
const linkInvalid = () => new Failure(403, 'download_link_invalid', INVOICE_MESSAGES.linkInvalid);

function idOf(raw: string): number {
  const id = invoiceIdOf(raw);
  if (id === null) throw notFound();
  return id;
}

export default async function invoiceRoutes(app: FastifyInstance) {
  const signer: LinkSigner = { signingKey: () => app.auth.signingKey(), publicUrl: app.appConfig.publicUrl };
  const customerId = (request: FastifyRequest) => signedInCustomer(request).customer.id;

  /** The bearer's account, or, for a signed link, the account it was signed for (null: the link is wrong). */
  const ownerOf = async (request: FastifyRequest<{ Querystring: FileQuery & { account?: string } }>, file: LinkedFile, signedFor: () => Promise<number | null>) => {
    const { expires, signature } = request.query;
    if (signature === undefined && expires === undefined) {
      await app.authenticate(request);
      return customerId(request);
    }
    const owner = await signedFor();
    if (owner === null || !(await invoiceLinkValid(signer, owner, file, expires ?? '', signature ?? ''))) throw linkInvalid();
    return owner;
  };

  app.get<{ Querystring: ListQuery }>('/invoices', { preHandler: app.authenticate, schema: { querystring: listQuerySchema } }, async (request) => {
    const { page, perPage } = pageQuery(request.query);
    const filter = invoiceFilterOf(request.query);
    const [{ rows, total }, pending] = await Promise.all([listInvoices(app.db, customerId(request), filter, page, perPage), pendingInvoicesOf(app.db, customerId(request))]);
    const answer: Answer<typeof invoicePageSchema> = {
      data: rows.map((row) => privateInvoice(row, app.appConfig.publicUrl)),
      meta: paginationMeta(total, page, perPage),
      pending: pending.map(pendingInvoice),
    };
    return answer;
  });

  for (const format of ['pdf', 'xml'] as const) {
    app.get<{ Params: { id: string }; Querystring: FileQuery }>(`/invoices/:id/${format}`, { schema: { params: idParams, querystring: fileQuerySchema } }, async (request, reply) => {
      const id = idOf(request.params.id);
      // A signed link names the invoice only: its owner is the account the signature must be for.
      const owner = await ownerOf(request, { invoiceId: id, format }, () => invoiceOwner(app.db, id));
      const row = await findOwnInvoice(app.db, owner, id);
      if (!row) throw notFound();
      const document = row.document as unknown as Invoice;
      reply.header('content-disposition', `attachment; filename="${row.code}.${format}"`).header('cache-control', 'private, no-store');
      if (format === 'pdf') return reply.type('application/pdf').send(await app.render.invoice(document));
      return reply.type('application/xml; charset=utf-8').send(invoiceXml(document));
    });
  }

  app.get<{ Querystring: ExportQuery }>('/invoices/export', { schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const { month, format } = exportOf(request.query);
    const account = request.query.account;
    const owner = await ownerOf(request, { month, format }, async () => (account && /^\d{1,15}$/.test(account) ? Number(account) : null));
    const lines = await monthInvoices(app.db, owner, month);
    reply.header('content-disposition', `attachment; filename="${exportFileName(month, format)}"`).header('cache-control', 'private, no-store');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(invoicesCsv(lines));
    return reply.type('application/zip').send(await app.render.invoicesZip(month, lines));
  });

  app.get<{ Params: { id: string }; Querystring: { format?: string } }>(
    '/invoices/:id/download-link',
    { preHandler: app.authenticate, schema: { params: idParams, querystring: linkQuerySchema } },
    async (request, reply) => {
      const format = fileFormatOf(request.query.format);
      const owner = customerId(request);
      const row = await findOwnInvoice(app.db, owner, idOf(request.params.id));
      if (!row) throw notFound();
      reply.header('cache-control', 'no-store');
      const answer: Answer<typeof downloadLinkAnswerSchema> = { data: await invoiceLink(signer, owner, { invoiceId: row.id, format }) };
      return answer;
    },
  );

  app.get<{ Querystring: ExportQuery }>('/invoices/export/download-link', { preHandler: app.authenticate, schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const { month, format } = exportOf(request.query);
    reply.header('cache-control', 'no-store');
    const answer: Answer<typeof downloadLinkAnswerSchema> = { data: await invoiceLink(signer, customerId(request), { month, format }) };
    return answer;
  });
}
