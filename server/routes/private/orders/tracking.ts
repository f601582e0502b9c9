// Tracking (register with prefix '/api/private'; documented in README.md, rules in services/tracking):
//   POST /orders/track-by-awb    {awb_list, carrier_id?, language?}  anyone; a valid bearer shows the
//                                owner's order_id and reference on their own parcels
//   POST /orders/track-by-order  {order_ids, language?}            bearer: the caller's own orders
// Both answer a JSON array (api-shapes), one item per distinct AWB / order id, in request order,
// from our database only (the poller keeps it fresh). track-by-awb is limited per IP, in the database
// (lookup-limit.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARRIERS } from '../../../../src/shared/carriers.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { validationFailure } from '../../../services/failure.ts';
import { AWB_MESSAGES, parseAwbList } from '../../../services/tracking/index.ts';
import { LookupLimiter } from '../../../services/tracking/index.ts';
import { trackByAwb, trackByOrder } from '../../../services/tracking/index.ts';
import type { TrackingItem } from '../../../services/tracking/index.ts';
import { schemaErrors } from '../../shared/price-request-schema.ts';
import { trackingListSchema } from './tracking-answers.ts';

export const MAX_ORDERS_PER_REQUEST = 200;

const MESSAGES = {
  carrier: 'Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.',
  language: 'Limba răspunsului poate fi doar „ro”.',
  orderId: 'Id-ul comenzii trebuie să fie un număr întreg pozitiv.',
  noOrders: 'Trimite cel puțin o comandă.',
  tooManyOrders: `Poți urmări cel mult ${MAX_ORDERS_PER_REQUEST} de comenzi într-o cerere.`,
} as const;

/** Messages by field path (array indexes as '*') for failures other than a missing value or a wrong type. */
const FIELD_MESSAGES: Record<string, string> = {
  carrier_id: MESSAGES.carrier,
  language: MESSAGES.language,
  'awb_list.*': AWB_MESSAGES.invalid,
  'order_ids.*': MESSAGES.orderId,
};

const language = { type: 'string', enum: ['ro'] } as const;

const awbBodySchema = {
  type: 'object',
  required: ['awb_list'],
  additionalProperties: false,
  properties: {
    // The count (1-200) and the format are checked in services/tracking/awb.ts, with their own messages.
    awb_list: { type: 'array', items: { type: 'string', maxLength: 100 } },
    carrier_id: { type: 'integer', nullable: true, minimum: 0 },
    language,
  },
} as const;

const orderBodySchema = {
  type: 'object',
  required: ['order_ids'],
  additionalProperties: false,
  properties: {
    order_ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    language,
  },
} as const;

interface AwbBody {
  awb_list: string[];
  carrier_id?: number | null;
  language?: 'ro';
}

interface OrderBody {
  order_ids: number[];
  language?: 'ro';
}

const written = new WeakMap<TrackingItem, string>();
/** An answer item as JSON (the fields of trackingItemSchema, which documents them), written once per object. */
function jsonOf(item: TrackingItem): string {
  let json = written.get(item);
  if (json === undefined) written.set(item, (json = JSON.stringify(item)));
  return json;
}

export default async function trackingRoutes(app: FastifyInstance) {
  // app.db is open by now (the database plugin runs first), as commerce() relies on too.
  const limiter = new LookupLimiter(app.db, app.appConfig.tracking.lookupsPerMinute);
  const tracking = app.tracking;
  // Anyone may track; a bearer that is sent must be valid (as for POST /orders), so the app refreshes
  // an expired session instead of silently losing the owner's fields.
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.post<{ Body: AwbBody }>(
    '/orders/track-by-awb',
    { preHandler: optionalAuth, schema: { body: awbBodySchema, response: { 200: trackingListSchema } }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, FIELD_MESSAGES));
      const carrierId = request.body.carrier_id || null;
      const list = parseAwbList(request.body.awb_list);
      const errors = list.ok ? {} : { ...list.errors };
      if (carrierId !== null && !CARRIERS.some((c) => c.id === carrierId)) errors.carrier_id = [MESSAGES.carrier];
      if (!list.ok || Object.keys(errors).length) throw validationFailure(errors);
      await limiter.take(request.ip, list.awbs.length);
      const started = performance.now();
      const answer = await trackByAwb(tracking, { awbs: list.awbs, carrierId, viewerId: request.signedIn?.customer.id ?? null });
      reply.header('Server-Timing', `track;dur=${(performance.now() - started).toFixed(2)}`);
      // Cached answers are the same objects from one request to the next: each is written out once.
      return reply.type('application/json; charset=utf-8').send(`[${answer.map(jsonOf).join(',')}]`);
    },
  );

  app.post<{ Body: OrderBody }>(
    '/orders/track-by-order',
    { preHandler: app.authenticate, schema: { body: orderBodySchema, response: { 200: trackingListSchema } }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, FIELD_MESSAGES));
      const ids = request.body.order_ids;
      if (ids.length === 0) throw validationFailure({ order_ids: [MESSAGES.noOrders] });
      if (ids.length > MAX_ORDERS_PER_REQUEST) throw validationFailure({ order_ids: [MESSAGES.tooManyOrders] });
      const started = performance.now();
      const answer = await trackByOrder(tracking, { customerId: signedInCustomer(request).customer.id, orderIds: [...new Set(ids)] });
      reply.header('Server-Timing', `track;dur=${(performance.now() - started).toFixed(2)}`);
      return answer;
    },
  );
}
