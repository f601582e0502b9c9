// Orders (register with prefix '/api/private'; rules in services/orders, documented in README.md):
//   POST   /orders                 create and pay (bearer optional: guests order with an e-mail)
//   GET    /orders?page&per_page   the customer's orders, newest first
//   GET    /orders/{id}            one of them
//   DELETE /orders/{id}?refund_channel=wallet|card   cancel before pickup and refund
//   GET    /orders/guest/{id}?key=, POST /orders/guest/{id}/claim   a guest's order (guest-orders.ts)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { validationFailure } from '../../../services/failure.ts';
import { consume, LIMITS, rateLimitKey } from '../../../services/rate-limit.ts';
import { cancelOrder } from '../../../services/orders/index.ts';
import { createOrder } from '../../../services/orders/index.ts';
import type { OrderBody } from '../../../services/orders/index.ts';
import { findOwnOrder, OrderListCache, orderPageAnswer, paginationMeta } from '../../../services/orders/index.ts';
import { orderView } from '../../../services/orders/index.ts';
import type { Answer } from '../answers-common.ts';
import type { orderAnswerSchema, orderPageSchema } from './answers.ts';
import guestOrderRoutes from './guest-orders.ts';
import { orderIdOf, orderNotFound } from '../../shared/order-id.ts';
import { orderBodySchema, pageQuery, pageQuerySchema, schemaFailure } from './schemas.ts';
import { sendPage } from '../../shared/page-answer.ts';

export { orderIdOf, orderNotFound };

export default async function orderRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  // Pages answered again while the account's orders have not changed (services/orders/order-list-cache.ts).
  const listCache = new OrderListCache();
  await app.register(guestOrderRoutes);
  // Guests order without a token; a token that is sent must be valid.
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  // An order is paid (card or wallet): not in an admin's session as the customer.
  app.post<{ Body: OrderBody }>('/orders', { preHandler: optionalAuth, schema: { body: orderBodySchema }, attachValidation: true, config: { notWhileImpersonating: true } }, async (request, reply) => {
    // Every attempt counts, a malformed one too (it is how card testing probes).
    const customerId = request.signedIn?.customer.id;
    if (customerId === undefined) await consume(app.db, LIMITS.guestOrdersPerIp, rateLimitKey(LIMITS.guestOrdersPerIp, request.ip));
    else await consume(app.db, LIMITS.customerOrders, rateLimitKey(LIMITS.customerOrders, customerId));
    if (request.validationError) throw schemaFailure(request.validationError.validation);
    const answer = await createOrder(ctx, request.signedIn?.customer ?? null, request.headers['idempotency-key'], request.body);
    return reply.code(answer.status).send(answer.body);
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/orders',
    { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } },
    async (request, reply) => {
      const { page, perPage } = pageQuery(request.query);
      const customerId = signedInCustomer(request).customer.id;
      const answer = await orderPageAnswer(app.db, listCache, 'app', { customerId, page, perPage }, ({ items, total }) => {
        const answer: Answer<typeof orderPageSchema> = { data: items.map((bundle) => orderView(bundle, app.appConfig.publicUrl, ctx.carriers)), meta: paginationMeta(total, page, perPage) };
        return JSON.stringify(answer);
      });
      return sendPage(request, reply, answer);
    },
  );

  app.get<{ Params: { id: string } }>('/orders/:id', { preHandler: app.authenticate }, async (request) => {
    const bundle = await findOwnOrder(app.db, signedInCustomer(request).customer.id, orderIdOf(request.params.id));
    if (!bundle) throw orderNotFound();
    const answer: Answer<typeof orderAnswerSchema> = { data: orderView(bundle, app.appConfig.publicUrl, ctx.carriers) };
    return answer;
  });

  app.delete<{ Params: { id: string }; Querystring: { refund_channel?: string } }>(
    '/orders/:id',
    { preHandler: app.authenticate, schema: { querystring: { type: 'object', properties: { refund_channel: { type: 'string', maxLength: 10 } } } } },
    async (request, reply) => {
      const channel = request.query.refund_channel;
      if (channel !== undefined && channel !== 'wallet' && channel !== 'card') {
        throw validationFailure({ refund_channel: ['Alege returnarea banilor în portofel (wallet) sau pe card (card).'] });
      }
      const answer = await cancelOrder(ctx, signedInCustomer(request).customer.id, orderIdOf(request.params.id), channel);
      // 202: the carrier could not be told yet; the cancellation is retried (cancel_requested).
      if ('status' in answer) reply.code(answer.status);
      return { data: answer.data, message: answer.message };
    },
  );
}
