// The public API's order calls (contract: api-shapes), on the services the app uses:
//   POST   /orders/prices                 offers (carrier_id/service_id 0 = all); address-book references allowed
//   POST   /orders                        create, paid from the wallet (read_write); Idempotency-Key optional
//   GET    /orders?page&per_page          {list: Order[], pagination}, newest first
//   GET    /orders/{id}                   Order (bare)
//   DELETE /orders/{id}?refund_channel    {success, order_id, status, message, details} (read_write)
//   POST   /orders/track-by-awb           TrackingItem[] (bare)
//   POST   /orders/track-by-order         TrackingItem[] (bare), the caller's orders
//   POST   /orders/labels                 one PDF with the labels of the orders (A4: four per sheet, A6: one per page)
//   GET    /orders/label-link/{awb}       {download_url, awb, format, expires_at}
// A key sees the orders of its mode only (test orders for a test key).
import type { CommerceContext } from '../../services/orders/context.ts';
import { askCarriers } from '../../services/pricing/carrier-prices.ts';
import type { FastifyInstance } from 'fastify';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { eq } from 'drizzle-orm';
import { shipments } from '../../db/schema.ts';
import { findCustomerById } from '../../services/auth/customers.ts';
import { Failure, validationFailure } from '../../services/failure.ts';
import { LABEL_FORMATS, type LabelFormat } from '../../services/labels/label-data.ts';
import { shipmentLabels } from '../../services/labels/shipment-labels.ts';
import { cardFieldErrors, createApiOrder, priceRequestWithBook, type ApiOrderBody, type ApiPriceRequest } from '../../services/orders/api-order-request.ts';
import { cancelOrder } from '../../services/orders/cancel-order.ts';
import { labelAvailable, labelLink, labelOfCancelledOrder } from '../../services/orders/label-links.ts';
import { findOwnOrder, listOrders } from '../../services/orders/order-queries.ts';
import { orderView, type OrderBundle } from '../../services/orders/order-view.ts';
import { inBucharest } from '../../services/pricing/calendar.ts';
import { validationAddress } from '../../services/pricing/engine.ts';
import { acceptedEncoding } from '../../services/pricing/quote-thread.ts';
import { AWB_MESSAGES, MAX_AWBS_PER_REQUEST, parseAwbList } from '../../services/tracking/awb.ts';
import { trackByAwb, trackByOrder } from '../../services/tracking/track.ts';
import { orderIdOf, orderNotFound } from '../shared/order-id.ts';
import { PRICE_REQUEST_MESSAGES, schemaErrors } from '../shared/price-request-schema.ts';
import { cancelAnswerSchema, EXAMPLE_ORDER, labelLinkSchema, orderAnswerSchema, publicOrderSchema } from './schemas/orders.ts';
import { publicOrderRequestSchema, publicPriceRequestSchema } from './schemas/order-request.ts';
import { priceAnswerSchema } from './schemas/prices.ts';
import { trackingListSchema } from './schemas/tracking.ts';
import { failure, invalid, notFound, PAGE_ERROR, withErrors } from './schemas/common.ts';
import { listPagination, pageOf, PER_PAGE } from './pagination.ts';
import { apiCaller } from './public-api.ts';

const TAGS = ['Comenzi'];
export const MAX_LABELS_PER_REQUEST = 100;

const MESSAGES = {
  carrier: 'Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.',
  orderIds: 'Trimite între 1 și 200 de id-uri de comenzi.',
  labelIds: `Trimite între 1 și ${MAX_LABELS_PER_REQUEST} de id-uri de comenzi.`,
  format: 'Formatul etichetei trebuie să fie A4 sau A6.',
  refundChannel: 'Alege returnarea banilor în portofel (wallet) sau pe card (card).',
  noLabel: 'Comanda nu are încă etichetă: este disponibilă după ce comanda este înregistrată la curier.',
  awbNotFound: 'AWB-ul nu există printre comenzile tale.',
} as const;

