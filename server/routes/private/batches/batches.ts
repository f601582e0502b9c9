// The batch import (register with prefix '/api/private'; rules in services/batches, README "Batch
// import"), for a signed-in account (bearer):
//   POST /batches/validate       {rows, defaults} -> every row's verdict (errors, certain fixes); nothing saved
//   POST /batches/quote          {rows, defaults} -> each row's itemised price and the total; nothing saved
//   POST /batches                (Idempotency-Key) the batch: its orders and one payment (wallet or card)
//   GET  /batches?page&per_page  the account's batches, newest first
//   GET  /batches/{id}           a batch with its rows' orders (AWB, status, refusal, price)
//   GET  /batches/{id}/labels?format=A6|A4_4xA6|ZPL&dpi=203|300   one file of the batch's labels
//   GET|PUT /batches/mapping     the account's last column mapping
// A body over the batch's limit (a file over 5 MB or 1,000 rows) is a 413 saying the limits.
import type { FastifyError, FastifyInstance } from 'fastify';
import { BATCH_LIMITS, type BatchCreateRequest, type BatchRowsRequest } from '../../../../src/shared/batch-import.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { batchAnswer, batchLabels, batchOf, batchPage, BATCH_MESSAGES, createBatch, quoteBatch, readMapping, saveMapping, validateBatch } from '../../../services/batches/index.ts';
import { Failure } from '../../../services/failure.ts';
import { contentTypeOf, dispositionOf, labelRequestOf } from '../../../services/labels/index.ts';
import { pageQuery, pageQuerySchema } from '../orders/schemas.ts';

/** A batch's JSON: the rows of a 5 MB file, with room for the field names JSON repeats per row. */
export const BATCH_BODY_LIMIT = 3 * BATCH_LIMITS.maxFileBytes;

const objectBody = { type: 'object' } as const;
const notFound = () => new Failure(404, 'not_found', 'Lotul nu există printre loturile tale.');
const idOf = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : 0);

export default async function batchRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  const parent = app.errorHandler;
  // The batch's own words for a body over its limit; everything else as the app answers it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return parent.call(app, new Failure(413, 'payload_too_large', BATCH_MESSAGES.tooLarge) as unknown as FastifyError, request, reply);
    return parent.call(app, error, request, reply);
  });
  const rowsCall = { preHandler: app.authenticate, bodyLimit: BATCH_BODY_LIMIT, schema: { body: objectBody } };

  app.post<{ Body: BatchRowsRequest }>('/batches/validate', rowsCall, async (request) => {
    const data = await validateBatch(ctx, signedInCustomer(request).customer.id, request.body, app.batchChecks);
    return { data };
  });

  app.post<{ Body: BatchRowsRequest }>('/batches/quote', rowsCall, async (request) => {
    const data = await quoteBatch(ctx, signedInCustomer(request).customer.id, request.body, app.batchChecks);
    return { data };
  });

  // A batch is paid (card or wallet): not in an admin's session as the customer.
  app.post<{ Body: BatchCreateRequest }>('/batches', { ...rowsCall, config: { notWhileImpersonating: true } }, async (request, reply) => {
    const answer = await createBatch(ctx, signedInCustomer(request).customer.id, request.headers['idempotency-key'], request.body, app.batchChecks);
    return reply.code(answer.status).send(answer.body);
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>('/batches', { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } }, async (request) => {
    const { page, perPage } = pageQuery(request.query);
    return batchPage(app.db, signedInCustomer(request).customer.id, page, perPage);
  });

  app.get('/batches/mapping', { preHandler: app.authenticate }, async (request) => {
    return { data: { mapping: await readMapping(app.db, signedInCustomer(request).customer.id) } };
  });

  app.put<{ Body: { mapping?: unknown } }>('/batches/mapping', { preHandler: app.authenticate, schema: { body: objectBody } }, async (request) => {
    const mapping = await saveMapping(app.db, signedInCustomer(request).customer.id, request.body.mapping);
    return { data: { mapping }, message: 'Potrivirea coloanelor a fost salvată.' };
  });

  app.get<{ Params: { id: string } }>('/batches/:id', { preHandler: app.authenticate }, async (request) => {
    const batch = await batchOf(app.db, idOf(request.params.id), signedInCustomer(request).customer.id);
    if (!batch) throw notFound();
    return { data: await batchAnswer(ctx, batch.id) };
  });

  app.get<{ Params: { id: string }; Querystring: { format?: string; dpi?: string } }>(
    '/batches/:id/labels',
    { preHandler: app.authenticate, schema: { querystring: { type: 'object', properties: { format: { type: 'string', maxLength: 10 }, dpi: { type: 'string', maxLength: 4 } } } } },
    async (request, reply) => {
      const asked = labelRequestOf(request.query.format, request.query.dpi);
      const batch = await batchOf(app.db, idOf(request.params.id), signedInCustomer(request).customer.id);
      if (!batch) throw notFound();
      const { file, fileName } = await batchLabels(ctx, { carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl, render: app.render }, batch, asked);
      return reply.type(contentTypeOf(asked)).header('content-disposition', dispositionOf(asked, fileName)).header('cache-control', 'private, no-store').send(file);
    },
  );
}
