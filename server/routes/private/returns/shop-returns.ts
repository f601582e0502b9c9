// The shop's side of returns (register with prefix '/api/private'; bearer required):
//   GET  /returns/settings                    -> {data: ReturnSettings}  (defaults, configured: false, before the first save)
//   PUT  /returns/settings                    -> {data: ReturnSettings, message}  (422 with every wrong field)
//   GET  /returns/settings/logo               the account's own logo (image/png|jpeg|webp), its page on or off (404: none)
//   GET  /returns?status&reason&from&to&q&page&per_page -> {data: ReturnRequest[], meta, counts}
//   GET  /returns/export.csv?status&reason&from&to&q   the requests of the filter, as CSV
//   GET  /returns/report?months                -> {data: MonthReport[]}  (1-24 months, default 12)
//   GET  /returns/{id}                         -> {data: ReturnRequest & {statement, history, photos, cod_refund}}
//   GET  /returns/{id}/photos/{photoId}        the photo (image/png|jpeg|webp)
//   POST /returns/{id}/approve | refuse {reason} | receive | refund | close -> {data: ReturnRequest, message}
//   POST /returns/{id}/cod-refund {amount_bani?}  a received COD request refunded from the shop's
//        collected ramburs (default: the order's ramburs) -> {data: ReturnRequest, message}; 422
//        amount_bani when it is more than the order's or than the money collected, 409 in another status
// The logo upload is in uploads.ts. Another shop's request is not found (404); a move from a status it
// does not leave is a 409 naming the status.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { validationFailure } from '../../../services/failure.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import {
  codRefundView,
  getSettings,
  historyOf,
  ownLogo,
  inboxFilterOf,
  listReturns,
  monthlyReport,
  ownPhoto,
  ownReturn,
  photosOf,
  refundFromCod,
  returnDetailView,
  returnsCsv,
  returnsCsvName,
  returnView,
  RETURN_SETTINGS_MESSAGES,
  saveSettings,
  shipmentFacts,
  shopAction,
  statusCounts,
  SHOP_ACTIONS,
  type ShopAction,
} from '../../../services/returns/index.ts';
import type { Answer } from '../answers-common.ts';
import { pageQuery, pageQuerySchema } from '../orders/schemas.ts';
import type { returnDetailAnswerSchema, returnPageSchema, returnReportAnswerSchema, returnRequestAnswerSchema, returnSettingsAnswerSchema } from './answers.ts';
import { returnsContext } from './context.ts';

type FilterQuery = { status?: string; reason?: string; from?: string; to?: string; q?: string };
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const filterProperties = { status: text(20), reason: text(200), from: text(10), to: text(10), q: text(200) } as const;
const listQuerySchema = { type: 'object', properties: { ...pageQuerySchema.properties, ...filterProperties } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: text(20) } } as const;
const photoParams = { type: 'object', required: ['id', 'photo'], properties: { id: text(20), photo: text(20) } } as const;

export default async function shopReturnRoutes(app: FastifyInstance) {
  const customerId = (request: FastifyRequest) => signedInCustomer(request).customer.id;
  const auth = { preHandler: app.authenticate };

  app.get('/returns/settings', auth, async (request) => {
    const answer: Answer<typeof returnSettingsAnswerSchema> = { data: await getSettings(app.db, customerId(request)) };
    return answer;
  });

  app.put<{ Body: Record<string, unknown> }>('/returns/settings', { ...auth, schema: { body: { type: 'object' } } }, async (request) => {
    const answer: Answer<typeof returnSettingsAnswerSchema> = { data: await saveSettings(app.db, customerId(request), request.body), message: RETURN_SETTINGS_MESSAGES.saved };
    return answer;
  });

  // The settings' preview: the public logo address answers only while the page is on.
  app.get('/returns/settings/logo', auth, async (request, reply) => {
    const logo = await ownLogo(app.db, customerId(request));
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return reply.type(logo.type).send(logo.bytes);
  });

  app.get<{ Querystring: FilterQuery & { page?: string; per_page?: string } }>('/returns', { ...auth, schema: { querystring: listQuerySchema } }, async (request) => {
    const { page, perPage } = pageQuery(request.query);
    const filter = inboxFilterOf(request.query);
    const owner = customerId(request);
    const [{ rows, total }, counts] = await Promise.all([listReturns(app.db, owner, filter, page, perPage), statusCounts(app.db, owner)]);
    const answer: Answer<typeof returnPageSchema> = { data: rows.map(returnView), meta: paginationMeta(total, page, perPage), counts };
    return answer;
  });

  app.get<{ Querystring: FilterQuery }>('/returns/export.csv', { ...auth, schema: { querystring: { type: 'object', properties: filterProperties } } }, async (request, reply) => {
    const csv = await returnsCsv(app.db, customerId(request), inboxFilterOf(request.query));
    reply.header('content-disposition', `attachment; filename="${returnsCsvName(new Date())}"`).header('cache-control', 'private, no-store');
    return reply.type('text/csv; charset=utf-8').send(csv);
  });

  app.get<{ Querystring: { months?: string } }>('/returns/report', { ...auth, schema: { querystring: { type: 'object', properties: { months: text(3) } } } }, async (request) => {
    const months = request.query.months === undefined ? 12 : Number(request.query.months);
    if (!Number.isInteger(months) || months < 1 || months > 24) throw validationFailure({ months: ['Numărul de luni este între 1 și 24.'] });
    const answer: Answer<typeof returnReportAnswerSchema> = { data: await monthlyReport(app.db, customerId(request), months, new Date()) };
    return answer;
  });

  app.get<{ Params: { id: string } }>('/returns/:id', { ...auth, schema: { params: idParams } }, async (request) => {
    const row = await ownReturn(app.db, customerId(request), request.params.id);
    const [history, photos, shipment, codRefund] = await Promise.all([historyOf(app.db, row.id), photosOf(app.db, [row.id]), shipmentFacts(app.db, row), codRefundView(app.db, row)]);
    const answer: Answer<typeof returnDetailAnswerSchema> = { data: returnDetailView(row, history, photos, shipment, codRefund) };
    return answer;
  });

  app.get<{ Params: { id: string; photo: string } }>('/returns/:id/photos/:photo', { ...auth, schema: { params: photoParams } }, async (request, reply) => {
    const photo = await ownPhoto(app.db, customerId(request), request.params.id, request.params.photo);
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return reply.type(photo.type).send(photo.bytes);
  });

  // "Rambursează din banii ramburs": a received COD request refunded from the shop's collected money.
  app.post<{ Params: { id: string }; Body: unknown }>('/returns/:id/cod-refund', { ...auth, schema: { params: idParams } }, async (request) => {
    const { row, message } = await refundFromCod(returnsContext(app), customerId(request), request.params.id, request.body);
    const answer: Answer<typeof returnRequestAnswerSchema> = { data: returnView(row), message };
    return answer;
  });

  for (const action of Object.keys(SHOP_ACTIONS) as ShopAction[]) {
    app.post<{ Params: { id: string }; Body: unknown }>(`/returns/:id/${action}`, { ...auth, schema: { params: idParams } }, async (request) => {
      const { row, message } = await shopAction(returnsContext(app), customerId(request), request.params.id, action, request.body);
      const answer: Answer<typeof returnRequestAnswerSchema> = { data: returnView(row), message };
      return answer;
    });
  }
}
