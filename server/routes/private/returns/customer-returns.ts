// The customer's side of returns (register with prefix '/api/private'; no account needed):
//   GET  /returns/shops?q                          -> {data: ReturnShop[]}  shops with returns on, by name (diacritics or not)
//   GET  /returns/shops/{slug}                     -> {data: ReturnShopPage}  its public settings (404: unknown or off)
//   GET  /returns/shops/{slug}/logo                the logo (image/png|jpeg|webp)
//   POST /returns/shops/{slug}/lookup              {awb} | {reference, email|phone|postal_code} -> {data: ReturnOrder}  (limited per address and per shop)
//   POST /returns/shops/{slug}/withdrawal          the statement ("Retrage-te din contract") -> {data: WithdrawalStatement}
//   POST /returns/shops/{slug}/withdrawal/confirm  {statement_token} ("Confirm retragerea") -> 201 {data: {return, access_token, link}, message}
//                                                  (a bearer is optional and, when sent, must be valid: the signed-in customer's
//                                                  dashboard then lists the request, GET /customer/returns)
//   GET  /returns/requests/{id}?cheie[&payment_id]  -> {data: GuestReturn}  by the signed link of the acknowledgement mail
//                                                  (payment_id: back from the card processor's page, its outcome asked now)
//   POST /returns/requests/{id}/pay?cheie          {method: card|wallet} -> {data: {redirect_url, return}}  the customer pays the return
//                                                  (wallet: signed in as the customer who filed it)
//   GET  /returns/requests/{id}/label?cheie        302 to the return shipment's label (a signed label link)
// Refusals: 422 with `message` and per-field `errors` (services/returns/withdrawal-rules.ts, order-lookup.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmWithdrawal,
  CONFIRM_MESSAGES,
  countLookup,
  directory,
  enabledPage,
  findShopOrder,
  guestReturn,
  guestReturnUrl,
  guestView,
  makeStatement,
  orderAnswer,
  pageLogo,
  publicPage,
  guestRow,
  payReturn,
  returnFromProcessor,
  shipmentFacts,
  type ReturnPayMethod,
} from '../../../services/returns/index.ts';
import { Failure } from '../../../services/failure.ts';
import { labelLink } from '../../../services/orders/index.ts';
import type { Answer } from '../answers-common.ts';
import type { filedReturnAnswerSchema, guestReturnAnswerSchema, returnDirectoryAnswerSchema, returnOrderAnswerSchema, returnShopPageAnswerSchema, withdrawalStatementAnswerSchema, returnPayAnswerSchema } from './answers.ts';
import { returnsContext } from './context.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const requestParams = { type: 'object', required: ['id'], properties: { id: text(20) } } as const;
const keyQuery = { type: 'object', properties: { cheie: text(100) } } as const;
const slugParams = { type: 'object', required: ['slug'], properties: { slug: text(60) } } as const;
const lookupBody = { type: 'object', properties: { awb: text(40), reference: text(100), email: text(254), phone: text(30), postal_code: text(10) } } as const;
type Lookup = { awb?: string; reference?: string; email?: string; phone?: string; postal_code?: string };

