// The signed-in customer's own returns (register with prefix '/api/private'; bearer required): the
// requests they filed while signed in (the withdrawal confirmed with their bearer), for the
// dashboard's "Retururile mele":
//   GET /customer/returns?page&per_page -> {data: FiledReturnItem[], meta}  newest first
//   GET /customer/returns/{id}          -> {data: GuestReturn}  the same view as the guest's signed link
// Another customer's request, a guest's and an unknown id answer the same 404.
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import { filedReturn, listFiledReturns } from '../../../services/returns/index.ts';
import type { Answer } from '../answers-common.ts';
import { pageQuery, pageQuerySchema } from '../orders/schemas.ts';
import type { guestReturnAnswerSchema } from '../returns/answers.ts';
import type { filedReturnPageSchema } from './returns-answers.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } as const;

export default async function filedReturnRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page?: string; per_page?: string } }>('/customer/returns', { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } }, async (request, reply) => {
    const { page, perPage } = pageQuery(request.query);
    const { data, total } = await listFiledReturns(app.db, signedInCustomer(request).customer.id, page, perPage);
    const answer: Answer<typeof filedReturnPageSchema> = { data, meta: paginationMeta(total, page, perPage) };
    return reply.header('cache-control', 'private, no-store').send(answer);
  });

  app.get<{ Params: { id: string } }>('/customer/returns/:id', { preHandler: app.authenticate, schema: { params: idParams } }, async (request, reply) => {
    const answer: Answer<typeof guestReturnAnswerSchema> = { data: await filedReturn(app.db, signedInCustomer(request).customer.id, request.params.id) };
    return reply.header('cache-control', 'private, no-store').send(answer);
  });
}
