// The public API's cash on delivery (contract: api-shapes), on the dashboard's services (services/repayments/):
//   GET /repayments?page&per_page&order_id   -> {list: Repayment[], pagination}, newest delivery first
//   GET /repayments/reports?page&per_page    -> {list: Report[], pagination}, the payouts, newest first
//   GET /repayments/reports/{id}             -> the payout with its lines (bare object)
//   GET /repayments/reports/{id}.csv | .pdf  -> its report to download
// Lei as decimals, integer ids. A key sees its mode's repayments and payouts (a test key: those of
// test orders); another account's payout is not found (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Failure, validationFailure } from '../../services/failure.ts';
import { PAYOUT_MESSAGES } from '../../services/repayments/index.ts';
import { findPayout, listPayouts, listRepayments, payoutIdOf } from '../../services/repayments/index.ts';
import { payoutCsv, reportFileName } from '../../services/repayments/index.ts';
import { publicPayout, publicPayoutDetail, publicRepayment } from '../../services/repayments/index.ts';
import { listPagination, pageOf } from './pagination.ts';
import { apiCaller } from './public-api.ts';
import { invalid, notFound, PAGE_ERROR, withErrors } from './schemas/common.ts';
import {
  fileResponse,
  repaymentListSchema,
  repaymentQuerySchema,
  reportDetailSchema,
  reportListSchema,
  reportParamsSchema,
  reportQuerySchema,
} from './schemas/repayments.ts';

const TAGS = ['Rambursuri'];
const PAYOUT_NOT_FOUND = notFound('Decontul nu există, este al altui cont sau al celuilalt mod (test / live) decât cheia.');
const ORDER_ID = 'Id-ul comenzii trebuie să fie un număr întreg pozitiv.';

// Built apart from the route calls: Fastify's schema type has no OpenAPI words (summary, tags).
const listRoute = {
  schema: withErrors({
    operationId: 'listRepayments',
    summary: 'Rambursurile',
    description:
      'Banii încasați de curieri la livrare (ramburs) pentru coletele tale, cei mai noi întâi. Un ramburs apare când coletul este livrat (pending), intră într-un decont la următoarea virare și devine paid când banii au fost virați în IBAN-ul tău. Cu order_id: doar rambursul acelei comenzi.',
    tags: TAGS,
    querystring: repaymentQuerySchema,
    response: { 200: repaymentListSchema },
  }, PAGE_ERROR, invalid('order_id nu este un număr întreg pozitiv (details.order_id).')),
};

const reportsRoute = {
  schema: withErrors({
    operationId: 'listPayoutReports',
    summary: 'Deconturile (virările rambursurilor)',
    description: 'Virările rambursurilor încasate, câte una pe cont și IBAN la fiecare grupare, cele mai noi întâi.',
    tags: TAGS,
    querystring: reportQuerySchema,
    response: { 200: reportListSchema },
  }, PAGE_ERROR),
};

const reportRoute = {
  schema: withErrors({
    operationId: 'getPayoutReport',
    summary: 'Un decont cu rambursurile lui',
    description: 'Decontul cu acest id, starea lui (și motivul, dacă a eșuat) și rambursurile pe care le virează.',
    tags: TAGS,
    params: reportParamsSchema,
    response: { 200: reportDetailSchema },
  }, PAYOUT_NOT_FOUND),
};

const fileRoute = (format: 'csv' | 'pdf') => ({
  schema: withErrors({
    operationId: format === 'csv' ? 'getPayoutReportCsv' : 'getPayoutReportPdf',
    summary: `Raportul decontului (${format.toUpperCase()})`,
    description:
      format === 'csv'
        ? 'Rambursurile decontului și totalul, în CSV (UTF-8 cu BOM, separator punct și virgulă, sume cu virgulă zecimală).'
        : 'Rambursurile decontului și totalul, în PDF (A4).',
    tags: TAGS,
    params: reportParamsSchema,
    response: { 200: fileResponse(format === 'csv' ? 'text/csv' : 'application/pdf', `Raportul în ${format.toUpperCase()}.`) },
  }, PAYOUT_NOT_FOUND),
});

function orderIdOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw validationFailure({ order_id: [ORDER_ID] });
  return Number(raw);
}

export default async function publicRepaymentRoutes(app: FastifyInstance) {
  const simulated = () => app.payouts.provider.simulated;
  const payoutOf = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const caller = apiCaller(request);
    const id = payoutIdOf(request.params.id);
    const found = id === null ? null : await findPayout(app.db, caller.customerId, id, caller.mode === 'test');
    if (!found) throw new Failure(404, 'not_found', PAYOUT_MESSAGES.notFound);
    return found;
  };

  app.get<{ Querystring: { page?: string; per_page?: string; order_id?: string } }>('/repayments', listRoute, async (request) => {
    const caller = apiCaller(request);
    const { page, perPage } = pageOf(request.query);
    const orderId = orderIdOf(request.query.order_id);
    const { rows, total } = await listRepayments(app.db, caller.customerId, { orderId, testMode: caller.mode === 'test' }, page, perPage);
    return { list: rows.map(publicRepayment), pagination: listPagination(total, page, perPage) };
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>('/repayments/reports', reportsRoute, async (request) => {
    const caller = apiCaller(request);
    const { page, perPage } = pageOf(request.query);
    const { rows, total } = await listPayouts(app.db, caller.customerId, page, perPage, caller.mode === 'test');
    return { list: rows.map(publicPayout), pagination: listPagination(total, page, perPage) };
  });

  app.get<{ Params: { id: string } }>('/repayments/reports/:id', reportRoute, async (request) => {
    const { payout, lines } = await payoutOf(request);
    return publicPayoutDetail(payout, lines, simulated());
  });

  app.get<{ Params: { id: string } }>('/repayments/reports/:id.csv', fileRoute('csv'), async (request, reply) => {
    const found = await payoutOf(request);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFileName(found.payout.id, 'csv')}"`)
      .send(payoutCsv(found));
  });

  app.get<{ Params: { id: string } }>('/repayments/reports/:id.pdf', fileRoute('pdf'), async (request, reply) => {
    const found = await payoutOf(request);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(found.payout.id, 'pdf')}"`)
      .send(await app.render.payoutReport(found, { providerSimulated: simulated() }));
  });
}
