// The public API's order reads and cancellation (orders.ts registers them in the document's order):
//   GET    /orders?page&per_page          {list: Order[], pagination}, newest first
//   GET    /orders/{id}                   Order (bare)
//   DELETE /orders/{id}?refund_channel    {success, order_id, status, message, details} (read_write)
import type { FastifyInstance } from 'fastify';
import { validationFailure } from '../../services/failure.ts';
import { cancelOrder } from '../../services/orders/index.ts';
import type { CommerceContext } from '../../services/orders/index.ts';
import { findOwnOrder, OrderListCache, orderPageAnswer } from '../../services/orders/index.ts';
import { orderIdOf, orderNotFound } from '../shared/order-id.ts';
import { failure, invalid, PAGE_ERROR, withErrors } from './schemas/common.ts';
import { cancelAnswerSchema, EXAMPLE_ORDER, publicOrderSchema } from './schemas/orders.ts';
import { ORDER_NOT_FOUND, orderIdParams, pageQuery, publicOrder, TAGS } from './orders-shared.ts';
import { listPagination, pageOf } from './pagination.ts';
import { apiCaller } from './public-api.ts';
import { sendPage } from '../shared/page-answer.ts';

const MESSAGES = {
  refundChannel: 'Alege returnarea banilor în portofel (wallet) sau pe card (card).',
} as const;

export function registerOrderReads(app: FastifyInstance, ctx: CommerceContext) {
  // Pages answered again while the account's orders have not changed (services/orders/order-list-cache.ts).
  const listCache = new OrderListCache();
  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/orders',
    {
      schema: withErrors({
        operationId: 'listOrders',
        tags: TAGS,
        summary: 'Lista comenzilor',
        description: 'Comenzile contului, cele mai noi întâi, câte `per_page` (15, 50, 100 sau 200) pe pagină.',
        querystring: pageQuery,
        response: {
          200: {
            type: 'object',
            description: 'O pagină de comenzi, cele mai noi întâi.',
            properties: {
              list: { type: 'array', description: 'Comenzile paginii.', items: publicOrderSchema },
              pagination: {
                type: 'object',
                description: 'Despre pagină.',
                properties: {
                  total: { type: 'integer', description: 'Câte comenzi are contul (în modul cheii).', examples: [37] },
                  per_page: { type: 'integer', description: 'Câte pe pagină.', examples: [15] },
                  current_page: { type: 'integer', description: 'Pagina de față.', examples: [1] },
                  last_page: { type: 'integer', description: 'Ultima pagină.', examples: [3] },
                },
              },
              test_mode: { type: 'boolean', description: 'Prezent (true) doar în răspunsurile date unei chei de test.', examples: [true] },
            },
            examples: [{ list: [EXAMPLE_ORDER], pagination: { total: 37, per_page: 15, current_page: 1, last_page: 3 }, test_mode: true }],
          },
        },
      }, PAGE_ERROR),
    },
    async (request, reply) => {
      const caller = apiCaller(request);
      const { page, perPage } = pageOf(request.query);
      const testMode = caller.mode === 'test';
      // Written by the response schema, test_mode included (a written answer skips the preSerialization hook).
      const answer = await orderPageAnswer(app.db, listCache, 'public', { customerId: caller.customerId, page, perPage, testMode }, ({ items, total }) =>
        String(reply.serialize({
          list: items.map((bundle) => publicOrder(bundle, app.appConfig.publicUrl, ctx.carriers)),
          pagination: listPagination(total, page, perPage),
          ...(testMode ? { test_mode: true } : {}),
        })),
      );
      return sendPage(request, reply, answer);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/orders/:id',
    {
      schema: withErrors({
        operationId: 'getOrder',
        tags: TAGS,
        summary: 'O comandă',
        description: 'Comanda, cu statusul curent al coletului și istoricul lui. Comanda altui cont răspunde 404.',
        params: orderIdParams,
        response: { 200: { ...publicOrderSchema, examples: [EXAMPLE_ORDER] } },
      }, ORDER_NOT_FOUND),
    },
    async (request) => {
      const caller = apiCaller(request);
      const bundle = await findOwnOrder(app.db, caller.customerId, orderIdOf(request.params.id), caller.mode === 'test');
      if (!bundle) throw orderNotFound();
      return publicOrder(bundle, app.appConfig.publicUrl, ctx.carriers);
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { refund_channel?: string } }>(
    '/orders/:id',
    {
      config: { scope: 'read_write' },
      schema: withErrors({
        operationId: 'cancelOrder',
        tags: TAGS,
        summary: 'Anulează o comandă',
        description:
          'Anulează comanda înainte de preluarea de către curier și returnează banii: în portofel (`wallet`) sau pe card (`card`, doar pentru comenzile plătite cu cardul).',
        params: orderIdParams,
        querystring: {
          type: 'object',
          properties: {
            refund_channel: {
              type: 'string',
              maxLength: 10,
              description: 'Unde se returnează banii: wallet (portofel) sau card (doar comenzile plătite cu cardul); implicit, pe unde s-a plătit.',
              examples: ['wallet'],
            },
          },
        },
        response: { 200: cancelAnswerSchema, 202: cancelAnswerSchema },
      },
      ORDER_NOT_FOUND,
      failure(409, 'order_not_cancellable', 'Comanda nu mai poate fi anulată: coletul a fost preluat de curier (sau curierul refuză anularea).'),
      invalid('refund_channel nu este wallet sau card (details.refund_channel).'),
      failure(422, 'refund_channel_invalid', 'refund_channel=card pentru o comandă plătită din portofel: banii se pot returna doar în portofel.')),
    },
    async (request, reply) => {
      const caller = apiCaller(request);
      const channel = request.query.refund_channel;
      if (channel !== undefined && channel !== 'wallet' && channel !== 'card') throw validationFailure({ refund_channel: [MESSAGES.refundChannel] });
      const answer = await cancelOrder(ctx, caller.customerId, orderIdOf(request.params.id), channel, caller.mode === 'test');
      if ('status' in answer) reply.code(answer.status);
      const { data, message } = answer;
      const refund = data.details.refund;
      return {
        success: data.success,
        order_id: data.order_id,
        status: data.status,
        message,
        details: { refund: refund ? { channel: refund.channel, amount: refund.amount_bani / 100, currency: 'RON', status: refund.status, failure_reason: refund.failure_reason } : null },
      };
    },
  );
}
