// The dashboard's cash on delivery (register with prefix '/api/private'; bearer required):
//   GET  /repayments?status&from&to&awb&order_id&page&per_page   -> {data: Repayment[], meta, totals, payout_provider}
//   GET  /repayments/payouts?page&per_page                        -> {data: Payout[], meta, payout_provider}
//   GET  /repayments/payouts/{id}                                 -> {data: Payout & {lines: Repayment[]}}
//   POST /repayments/payouts/{id}/retry                           -> {data: Payout, message} (a failed payout, sent again)
//   GET  /repayments/payouts/{id}/report-link                     -> {data: {csv, pdf: {download_url, expires_at}}}
//   GET  /repayments/payouts/{id}/report.csv | report.pdf         the report, with the bearer or a signed link
// Money in bani (and `amount` in lei); `from`/`to` are Romanian calendar days (yyyy-mm-dd). Another
// account's payout is not found (404).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPAYMENT_STATUSES } from '../../../db/schema.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { Failure, validationFailure } from '../../../services/failure.ts';
import type { FieldErrors } from '../../../http/validation.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import { PAYOUT_MESSAGES, retryPayout } from '../../../services/repayments/index.ts';
import { findPayout, listPayouts, listRepayments, payoutIdOf, payoutOwner, repaymentTotals, type RepaymentFilter } from '../../../services/repayments/index.ts';
import { reportLink, reportLinkValid, type LinkSigner, type ReportFormat } from '../../../services/repayments/index.ts';
import { payoutCsv, reportFileName } from '../../../services/repayments/index.ts';
import { privatePayout, privateRepayment } from '../../../services/repayments/index.ts';
import type { Answer } from '../answers-common.ts';
import { pageQuery, pageQuerySchema } from '../orders/schemas.ts';
import type { payoutAnswerSchema, payoutPageSchema, repaymentPageSchema, reportLinksAnswerSchema } from './answers.ts';

type ListQuery = { status?: string; from?: string; to?: string; awb?: string; order_id?: string; page?: string; per_page?: string };
type ReportQuery = { expires?: string; signature?: string };

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const listQuerySchema = {
  type: 'object',
  properties: { ...pageQuerySchema.properties, status: text(20), from: text(10), to: text(10), awb: text(40), order_id: text(20) },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: text(20) } } as const;
const reportQuerySchema = { type: 'object', properties: { expires: text(20), signature: text(100) } } as const;

export const REPAYMENT_FILTER_MESSAGES = {
  status: 'Starea trebuie să fie pending, paid sau cancelled.',
  date: 'Data trebuie să fie în forma AAAA-LL-ZZ.',
  range: 'Data de început trebuie să fie înaintea celei de sfârșit.',
  awb: 'AWB-ul are doar litere și cifre (6-20).',
  orderId: 'Id-ul comenzii trebuie să fie un număr întreg pozitiv.',
} as const;

const linkInvalid = () => new Failure(403, 'report_link_invalid', 'Link-ul raportului este invalid sau a expirat. Cere un link nou din contul tău.');
const notFound = () => new Failure(404, 'not_found', PAYOUT_MESSAGES.notFound);

/** A real calendar day from 1900 on (the database has no year 0). */
function isDay(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The filters of a repayment list, checked (422 with every problem at once). */
export function repaymentFilterOf(query: ListQuery): RepaymentFilter {
  const errors: FieldErrors = {};
  const filter: RepaymentFilter = {};
  if (query.status) {
    if ((REPAYMENT_STATUSES as readonly string[]).includes(query.status)) filter.status = query.status as RepaymentFilter['status'];
    else errors.status = [REPAYMENT_FILTER_MESSAGES.status];
  }
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (!value) continue;
    if (isDay(value)) filter[key] = value;
    else errors[key] = [REPAYMENT_FILTER_MESSAGES.date];
  }
  if (filter.from && filter.to && filter.from > filter.to) errors.to = [REPAYMENT_FILTER_MESSAGES.range];
  if (query.awb?.trim()) {
    const awb = query.awb.trim();
    if (/^[A-Za-z0-9]{6,20}$/.test(awb)) filter.awb = awb;
    else errors.awb = [REPAYMENT_FILTER_MESSAGES.awb];
  }
  if (query.order_id) {
    if (/^\d{1,15}$/.test(query.order_id) && Number(query.order_id) > 0) filter.orderId = Number(query.order_id);
    else errors.order_id = [REPAYMENT_FILTER_MESSAGES.orderId];
  }
  if (Object.keys(errors).length) throw validationFailure(errors);
  return filter;
}

