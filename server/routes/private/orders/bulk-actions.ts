// What the orders list does to many selected orders at once (register with prefix '/api/private'):
//   GET  /orders/labels?order_ids=1,2,3&format=A6|A4|A4_4xA6|ZPL&dpi=203|300
//                                   bearer: one file with the labels of the caller's orders, in the
//                                   order of the ids (a PDF, four A6 per A4 sheet, or ZPL), as the
//                                   public API's POST /orders/labels makes it (services/labels)
//   POST /orders/cancellations {order_ids}
//                                   bearer: each order cancelled by the usual rules (cancelOrder, the
//                                   single DELETE's), one result per id: cancelled, sent again
//                                   until the carrier answers, or refused with its reason
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../db/schema.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { Failure, validationFailure } from '../../../services/failure.ts';
import { contentTypeOf, dispositionOf, labelFileName, labelRequestOf } from '../../../services/labels/index.ts';
import { cancelOrder, ordersLabels } from '../../../services/orders/index.ts';
import { orderIdList, orderIdListMessage } from '../../shared/order-id-list.ts';
import type { Answer } from '../answers-common.ts';
import type { cancellationsAnswerSchema } from './bulk-answers.ts';

/** As the public API's POST /orders/labels. */
export const MAX_LABELS_PER_REQUEST = 100;
/** Orders cancelled in one request (each may ask its carrier). */
export const MAX_CANCELLATIONS_PER_REQUEST = 50;
/** Carriers asked at once while cancelling. */
const CANCEL_PARALLEL = 4;

const labelsQuerySchema = {
  type: 'object',
  properties: { order_ids: { type: 'string', maxLength: 2000 }, format: { type: 'string', maxLength: 10 }, dpi: { type: 'string', maxLength: 4 } },
} as const;

const cancelBodySchema = {
  type: 'object',
  required: ['order_ids'],
  additionalProperties: false,
  properties: { order_ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
} as const;

type CancellationResult = Answer<typeof cancellationsAnswerSchema>['data'][number];

export default async function bulkOrderRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;

  app.get<{ Querystring: { order_ids?: string; format?: string; dpi?: string } }>(
    '/orders/labels',
    { preHandler: app.authenticate, schema: { querystring: labelsQuerySchema } },
    async (request, reply) => {
      const ids = orderIdList(request.query.order_ids, MAX_LABELS_PER_REQUEST);
      const asked = labelRequestOf(request.query.format, request.query.dpi);
      // The caller's orders among the ids, each booked and not cancelled.
      const file = await ordersLabels(app.db, { carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl, render: app.render }, {
        customerId: signedInCustomer(request).customer.id,
        unbooked: (unbooked) => `Comenzile ${unbooked.map((order) => order.number).join(', ')} nu au încă etichetă: o primesc după ce sunt plătite și înregistrate la curier.`,
      }, ids, asked);
      return reply
        .type(contentTypeOf(asked))
        .header('content-disposition', dispositionOf(asked, labelFileName(`etichete-${ids.length}-comenzi`, asked)).replace(/^inline/, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.post<{ Body: { order_ids: number[] } }>(
    '/orders/cancellations',
    { preHandler: app.authenticate, schema: { body: cancelBodySchema }, attachValidation: true },
    async (request) => {
      const raw = request.validationError ? [] : request.body.order_ids;
      const ids = [...new Set(raw)];
      if (request.validationError || ids.length === 0 || ids.length > MAX_CANCELLATIONS_PER_REQUEST) {
        throw validationFailure({ order_ids: [orderIdListMessage(MAX_CANCELLATIONS_PER_REQUEST)] });
      }
      const customerId = signedInCustomer(request).customer.id;
      const numbers = new Map(
        (await app.db.select({ id: orders.id, number: orders.number }).from(orders).where(and(inArray(orders.id, ids), eq(orders.customerId, customerId)))).map((row) => [Number(row.id), row.number]),
      );
      const results = new Map<number, CancellationResult>();
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const reference = numbers.get(id) ?? null;
          try {
            const answer = await cancelOrder(ctx, customerId, id, undefined);
            results.set(id, { order_id: id, reference, outcome: answer.data.status, message: answer.message });
          } catch (error) {
            if (!(error instanceof Failure) || error.status >= 500) throw error;
            const message = reference ? `${reference}: ${error.message}` : `Comanda ${id} nu există printre comenzile tale.`;
            results.set(id, { order_id: id, reference, outcome: 'refused', reason: error.reason, message });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CANCEL_PARALLEL, ids.length) }, worker));
      const answer: Answer<typeof cancellationsAnswerSchema> = { data: ids.map((id) => results.get(id)!) };
      return answer;
    },
  );
}