/** The contract's Order: the app's view, of which the response schema keeps the contract's fields and ours. */
function publicOrder(bundle: OrderBundle, publicUrl: string, carriers: CommerceContext['carriers']) {
  return orderView(bundle, publicUrl, carriers);
}

function formatOf(raw: string | undefined): LabelFormat {
  const format = (raw ?? 'A6').toUpperCase();
  if (!(LABEL_FORMATS as readonly string[]).includes(format)) throw validationFailure({ format: [MESSAGES.format] });
  return format as LabelFormat;
}

const idList = (max: number) =>
  ({
    type: 'array',
    minItems: 1,
    maxItems: max,
    description: `Id-urile comenzilor (între 1 și ${max}; cele repetate contează o dată).`,
    items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Id-ul unei comenzi.' },
    examples: [[1]],
  }) as const;
const language = { type: 'string', enum: ['ro', 'en'], description: 'Limba răspunsului; statusurile sunt în română.', examples: ['ro'] } as const;

const ORDER_NOT_FOUND = notFound('Comanda nu există, este a altui cont sau a celuilalt mod (test / live) decât cheia.');
const orderIdParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 20, description: 'Id-ul comenzii (order_id din răspunsul creării sau id din listă).', examples: ['1'] } },
} as const;
const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', maxLength: 10, description: 'Pagina, de la 1 (implicit 1).', examples: ['1'] },
    per_page: { type: 'string', maxLength: 10, description: `Câte pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, examples: ['15'] },
  },
} as const;
const formatNote = 'Formatul etichetei: A6 (una pe pagină, implicit) sau A4 (patru pe foaie); litere mari sau mici.';

export default async function publicOrderRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  // The app's one answer cache, shared with the private tracking routes.
  const tracking = app.tracking;

  app.post<{ Body: ApiPriceRequest }>(
    '/orders/prices',
    {
      schema: withErrors({
        operationId: 'getPrices',
        tags: TAGS,
        summary: 'Calculează prețurile',
        description:
          'Ofertele curierilor pentru o expediție, cu TVA și datele estimate de preluare și livrare. `carrier_id: 0` și `service_id: 0` înseamnă „toți curierii” și „toate serviciile”. Capetele pot fi adrese din agendă (`address_from_id`, `address_to_id`) sau câmpurile lor. Sumele sunt în lei, cu zecimale.',
        body: publicPriceRequestSchema,
        response: { 200: priceAnswerSchema },
      },
      invalid(
        'Cererea nu este validă: câmpuri lipsă sau de alt tip, localitate sau cod poștal necunoscut ori al altei localități, colet peste limite, address_id care nu este în agenda ta... (toate problemele, pe câmp, în details).',
      )),
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, PRICE_REQUEST_MESSAGES));
      const caller = apiCaller(request);
      const errors = {};
      const body = await priceRequestWithBook(app.db, caller.customerId, request.body, errors);
      if (Object.keys(errors).length) throw validationFailure(errors);
      const shipment = await ctx.pricing.resolve(body);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const prices = await askCarriers(ctx.carriers, shipment, body.carrier_id, body.service_id, { testMode: caller.mode === 'test' });
      const answer = await app.quotes.quote({
        shipment,
        carrierId: body.carrier_id,
        serviceId: body.service_id,
        prices,
        now: inBucharest(ctx.now()),
        validationAddress: validationAddress(shipment),
        encoding,
        testMode: caller.mode === 'test',
      });
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      // Written (and compressed) on the quote thread: sent as it is.
      return reply.type('application/json; charset=utf-8').serializer((payload: unknown) => payload as string).send(answer);
    },
  );

  app.post<{ Body: ApiOrderBody }>(
    '/orders',
    {
      config: { scope: 'read_write' },
      schema: withErrors({
        operationId: 'createOrder',
        tags: TAGS,
        summary: 'Creează o comandă',
        description:
          'Înregistrează o comandă la curierul și serviciul alese și o plătește din portofel (creditul contului). Fără credit suficient răspunsul este 402, cu suma care lipsește, și nu se înregistrează nimic. Antetul `Idempotency-Key` este opțional: aceeași cheie cu același conținut, în 24 de ore, primește primul răspuns; cu alt conținut, 409. Cu o cheie API de test, comanda merge la rețeaua simulată a curierilor.',
        headers: {
          type: 'object',
          properties: {
            'idempotency-key': {
              type: 'string',
              maxLength: 255,
              description: 'Opțional: o cheie unică a comenzii (8-255 caractere: litere, cifre, punct, -, _ sau :). Aceeași cheie și același conținut, în 24 de ore, primesc răspunsul primei cereri, fără o a doua comandă.',
              examples: ['magazin-comanda-10021'],
            },
          },
        },
        body: publicOrderRequestSchema,
        response: { 201: orderAnswerSchema },
      },
      failure(400, 'idempotency_key_required', 'Antetul Idempotency-Key este trimis, dar gol.'),
      failure(400, 'idempotency_key_invalid', 'Antetul Idempotency-Key nu are 8-255 caractere dintre litere, cifre, punct, -, _ sau :.'),
      failure(402, 'insufficient_funds', 'Creditul din portofel nu ajunge pentru comandă: details are missing_amount, wallet_balance și total_amount (lei); nu s-a înregistrat nimic.'),
      failure(409, 'idempotency_key_reused', 'Cheia Idempotency-Key a fost folosită în ultimele 24 de ore pentru o cerere cu alt conținut.'),
      failure(409, 'request_in_progress', 'O cerere cu aceeași cheie Idempotency-Key este încă în lucru: reîncearcă peste câteva secunde.'),
      failure(409, 'reweigh_unpaid', 'Contul are o diferență de recântărire neplătită: se plătește din portofel, în contul Curiero (Portofel), înainte de o comandă nouă; nu s-a înregistrat nimic.'),
      invalid(
        'Comanda nu este validă: câmpuri lipsă sau greșite (contacte, telefon, conținut), localitate sau cod poștal greșit, billing_to.billing_address_id ori address_id care nu sunt în agenda ta... (toate problemele, pe câmp, în details); un card trimis cu comanda (`card` sau `payment.card`) este refuzat: comenzile prin API se plătesc din credit.',
      ),
      failure(422, 'offer_unavailable', 'Curierul ales nu poate prelua expediția cu serviciul ales (de exemplu nu livrează în localitate): details.service_id spune de ce.')),
      attachValidation: true,
      // Before the schema, which would strip a card sent with the order: it is refused, never dropped.
      preValidation: async (request) => {
        const card = cardFieldErrors(request.body);
        if (Object.keys(card).length) throw validationFailure(card);
      },
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, PRICE_REQUEST_MESSAGES));
      const caller = apiCaller(request);
      const customer = await findCustomerById(app.db, caller.customerId);
      if (!customer) throw new Failure(401, 'unauthorized', 'Contul cheii API nu mai există.');
      const answer = await createApiOrder(ctx, caller, customer, request.headers['idempotency-key'], request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );

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
    async (request) => {
      const caller = apiCaller(request);
      const { page, perPage } = pageOf(request.query);
      const { items, total } = await listOrders(app.db, caller.customerId, page, perPage, caller.mode === 'test');
      return { list: items.map((bundle) => publicOrder(bundle, app.appConfig.publicUrl, ctx.carriers)), pagination: listPagination(total, page, perPage) };
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

  app.post<{ Body: { awb_list: string[]; carrier_id?: number | null; language?: string } }>(
    '/orders/track-by-awb',
    {
      schema: withErrors({
        operationId: 'trackByAwb',
        tags: TAGS,
        summary: 'Urmărește colete după AWB',
        description: `Statusul și istoricul fiecărui AWB (cel mult ${MAX_AWBS_PER_REQUEST}), în ordinea cererii. \`carrier_id\` 0 sau lipsă: curierul se deduce din AWB.`,
        body: {
          type: 'object',
          required: ['awb_list'],
          properties: {
            carrier_id: { type: ['integer', 'null'], minimum: 0, description: 'Curierul AWB-urilor (1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier); 0 sau lipsă: se deduce din fiecare AWB.', examples: [0] },
            awb_list: {
              type: 'array',
              description: `AWB-urile de urmărit (cel puțin unul, cel mult ${MAX_AWBS_PER_REQUEST}).`,
              items: { type: 'string', maxLength: 100, description: 'Un AWB (litere și cifre).' },
              examples: [['SMD1234567890']],
            },
            language,
          },
          examples: [{ carrier_id: 0, awb_list: ['SMD1234567890'], language: 'ro' }],
        },
        response: { 200: trackingListSchema },
      }, invalid(`awb_list lipsește, este goală, are peste ${MAX_AWBS_PER_REQUEST} de AWB-uri sau unul care nu este un AWB, ori carrier_id nu este al unui curier (details, pe câmp).`)),
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, { 'awb_list.*': AWB_MESSAGES.invalid }));
      const caller = apiCaller(request);
      const carrierId = request.body.carrier_id || null;
      const list = parseAwbList(request.body.awb_list);
      const errors = list.ok ? {} : { ...list.errors };
      if (carrierId !== null && !CARRIERS.some((c) => c.id === carrierId)) Object.assign(errors, { carrier_id: [MESSAGES.carrier] });
      if (!list.ok || Object.keys(errors).length) throw validationFailure(errors);
      return trackByAwb(tracking, { awbs: list.awbs, carrierId, viewerId: caller.customerId, testMode: caller.mode === 'test' });
    },
  );

  app.post<{ Body: { order_ids: number[]; language?: string } }>(
    '/orders/track-by-order',
    {
      schema: withErrors({
        operationId: 'trackByOrder',
        tags: TAGS,
        summary: 'Urmărește comenzi după id',
        description: 'Statusul și istoricul coletelor comenzilor tale (cel mult 200 de id-uri). Un id care nu este al tău răspunde cu un element „negăsit”.',
        body: { type: 'object', required: ['order_ids'], properties: { order_ids: idList(200), language }, examples: [{ order_ids: [1], language: 'ro' }] },
        response: { 200: trackingListSchema },
      }, invalid('order_ids lipsește, este goală, are peste 200 de id-uri sau unul care nu este un număr întreg pozitiv (details.order_ids).')),
      config: { fieldMessages: { order_ids: MESSAGES.orderIds } },
    },
    async (request) => {
      const caller = apiCaller(request);
      return trackByOrder(tracking, { customerId: caller.customerId, orderIds: [...new Set(request.body.order_ids)], testMode: caller.mode === 'test' });
    },
  );

  app.post<{ Body: { order_ids: number[]; format?: string } }>(
    '/orders/labels',
    {
      schema: withErrors({
        operationId: 'getLabels',
        tags: TAGS,
        summary: 'Etichetele comenzilor (PDF)',
        description: `Un singur PDF cu etichetele comenzilor date (cel mult ${MAX_LABELS_PER_REQUEST}): A6 câte una pe pagină, A4 câte patru pe foaie. Răspunsul este PDF chiar dacă cererea are \`Accept: application/json\`.`,
        body: {
          type: 'object',
          required: ['order_ids'],
          properties: { order_ids: idList(MAX_LABELS_PER_REQUEST), format: { type: 'string', maxLength: 4, enum: ['A4', 'A6', 'a4', 'a6'], description: formatNote, examples: ['A6'] } },
          examples: [{ order_ids: [1], format: 'A6' }],
        },
        response: { 200: { description: 'Un fișier PDF cu etichetele, în ordinea id-urilor.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
      },
      notFound('Unul sau mai multe id-uri nu sunt comenzi ale tale (în modul cheii): mesajul le numește.'),
      failure(409, 'label_unavailable', 'O comandă nu are încă etichetă (nu a fost înregistrată la curier): mesajul numește comenzile.'),
      failure(409, 'order_cancelled', 'O comandă este anulată: AWB-ul ei nu mai este valabil, deci nu are etichetă (mesajul numește comenzile).'),
      invalid(`order_ids lipsește, este goală, are peste ${MAX_LABELS_PER_REQUEST} de id-uri sau unul greșit, ori format nu este A4 sau A6 (details, pe câmp).`)),
      config: { fieldMessages: { order_ids: MESSAGES.labelIds, format: MESSAGES.format } },
    },
    async (request, reply) => {
      const caller = apiCaller(request);
      const format = formatOf(request.body.format);
      const ids = [...new Set(request.body.order_ids)];
      const found = new Map<number, OrderBundle>();
      for (const id of ids) {
        const bundle = await findOwnOrder(app.db, caller.customerId, id, caller.mode === 'test');
        if (bundle) found.set(id, bundle);
      }
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw new Failure(404, 'not_found', `Comenzile ${missing.join(', ')} nu există printre comenzile tale.`);
      const unbooked = ids.filter((id) => !found.get(id)!.shipment);
      if (unbooked.length) throw new Failure(409, 'label_unavailable', `${MESSAGES.noLabel} (comenzile ${unbooked.join(', ')})`);
      const cancelled = ids.map((id) => found.get(id)!.order).filter((order) => !labelAvailable(order));
      if (cancelled.length) throw labelOfCancelledOrder(cancelled.map((order) => order.number));
      const pdf = await shipmentLabels({ carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl }, ids.map((id) => found.get(id)!.shipment!), format);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="etichete-${format}.pdf"`)
        .header('cache-control', 'private, no-store')
        .serializer((payload: unknown) => payload as string)
        .send(pdf);
    },
  );

  app.get<{ Params: { awb: string }; Querystring: { format?: string } }>(
    '/orders/label-link/:awb',
    {
      schema: withErrors({
        operationId: 'getLabelLink',
        tags: TAGS,
        summary: 'Link de descărcare a etichetei',
        description: 'Un link semnat către PDF-ul etichetei, valabil 15 minute, pe care îl poți deschide fără cheia API (de exemplu, într-un browser).',
        params: { type: 'object', properties: { awb: { type: 'string', maxLength: 40, description: 'AWB-ul unei comenzi a ta (awb_number din răspunsul creării).', examples: ['SMD1234567890'] } } },
        querystring: { type: 'object', properties: { format: { type: 'string', maxLength: 4, description: formatNote, examples: ['A6'] } } },
        response: { 200: labelLinkSchema },
      }, notFound('AWB-ul nu este al unei comenzi a tale (în modul cheii).'), failure(409, 'order_cancelled', 'Comanda AWB-ului este anulată: AWB-ul nu mai este valabil, deci nu are etichetă.'), invalid('format nu este A4 sau A6 (details.format).')),
    },
    async (request) => {
      const caller = apiCaller(request);
      const format = formatOf(request.query.format);
      const [shipment] = /^[A-Za-z0-9]{6,20}$/.test(request.params.awb) ? await app.db.select().from(shipments).where(eq(shipments.awb, request.params.awb)) : [];
      const own = shipment && (await findOwnOrder(app.db, caller.customerId, shipment.orderId, caller.mode === 'test'));
      if (!shipment || !own) throw new Failure(404, 'not_found', MESSAGES.awbNotFound);
      if (!labelAvailable(own.order)) throw labelOfCancelledOrder([own.order.number]);
      const link = await labelLink(ctx, shipment.orderId, format);
      return { download_url: link.download_url, awb: shipment.awb, format, expires_at: link.expires_at };
    },
  );
}
