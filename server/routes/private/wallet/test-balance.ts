// The test balance (register with prefix '/api/private'; bearer required): what orders placed with a
// test API key are paid from, test money only (services/payments/test-balance.ts):
//   GET  /wallet/test-balance                          {data: {balance_bani, balance, currency, test_mode: true}}
//   GET  /wallet/test-balance/movements?page&per_page  its ledger, newest first
//   POST /wallet/test-balance/top-up {amount_bani}     free, at once: no card, no processor, no invoice (201)
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import { TEST_BALANCE_MESSAGES, testBalance, testMovements, testMovementView, topUpTestBalance } from '../../../services/payments/index.ts';
import { consume, LIMITS, rateLimitKey } from '../../../services/rate-limit.ts';
import { pageQuery, pageQuerySchema, schemaFailure } from '../orders/schemas.ts';
import type { Answer } from '../answers-common.ts';
import type { testBalanceAnswerSchema, testMovementPageSchema, testTopUpAnswerSchema } from './answers.ts';

const topUpSchema = { type: 'object', required: ['amount_bani'], additionalProperties: false, properties: { amount_bani: {} } } as const;

const balanceView = (bani: number) => ({ balance_bani: bani, balance: bani / 100, currency: 'RON', test_mode: true }) as const;

export default async function testBalanceRoutes(app: FastifyInstance) {
  app.get('/wallet/test-balance', { preHandler: app.authenticate }, async (request): Promise<Answer<typeof testBalanceAnswerSchema>> => ({
    data: balanceView(await testBalance(app.db, signedInCustomer(request).customer.id)),
  }));

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/wallet/test-balance/movements',
    { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page, perPage } = pageQuery(request.query);
      const { items, total } = await testMovements(app.db, signedInCustomer(request).customer.id, page, perPage);
      const answer: Answer<typeof testMovementPageSchema> = { data: items, meta: paginationMeta(total, page, perPage) };
      return answer;
    },
  );

  app.post<{ Body: { amount_bani: unknown } }>(
    '/wallet/test-balance/top-up',
    { preHandler: app.authenticate, schema: { body: topUpSchema }, attachValidation: true },
    async (request, reply) => {
      const customer = signedInCustomer(request).customer;
      await consume(app.db, LIMITS.testTopUpsPerCustomer, rateLimitKey(LIMITS.testTopUpsPerCustomer, customer.id));
      if (request.validationError) throw schemaFailure(request.validationError.validation);
      const movement = await topUpTestBalance(app.db, customer.id, request.body.amount_bani);
      const answer: Answer<typeof testTopUpAnswerSchema> = {
        data: { ...balanceView(movement.balanceAfterBani), movement: testMovementView(movement) },
        message: TEST_BALANCE_MESSAGES.toppedUp(movement.amountBani),
      };
      return reply.code(201).send(answer);
    },
  );
}
