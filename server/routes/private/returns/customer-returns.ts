// The customer's side of returns (register with prefix '/api/private'; no account needed):
//   GET  /returns/shops?q                          -> {data: ReturnShop[]}  shops with returns on, by name (diacritics or not)
//   GET  /returns/shops/{slug}                     -> {data: ReturnShopPage}  its public settings (404: unknown or off)
//   GET  /returns/shops/{slug}/logo                the logo (image/png|jpeg|webp)
//   POST /returns/shops/{slug}/lookup              {awb} | {reference, email|phone|postal_code} -> {data: ReturnOrder}  (limited per address and per shop)
//   POST /returns/shops/{slug}/withdrawal          the statement ("Retrage-te din contract") -> {data: WithdrawalStatement}
//   POST /returns/shops/{slug}/withdrawal/confirm  {statement_token} ("Confirm retragerea") -> 201 {data: {return, access_token, link}, message}
//   GET  /returns/requests/{id}?cheie              -> {data: GuestReturn}  by the signed link of the acknowledgement mail
// Refusals: 422 with `message` and per-field `errors` (services/returns/withdrawal-rules.ts, order-lookup.ts).
import type { FastifyInstance } from 'fastify';
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
} from '../../../services/returns/index.ts';
import type { Answer } from '../answers-common.ts';
import type { filedReturnAnswerSchema, guestReturnAnswerSchema, returnDirectoryAnswerSchema, returnOrderAnswerSchema, returnShopPageAnswerSchema, withdrawalStatementAnswerSchema } from './answers.ts';
import { returnsContext } from './context.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const slugParams = { type: 'object', required: ['slug'], properties: { slug: text(60) } } as const;
const lookupBody = { type: 'object', properties: { awb: text(40), reference: text(100), email: text(254), phone: text(30), postal_code: text(10) } } as const;
type Lookup = { awb?: string; reference?: string; email?: string; phone?: string; postal_code?: string };

export default async function customerReturnRoutes(app: FastifyInstance) {
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
    { schema: { params: slugParams, body: { type: 'object', properties: { statement_token: text(60_000) } } } },
    async (request, reply) => {
      const { row, accessToken } = await confirmWithdrawal(returnsContext(app), request.params.slug, request.body?.statement_token);
      const answer: Answer<typeof filedReturnAnswerSchema> = {
        data: { return: await guestView(app.db, row, accessToken), access_token: accessToken, link: guestReturnUrl(app.appConfig.publicUrl, row.id, accessToken) },
        message: CONFIRM_MESSAGES.confirmed,
      };
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(answer);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { cheie?: string } }>(
    '/returns/requests/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: text(20) } }, querystring: { type: 'object', properties: { cheie: text(100) } } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const answer: Answer<typeof guestReturnAnswerSchema> = { data: await guestReturn(app.db, request.params.id, request.query.cheie ?? '') };
      return answer;
    },
  );
}