export default async function repaymentRoutes(app: FastifyInstance) {
  const signer: LinkSigner = { signingKey: () => app.auth.signingKey(), publicUrl: app.appConfig.publicUrl };
  const provider = () => ({ simulated: app.payouts.provider.simulated });
  const customerId = (request: FastifyRequest) => signedInCustomer(request).customer.id;
  const idOf = (raw: string) => {
    const id = payoutIdOf(raw);
    if (id === null) throw notFound();
    return id;
  };

  app.get<{ Querystring: ListQuery }>('/repayments', { preHandler: app.authenticate, schema: { querystring: listQuerySchema } }, async (request) => {
    const { page, perPage } = pageQuery(request.query);
    const filter = repaymentFilterOf(request.query);
    const owner = customerId(request);
    const [{ rows, total }, totals] = await Promise.all([listRepayments(app.db, owner, filter, page, perPage), repaymentTotals(app.db, owner, filter)]);
    const answer: Answer<typeof repaymentPageSchema> = { data: rows.map(privateRepayment), meta: paginationMeta(total, page, perPage), totals, payout_provider: provider() };
    return answer;
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/repayments/payouts',
    { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page, perPage } = pageQuery(request.query);
      const { rows, total } = await listPayouts(app.db, customerId(request), page, perPage, undefined, { refunds: true });
      const simulated = provider().simulated;
      const answer: Answer<typeof payoutPageSchema> = { data: rows.map((row) => privatePayout(row, simulated)), meta: paginationMeta(total, page, perPage), payout_provider: provider() };
      return answer;
    },
  );

  app.get<{ Params: { id: string } }>('/repayments/payouts/:id', { preHandler: app.authenticate, schema: { params: idParams } }, async (request) => {
    const found = await findPayout(app.db, customerId(request), idOf(request.params.id));
    if (!found) throw notFound();
    const lines = found.lines.map((line) => privateRepayment({ ...line, payoutStatus: found.payout.status }));
    return { data: { ...privatePayout({ ...found.payout, repaymentsCount: lines.length, refunds: found.refunds ?? [] }, provider().simulated), lines } };
  });

  app.post<{ Params: { id: string } }>('/repayments/payouts/:id/retry', { preHandler: app.authenticate, schema: { params: idParams } }, async (request) => {
    const owner = customerId(request);
    const row = await retryPayout(app.db, owner, idOf(request.params.id));
    const found = await findPayout(app.db, owner, row.id);
    const answer: Answer<typeof payoutAnswerSchema> = {
      data: privatePayout({ ...row, repaymentsCount: found?.lines.length ?? 0, refunds: found?.refunds ?? [] }, provider().simulated),
      message: PAYOUT_MESSAGES.retried,
    };
    return answer;
  });

  app.get<{ Params: { id: string } }>('/repayments/payouts/:id/report-link', { preHandler: app.authenticate, schema: { params: idParams } }, async (request, reply) => {
    const found = await findPayout(app.db, customerId(request), idOf(request.params.id));
    if (!found) throw notFound();
    reply.header('cache-control', 'no-store');
    const answer: Answer<typeof reportLinksAnswerSchema> = { data: { csv: await reportLink(signer, found.payout.id, 'csv'), pdf: await reportLink(signer, found.payout.id, 'pdf') } };
    return answer;
  });

  const report = (format: ReportFormat) => async (request: FastifyRequest<{ Params: { id: string }; Querystring: ReportQuery }>, reply: FastifyReply) => {
    const id = idOf(request.params.id);
    const { expires, signature } = request.query;
    let owner: number | null = null;
    if (signature !== undefined || expires !== undefined) {
      if (!(await reportLinkValid(signer, id, format, expires ?? '', signature ?? ''))) throw linkInvalid();
    } else {
      await app.authenticate(request);
      owner = customerId(request);
    }
    owner ??= await payoutOwner(app.db, id);
    const found = owner === null ? null : await findPayout(app.db, owner, id);
    if (!found) throw notFound();
    reply.header('content-disposition', `attachment; filename="${reportFileName(id, format)}"`).header('cache-control', 'private, no-store');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(payoutCsv(found));
    return reply.type('application/pdf').send(await app.render.payoutReport(found, { providerSimulated: provider().simulated }));
  };
  for (const format of ['csv', 'pdf'] as const) {
    app.get<{ Params: { id: string }; Querystring: ReportQuery }>(`/repayments/payouts/:id/report.${format}`, { schema: { params: idParams, querystring: reportQuerySchema } }, report(format));
  }
}
