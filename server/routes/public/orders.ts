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
import type { FastifyInstance } from 'fastify';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { eq } from 'drizzle-orm';
import { shipments } from '../../db/schema.ts';
import { findCustomerById } from '../../services/auth/customers.ts';
import { Failure, validationFailure } from '../../services/failure.ts';
import { LABEL_FORMATS, type LabelData, type LabelFormat } from '../../services/labels/label-data.ts';
import { renderLabels } from '../../services/labels/label-pdf.ts';
import { createApiOrder, priceRequestWithBook, type ApiOrderBody, type ApiPriceRequest } from '../../services/orders/api-order-request.ts';
import { cancelOrder } from '../../services/orders/cancel-order.ts';
import { labelLink } from '../../services/orders/label-links.ts';
import { findOwnOrder, listOrders } from '../../services/orders/order-queries.ts';
import { orderView, type OrderBundle } from '../../services/orders/order-view.ts';
import { inBucharest } from '../../services/pricing/calendar.ts';
import { validationAddress } from '../../services/pricing/engine.ts';
import { acceptedEncoding } from '../../services/pricing/quote-thread.ts';
import { AWB_MESSAGES, MAX_AWBS_PER_REQUEST, parseAwbList } from '../../services/tracking/awb.ts';
import { trackByAwb, trackByOrder } from '../../services/tracking/track.ts';
import { commerce } from '../private/orders/commerce.ts';
import { orderIdOf, orderNotFound } from '../private/orders/order-id.ts';
import { trackingContext } from '../private/orders/tracking-context.ts';
import { schemaErrors } from '../private/orders/price-request-schema.ts';
import {
  cancelAnswerSchema,
  labelLinkSchema,
  orderAnswerSchema,
  priceAnswerSchema,
  publicOrderRequestSchema,
  publicOrderSchema,
  publicPriceRequestSchema,
  trackingItemSchema,
} from './order-schemas.ts';
import { errors } from './common-schemas.ts';
import { listPagination, pageOf, pageQuerySchema } from './pagination.ts';
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
function publicOrder(bundle: OrderBundle, publicUrl: string) {
  return { ...orderView(bundle, publicUrl), test_mode: bundle.order.testMode };
}

function formatOf(raw: string | undefined): LabelFormat {
  const format = (raw ?? 'A6').toUpperCase();
  if (!(LABEL_FORMATS as readonly string[]).includes(format)) throw validationFailure({ format: [MESSAGES.format] });
  return format as LabelFormat;
}

const idList = (max: number) => ({ type: 'array', minItems: 1, maxItems: max, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }) as const;
const language = { type: 'string', enum: ['ro', 'en'], description: 'Limba răspunsului; statusurile sunt în română.' } as const;

