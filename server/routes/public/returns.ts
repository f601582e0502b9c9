// The public API's return requests (ours, beyond the contract), the shop's inbox of the dashboard
// (routes/private/returns/shop-returns.ts) over the same services (services/returns/):
//   GET  /returns?page&per_page&status&reason&from&to&q  -> {list: Return[], meta, counts}, newest first
//   GET  /returns/{id}                                   -> Return with statement, history, photos (bare)
//   POST /returns/{id}/approve | receive | refund | close (rw)  -> {success, message, return}
//   POST /returns/{id}/refuse {reason}                  (rw)  -> {success, message, return}
//   GET  /returns/{id}/photos/{photo_id}                 the customer's photo (image/png|jpeg|webp)
// A key sees and moves its mode's requests only (a test key: those of test orders; the request's
// test_mode is its order's); another account's or another mode's request is not found (404). A move
// from a status it does not leave is a 409 naming the status; each move is the state machine's, with
// its history, its mail and its `return.status_changed` webhook, in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Failure } from '../../services/failure.ts';
import {
  historyOf,
  INBOX_MESSAGES,
  inboxFilterOf,
  listReturns,
  ownPhoto,
  ownReturn,
  photosOf,
  REFUSAL_MESSAGES,
  returnDetailView,
  returnView,
  SHOP_ACTIONS,
  shopAction,
  statusCounts,
  type ShopAction,
} from '../../services/returns/index.ts';
import { returnsContext } from '../shared/returns-context.ts';
import { addressMeta, PAGE_MESSAGES, pageOf } from './pagination.ts';
import { PUBLIC_API_PREFIX } from './prefix.ts';
import { apiCaller } from './public-api.ts';
import { failure, invalid, notFound, PAGE_ERROR, withErrors } from './schemas/common.ts';
import { photoParamsSchema, photoResponse, refuseBodySchema, returnActionAnswerSchema, returnListQuerySchema, returnListSchema, returnParamsSchema } from './schemas/returns-operations.ts';
import { returnDetailSchema } from './schemas/returns.ts';

const TAGS = ['Retururi'];
const RETURN_NOT_FOUND = notFound('Cererea de retur nu există, este a altui cont sau a celuilalt mod (test / live) decât cheia.');
const FILTER_ERROR = invalid(
  'page, per_page sau un filtru nu are forma cerută: status nu este o stare, from / to nu sunt zile AAAA-LL-ZZ sau from e după to, q ori reason au peste 100 de caractere (details numește câmpul).',
);
const CONFLICT = failure(409, 'return_status_conflict', 'Cererea nu este într-o stare din care se poate face schimbarea (de exemplu, aprobarea unei cereri deja refuzate); mesajul spune starea ei.');

/** The status each move leads to and its words in the document. */
const MOVES = {
  approve: { to: 'approved', summary: 'Aprobă un retur', description: 'Aprobă o cerere nouă (requested). Clientul primește pe e-mail instrucțiunile de predare a coletului.' },
  refuse: {
    to: 'refused',
    summary: 'Refuză un retur',
    description: 'Refuză o cerere nouă (requested), cu un motiv pe care clientul îl primește pe e-mail, în aceeași tranzacție.',
  },
  receive: {
    to: 'received',
    summary: 'Marchează returul ca primit',
    description: 'Coletul returnat a ajuns la tine: cererea aprobată, cu eticheta emisă sau în tranzit trece în received.',
  },
  refund: { to: 'refunded', summary: 'Marchează returul ca rambursat', description: 'I-ai dat clientului banii înapoi: o cerere primită (received) trece în refunded.' },
  close: { to: 'closed', summary: 'Închide un retur', description: 'Nu mai e nimic de făcut: o cerere primită sau rambursată trece în closed.' },
} as const satisfies Record<ShopAction, { to: string; summary: string; description: string }>;

const listRoute = {
  // A parameter the schema refuses (too long) gets the inbox's own words.
  config: {
    fieldMessages: { page: PAGE_MESSAGES.page, per_page: PAGE_MESSAGES.perPage, status: INBOX_MESSAGES.status, reason: INBOX_MESSAGES.reason, from: INBOX_MESSAGES.date, to: INBOX_MESSAGES.date, q: INBOX_MESSAGES.text },
  },
  schema: withErrors({
    operationId: 'listReturns',
    summary: 'Lista retururilor',
    description:
      'Cererile de retur (retragere din contract) ale clienților tăi, cele mai noi întâi, câte per_page pe pagină, cu filtre după stare, motiv, zi și text, și câte cereri ai în fiecare stare.',
    tags: TAGS,
    querystring: returnListQuerySchema,
    response: { 200: returnListSchema },
  }, PAGE_ERROR, FILTER_ERROR),
};

