// A guest's order without an account (register inside orderRoutes; rules in services/orders/guest-orders.ts):
//   GET  /orders/guest/{id}?key=…     the order with fresh label links, for whoever holds its signed
//                                     key (a bearer is optional and, when sent, must be valid)
//   POST /orders/guest/{id}/claim     {key}, bearer: the owner of the order's e-mail adds it to their
//                                     account (only with the key of the confirmation e-mail)
// Every wrong id or key answers the same 404; neither answer is ever cached.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { claimGuestOrder, openGuestOrder } from '../../../services/orders/index.ts';
import { orderIdOf } from '../../shared/order-id.ts';
import type { Answer } from '../answers-common.ts';
import type { guestClaimAnswerSchema, guestOrderAnswerSchema } from './answers.ts';

const key = { type: 'string', minLength: 1, maxLength: 120 } as const;
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } as const;

export default async function guestOrderRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.get<{ Params: { id: string }; Querystring: { key: string } }>(
    '/orders/guest/:id',
    { preHandler: optionalAuth, schema: { params, querystring: { type: 'object', required: ['key'], properties: { key } } } },
    async (request, reply) => {
      const answer: Answer<typeof guestOrderAnswerSchema> = await openGuestOrder(ctx, orderIdOf(request.params.id), request.query.key, request.signedIn?.customer ?? null);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );

  app.post<{ Params: { id: string }; Body: { key: string } }>(
    '/orders/guest/:id/claim',
    { preHandler: app.authenticate, schema: { params, body: { type: 'object', required: ['key'], additionalProperties: false, properties: { key } } } },
    async (request, reply) => {
      const answer: Answer<typeof guestClaimAnswerSchema> = await claimGuestOrder(ctx, orderIdOf(request.params.id), request.body.key, signedInCustomer(request).customer);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
}