export default async function publicOrderRoutes(app: FastifyInstance) {
  const { ctx } = commerce(app);
  // The app's one answer cache, shared with the private tracking routes.
  const tracking = trackingContext(app);

  app.post<{ Body: ApiPriceRequest }>(
    '/orders/prices',
    {
      schema: {
        tags: TAGS,
        summary: 'Calculează prețurile',
        description:
          'Ofertele curierilor pentru o expediție, cu TVA și datele estimate de preluare și livrare. `carrier_id: 0` și `service_id: 0` înseamnă „toți curierii” și „toate serviciile”. Capetele pot fi adrese din agendă (`address_from_id`, `address_to_id`) sau câmpurile lor. Sumele sunt în lei, cu zecimale.',
        body: publicPriceRequestSchema,
        response: { 200: priceAnswerSchema, ...errors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation));
      const caller = apiCaller(request);
      const errors = {};
      const body = await priceRequestWithBook(app.db, caller.customerId, request.body, errors);
      if (Object.keys(errors).length) throw validationFailure(errors);
      const shipment = await ctx.pricing.resolve(body);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const answer = await app.quotes.quote({
        shipment,
        carrierId: body.carrier_id,
        serviceId: body.service_id,
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
      schema: {
        tags: TAGS,
        summary: 'Creează o comandă',
        description:
          'Înregistrează o comandă la curierul și serviciul alese și o plătește din portofel (creditul contului). Fără credit suficient răspunsul este 402, cu suma care lipsește, și nu se înregistrează nimic. Antetul `Idempotency-Key` este opțional: aceeași cheie cu același conținut, în 24 de ore, primește primul răspuns; cu alt conținut, 409. Cu o cheie API de test, comanda merge la rețeaua simulată a curierilor.',
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 255 } } },
        body: publicOrderRequestSchema,
        response: { 201: orderAnswerSchema, ...errors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation));
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
      schema: {
        tags: TAGS,
        summary: 'Lista comenzilor',
        description: 'Comenzile contului, cele mai noi întâi, câte `per_page` (15, 50, 100 sau 200) pe pagină.',
        querystring: pageQuerySchema,
        response: { 200: { type: 'object', properties: { list: { type: 'array', items: publicOrderSchema }, pagination: { type: 'object', properties: { total: { type: 'integer' }, per_page: { type: 'integer' }, current_page: { type: 'integer' }, last_page: { type: 'integer' } } }, test_mode: { type: 'boolean' } } }, ...errors },
      },
    },
    async (request) => {
      const caller = apiCaller(request);
      const { page, perPage } = pageOf(request.query);
      const { items, total } = await listOrders(app.db, caller.customerId, page, perPage, caller.mode === 'test');
      return { list: items.map((bundle) => publicOrder(bundle, app.appConfig.publicUrl)), pagination: listPagination(total, page, perPage) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/orders/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'O comandă',
        description: 'Comanda, cu statusul curent al coletului și istoricul lui. Comanda altui cont răspunde 404.',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        response: { 200: publicOrderSchema, ...errors },
      },
    },
    async (request) => {
      const caller = apiCaller(request);
      const bundle = await findOwnOrder(app.db, caller.customerId, orderIdOf(request.params.id), caller.mode === 'test');
      if (!bundle) throw orderNotFound();
      return publicOrder(bundle, app.appConfig.publicUrl);
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { refund_channel?: string } }>(
    '/orders/:id',
    {
      config: { scope: 'read_write' },
      schema: {
        tags: TAGS,
        summary: 'Anulează o comandă',
        description:
          'Anulează comanda înainte de preluarea de către curier și returnează banii: în portofel (`wallet`) sau pe card (`card`, doar pentru comenzile plătite cu cardul).',
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 20 } } },
        querystring: { type: 'object', properties: { refund_channel: { type: 'string', maxLength: 10 } } },
        response: { 200: cancelAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const caller = apiCaller(request);
      const channel = request.query.refund_channel;
      if (channel !== undefined && channel !== 'wallet' && channel !== 'card') throw validationFailure({ refund_channel: [MESSAGES.refundChannel] });
      const { data, message } = await cancelOrder(ctx, caller.customerId, orderIdOf(request.params.id), channel, caller.mode === 'test');
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
      schema: {
        tags: TAGS,
        summary: 'Urmărește colete după AWB',
        description: `Statusul și istoricul fiecărui AWB (cel mult ${MAX_AWBS_PER_REQUEST}), în ordinea cererii. \`carrier_id\` 0 sau lipsă: curierul se deduce din AWB.`,
        body: {
          type: 'object',
          required: ['awb_list'],
          properties: { carrier_id: { type: ['integer', 'null'], minimum: 0 }, awb_list: { type: 'array', items: { type: 'string', maxLength: 100 } }, language },
        },
        response: { 200: { type: 'array', items: trackingItemSchema }, ...errors },
      },
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
      return trackByAwb(tracking, { awbs: list.awbs, carrierId, viewerId: caller.customerId });
    },
  );

  app.post<{ Body: { order_ids: number[]; language?: string } }>(
    '/orders/track-by-order',
    {
      schema: {
        tags: TAGS,
        summary: 'Urmărește comenzi după id',
        description: 'Statusul și istoricul coletelor comenzilor tale (cel mult 200 de id-uri). Un id care nu este al tău răspunde cu un element „negăsit”.',
        body: { type: 'object', required: ['order_ids'], properties: { order_ids: idList(200), language } },
        response: { 200: { type: 'array', items: trackingItemSchema }, ...errors },
      },
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
      schema: {
        tags: TAGS,
        summary: 'Etichetele comenzilor (PDF)',
        description: `Un singur PDF cu etichetele comenzilor date (cel mult ${MAX_LABELS_PER_REQUEST}): A6 câte una pe pagină, A4 câte patru pe foaie. Răspunsul este PDF chiar dacă cererea are \`Accept: application/json\`.`,
        body: { type: 'object', required: ['order_ids'], properties: { order_ids: idList(MAX_LABELS_PER_REQUEST), format: { type: 'string', maxLength: 4, enum: ['A4', 'A6', 'a4', 'a6'] } } },
        response: { 200: { description: 'Fișierul PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errors },
      },
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
      const pdf = renderLabels(ids.map((id) => found.get(id)!.shipment!.label as unknown as LabelData), format);
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
      schema: {
        tags: TAGS,
        summary: 'Link de descărcare a etichetei',
        description: 'Un link semnat către PDF-ul etichetei, valabil 15 minute, pe care îl poți deschide fără cheia API (de exemplu, într-un browser).',
        params: { type: 'object', properties: { awb: { type: 'string', maxLength: 40 } } },
        querystring: { type: 'object', properties: { format: { type: 'string', maxLength: 4 } } },
        response: { 200: labelLinkSchema, ...errors },
      },
    },
    async (request) => {
      const caller = apiCaller(request);
      const format = formatOf(request.query.format);
      const [shipment] = /^[A-Za-z0-9]{6,20}$/.test(request.params.awb) ? await app.db.select().from(shipments).where(eq(shipments.awb, request.params.awb)) : [];
      const own = shipment && (await findOwnOrder(app.db, caller.customerId, shipment.orderId, caller.mode === 'test'));
      if (!shipment || !own) throw new Failure(404, 'not_found', MESSAGES.awbNotFound);
      const link = await labelLink(ctx, shipment.orderId, format);
      return { download_url: link.download_url, awb: shipment.awb, format, expires_at: link.expires_at };
    },
  );
}