const detailRoute = {
  schema: withErrors({
    operationId: 'getReturn',
    summary: 'Un retur',
    description: 'Cererea de retur cu declarația de retragere a clientului, istoricul stărilor și fotografiile trimise.',
    tags: TAGS,
    params: returnParamsSchema,
    response: { 200: returnDetailSchema },
  }, RETURN_NOT_FOUND),
};

const photoRoute = {
  schema: withErrors({
    operationId: 'getReturnPhoto',
    summary: 'O fotografie a unui retur',
    description: 'Fotografia trimisă de client cu cererea de retur (photos[].url din detaliile ei), în formatul în care a trimis-o.',
    tags: TAGS,
    params: photoParamsSchema,
    response: { 200: photoResponse },
  }, notFound('Cererea sau fotografia nu există, este a altui cont sau a celuilalt mod (test / live) decât cheia.')),
};

const moveRoute = (action: ShopAction) => {
  const move = MOVES[action];
  const operationId = `${action}Return`;
  const errors = [RETURN_NOT_FOUND, CONFLICT, ...(action === 'refuse' ? [invalid('Lipsește reason sau nu are între 5 și 1000 de caractere (details.reason).')] : [])];
  return {
    config: { scope: 'read_write' as const, ...(action === 'refuse' ? { fieldMessages: { reason: REFUSAL_MESSAGES.reason } } : {}) },
    schema: withErrors({
      operationId,
      summary: move.summary,
      description: move.description,
      tags: TAGS,
      params: returnParamsSchema,
      ...(action === 'refuse' ? { body: refuseBodySchema } : {}),
      response: { 200: returnActionAnswerSchema(move.to, SHOP_ACTIONS[action].done) },
    }, ...errors),
  };
};

/** The public view of a request: the inbox's, with the return shipment's order. */
function publicReturn(row: Parameters<typeof returnView>[0]) {
  return { ...returnView(row), return_order_id: row.returnOrderId ?? null };
}

export default async function publicReturnRoutes(app: FastifyInstance) {
  /** The key's own request of its mode (else 404, as for another account's). */
  const ownInMode = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const caller = apiCaller(request);
    const row = await ownReturn(app.db, caller.customerId, request.params.id);
    if (row.testMode !== (caller.mode === 'test')) throw new Failure(404, 'not_found', INBOX_MESSAGES.notFound);
    return row;
  };

  app.get<{ Querystring: { page?: string; per_page?: string; status?: string; reason?: string; from?: string; to?: string; q?: string } }>('/returns', listRoute, async (request) => {
    const caller = apiCaller(request);
    const testMode = caller.mode === 'test';
    const { page, perPage } = pageOf(request.query);
    const filter = { ...inboxFilterOf(request.query), testMode };
    const [{ rows, total }, counts] = await Promise.all([listReturns(app.db, caller.customerId, filter, page, perPage), statusCounts(app.db, caller.customerId, testMode)]);
    return { list: rows.map(publicReturn), meta: addressMeta(total, page, perPage), counts };
  });

  app.get<{ Params: { id: string } }>('/returns/:id', detailRoute, async (request) => {
    const row = await ownInMode(request);
    const [history, photos] = await Promise.all([historyOf(app.db, row.id), photosOf(app.db, [row.id])]);
    const detail = returnDetailView(row, history, photos);
    const photoUrl = (id: number) => `${app.appConfig.publicUrl}${PUBLIC_API_PREFIX}/returns/${row.id}/photos/${id}`;
    return { ...detail, return_order_id: row.returnOrderId ?? null, photos: detail.photos.map((p) => ({ ...p, url: photoUrl(p.id) })) };
  });

  app.get<{ Params: { id: string; photo_id: string } }>('/returns/:id/photos/:photo_id', photoRoute, async (request, reply) => {
    const row = await ownInMode(request);
    const photo = await ownPhoto(app.db, row.customerId, String(row.id), request.params.photo_id);
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return reply.type(photo.type).send(photo.bytes);
  });

  for (const action of Object.keys(MOVES) as ShopAction[]) {
    app.post<{ Params: { id: string }; Body: unknown }>(`/returns/:id/${action}`, moveRoute(action), async (request) => {
      const row = await ownInMode(request);
      const { row: moved, message } = await shopAction(returnsContext(app), row.customerId, String(row.id), action, request.body);
      return { success: true, message, return: publicReturn(moved) };
    });
  }
}