export default async function customerReturnRoutes(app: FastifyInstance) {
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.get<{ Querystring: { q?: string } }>('/returns/shops', { schema: { querystring: { type: 'object', properties: { q: text(100) } } } }, async (request) => {
    const answer: Answer<typeof returnDirectoryAnswerSchema> = { data: await directory(app.db, request.query.q ?? '') };
    return answer;
  });

  app.get<{ Params: { slug: string } }>('/returns/shops/:slug', { schema: { params: slugParams } }, async (request) => {
    const answer: Answer<typeof returnShopPageAnswerSchema> = { data: await publicPage(app.db, request.params.slug) };
    return answer;
  });

  app.get<{ Params: { slug: string } }>('/returns/shops/:slug/logo', { schema: { params: slugParams } }, async (request, reply) => {
    const logo = await pageLogo(app.db, request.params.slug);
    reply.header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff');
    return reply.type(logo.type).send(logo.bytes);
  });

  app.post<{ Params: { slug: string }; Body: Lookup }>('/returns/shops/:slug/lookup', { schema: { params: slugParams, body: lookupBody } }, async (request) => {
    const shop = await enabledPage(app.db, request.params.slug);
    await countLookup(app.db, request.ip, shop.customerId);
    const answer: Answer<typeof returnOrderAnswerSchema> = { data: orderAnswer(await findShopOrder(app.db, shop.customerId, request.body ?? {}), shop.windowDays) };
    return answer;
  });

  app.post<{ Params: { slug: string }; Body: Record<string, unknown> }>('/returns/shops/:slug/withdrawal', { schema: { params: slugParams, body: { type: 'object' } } }, async (request) => {
    const answer: Answer<typeof withdrawalStatementAnswerSchema> = { data: await makeStatement(returnsContext(app), request.params.slug, request.body ?? {}, request.ip) };
    return answer;
  });

  app.post<{ Params: { slug: string }; Body: { statement_token?: string } }>(
    '/returns/shops/:slug/withdrawal/confirm',
    { preHandler: optionalAuth, schema: { params: slugParams, body: { type: 'object', properties: { statement_token: text(60_000) } } } },
    async (request, reply) => {
      const { row, accessToken } = await confirmWithdrawal(returnsContext(app), request.params.slug, request.body?.statement_token, request.signedIn?.customer.id ?? null);
      const answer: Answer<typeof filedReturnAnswerSchema> = {
        data: { return: await guestView(app.db, row, accessToken), access_token: accessToken, link: guestReturnUrl(app.appConfig.publicUrl, row.id, accessToken) },
        message: CONFIRM_MESSAGES.confirmed,
      };
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(answer);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { cheie?: string; payment_id?: string } }>(
    '/returns/requests/:id',
    { schema: { params: requestParams, querystring: { type: 'object', properties: { cheie: text(100), payment_id: text(64) } } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (request.query.payment_id) await returnFromProcessor(returnsContext(app), request.params.id, request.query.cheie ?? '', request.query.payment_id);
      const answer: Answer<typeof guestReturnAnswerSchema> = { data: await guestReturn(app.db, request.params.id, request.query.cheie ?? '') };
      return answer;
    },
  );

  app.post<{ Params: { id: string }; Querystring: { cheie?: string }; Body: { method: ReturnPayMethod } }>(
    '/returns/requests/:id/pay',
    { schema: { params: requestParams, querystring: keyQuery, body: { type: 'object', required: ['method'], properties: { method: { type: 'string', enum: ['card', 'wallet'] } } } } },
    async (request, reply) => {
      // The wallet is the signed-in customer's: the bearer is asked for only then.
      if (request.body.method === 'wallet') await app.authenticate(request);
      const ctx = returnsContext(app);
      const paid = await payReturn(ctx, request.params.id, request.query.cheie ?? '', request.body.method, request.signedIn?.customer.id ?? null);
      const view = paid.redirectUrl ? null : await guestView(app.db, paid.row, request.query.cheie);
      const answer: Answer<typeof returnPayAnswerSchema> = { data: { redirect_url: paid.redirectUrl, return: view }, ...(paid.message ? { message: paid.message } : {}) };
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get<{ Params: { id: string }; Querystring: { cheie?: string } }>('/returns/requests/:id/label', { schema: { params: requestParams, querystring: keyQuery } }, async (request, reply) => {
    const row = await guestRow(app.db, request.params.id, request.query.cheie ?? '');
    const shipment = await shipmentFacts(app.db, row);
    if (!shipment?.label_available) throw new Failure(404, 'label_not_available', RETURN_LABEL_MISSING);
    const link = await labelLink(app.commerce.ctx, shipment.order_id, 'A6');
    reply.header('cache-control', 'private, no-store');
    return reply.code(302).redirect(link.download_url);
  });
}

const RETURN_LABEL_MISSING = 'Returul nu are etichetă: se predă cu codul de pe pagina returului, sau eticheta nu a fost emisă încă.';
