// The customer's wallet (register with prefix '/api/private'; bearer required):
//   GET  /wallet                          the balance in bani
//   GET  /wallet/movements?page&per_page  the ledger, newest first
//   POST /wallet/top-up                   money in by card, paid on the processor's page like orders (Idempotency-Key required)
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addresses } from '../../../db/schema.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { validationFailure } from '../../../services/failure.ts';
import { consume, LIMITS, rateLimitKey } from '../../../services/rate-limit.ts';
import { paginationMeta } from '../../../services/orders/index.ts';
import { safeReturnPath } from '../../../services/orders/index.ts';
import { formatRon } from '../../../services/payments/index.ts';
import { TOP_UP_LIMITS, topUpWallet, type TopUpInput } from '../../../services/payments/index.ts';
import { walletBalance, walletMovements } from '../../../services/payments/index.ts';
import { CARD_NOT_HERE } from '../../../services/payments/index.ts';
import type { Answer } from '../answers-common.ts';
import type { walletBalanceAnswerSchema, walletMovementPageSchema } from './answers.ts';
import { cardSentByMistake, pageQuery, pageQuerySchema, schemaFailure } from '../orders/schemas.ts';

const topUpSchema = {
  type: 'object',
  required: ['amount_bani'],
  additionalProperties: false,
  properties: { amount_bani: { type: 'integer' }, card: cardSentByMistake, return_path: { type: 'string', maxLength: 300 } },
} as const;

const AMOUNT = `Suma trebuie să fie între ${formatRon(TOP_UP_LIMITS.minBani)} și ${formatRon(TOP_UP_LIMITS.maxBani)}.`;
/** A top-up is invoiced as an advance to the account's billing address: asked for before the first payment, never invented. */
export const BILLING_FIRST = 'Adaugă întâi datele de facturare (numele și adresa, cu localitatea din listă) în Adrese > Facturare: factura de avans a alimentării se emite pe ele.';

async function hasBillingAddress(db: FastifyInstance['db'], customerId: number): Promise<boolean> {
  const [found] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.customerId, customerId), eq(addresses.kind, 'billing'))).limit(1);
  return found !== undefined;
}

export default async function walletRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;

  app.get('/wallet', { preHandler: app.authenticate }, async (request) => {
    const balance = await walletBalance(app.db, signedInCustomer(request).customer.id);
    const answer: Answer<typeof walletBalanceAnswerSchema> = { data: { balance_bani: balance, balance: balance / 100, currency: 'RON' } };
    return answer;
  });

  app.get<{ Querystring: { page?: string; per_page?: string } }>(
    '/wallet/movements',
    { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { page, perPage } = pageQuery(request.query);
      const { items, total } = await walletMovements(app.db, signedInCustomer(request).customer.id, page, perPage);
      const answer: Answer<typeof walletMovementPageSchema> = { data: items, meta: paginationMeta(total, page, perPage) };
      return answer;
    },
  );

  app.post<{ Body: TopUpInput & { card?: unknown } }>('/wallet/top-up', { preHandler: app.authenticate, schema: { body: topUpSchema }, attachValidation: true, config: { notWhileImpersonating: true } }, async (request, reply) => {
    const customer = signedInCustomer(request).customer;
    await consume(app.db, LIMITS.walletTopUpsPerCustomer, rateLimitKey(LIMITS.walletTopUpsPerCustomer, customer.id));
    if (request.validationError) throw schemaFailure(request.validationError.validation);
    const { amount_bani: amount, card, return_path: returnPath } = request.body;
    const errors: Record<string, string[]> = {};
    if (amount < TOP_UP_LIMITS.minBani || amount > TOP_UP_LIMITS.maxBani) errors.amount_bani = [AMOUNT];
    if (card !== undefined) errors.card = [CARD_NOT_HERE];
    if (!(await hasBillingAddress(app.db, customer.id))) errors.billing = [BILLING_FIRST];
    if (Object.keys(errors).length) throw validationFailure(errors);
    const deps = { db: app.db, gateway: ctx.gateway, publicUrl: app.appConfig.publicUrl, log: app.log, events: ctx.events, now: () => ctx.now() };
    const input = { amount_bani: amount, ...(returnPath === undefined ? {} : { return_path: returnPath }) };
    const answer = await topUpWallet(deps, customer.id, request.headers['idempotency-key'], input, safeReturnPath(returnPath ?? '/dashboard'));
    return reply.code(answer.status).send(answer.body);
  });
}
