// The public API's webhook endpoints (ours, not in the leader's contract), the same management as the
// dashboard's (routes/private/webhooks/) over the same service:
//   GET    /webhooks                              -> Endpoint[] (a bare array, as the contract's lists)
//   POST   /webhooks                     (rw)     {url, description?, events[], is_active?} -> 201 Endpoint + secret
//   GET    /webhooks/{id}                         -> Endpoint
//   PATCH  /webhooks/{id}                (rw)     {url?, description?, events?, is_active?} -> Endpoint
//   DELETE /webhooks/{id}                (rw)     -> {id, deleted, message}
//   POST   /webhooks/{id}/rotate-secret  (rw)     -> Endpoint + secret
//   GET    /webhooks/{id}/secret         (rw)     -> {id, secret}
//   GET    /webhooks/{id}/deliveries?page&per_page -> {list: Delivery[], pagination}
//   POST   /webhooks/{id}/test           (rw)     -> 202 Delivery
//   POST   /webhooks/deliveries/{id}/resend (rw)  -> 202 Delivery
// (rw): `config.scope: 'read_write'`, a read key gets 403. Every route has its full schema (Romanian
// summary and description, request and answer fields with examples): the OpenAPI document is
// generated from them, and the answer schemas serialize (a field missing there would be dropped).
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../../db/schema-shops.ts';
import { Failure } from '../../services/failure.ts';
import { DELIVERY_MESSAGES, listDeliveries, resendDelivery, sendTestEvent } from '../../services/webhooks/deliver.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  revealSecret,
  rotateSecret,
  updateEndpoint,
  WEBHOOK_MESSAGES,
  type EndpointContext,
} from '../../services/webhooks/endpoints.ts';
import { endpointChangeBodySchema, ENDPOINT_FIELD_MESSAGES, endpointSchemaErrors, idOf, newEndpointBodySchema } from '../shared/webhook-endpoint-schemas.ts';
import { listPagination, pageOf, PER_PAGE } from './pagination.ts';
import { apiCaller } from './public-api.ts';
import { failure, invalid, notFound, PAGE_ERROR, testMode, withErrors } from './common-schemas.ts';

const TAGS = ['Webhookuri'];
const text = (description: string, example?: string) => ({ type: 'string', description, ...(example !== undefined ? { examples: [example] } : {}) }) as const;
const dateTime = (description: string) => ({ type: 'string', format: 'date-time', description, examples: ['2026-03-02T09:15:00.000Z'] }) as const;

const EXAMPLE_ENDPOINT = {
  id: 42,
  url: 'https://magazinul-meu.ro/webhooks/curiero',
  description: 'Actualizează starea comenzilor în magazin',
  events: ['order.created', 'order.status_changed'],
  is_active: true,
  mode: 'test',
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
};
const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2Wl1kKw1s0U=';
const EXAMPLE_DELIVERY = {
  id: 901,
  endpoint_id: 42,
  message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  event_type: 'order.status_changed',
  status: 'succeeded',
  payload: {
    type: 'order.status_changed',
    timestamp: '2026-03-03T10:00:02.000Z',
    data: {
      order_id: 1234,
      order_number: 'CUR-2026-001234',
      awb: '1ONB24000000123',
      carrier_id: 6,
      status_id: 6,
      status: 'Livrat',
      status_key: 'delivered',
      description: 'Coletul a fost livrat.',
      is_final: true,
      previous_status_id: 5,
      previous_status: 'În livrare',
      carrier_status_code: '9',
      occurred_at: '2026-03-03T09:58:00.000Z',
    },
  },
  attempts: [
    { at: '2026-03-03T10:00:02.000Z', status_code: 500, error: 'Endpointul a răspuns HTTP 500.', duration_ms: 184 },
    { at: '2026-03-03T10:00:08.000Z', status_code: 200, error: null, duration_ms: 95 },
  ],
  created_at: '2026-03-03T10:00:02.000Z',
  updated_at: '2026-03-03T10:00:08.000Z',
  delivered_at: '2026-03-03T10:00:08.000Z',
};

const endpointProperties = {
  id: { type: 'integer', description: 'Id-ul endpointului.', examples: [42] },
  url: text('Adresa HTTPS la care trimitem evenimentele.', EXAMPLE_ENDPOINT.url),
  description: text('Descrierea ta.', EXAMPLE_ENDPOINT.description),
  events: {
    type: 'array',
    items: { type: 'string', enum: [...WEBHOOK_EVENTS], description: 'Tipul unui eveniment.' },
    description: 'Evenimentele trimise la endpoint.',
    examples: [EXAMPLE_ENDPOINT.events],
  },
  is_active: { type: 'boolean', description: 'false: pus pe pauză (nu primește evenimente; și după un răspuns 410 Gone).', examples: [true] },
  mode: { type: 'string', enum: ['test', 'live'], description: 'test: primește doar evenimentele obiectelor de test (comenzile făcute cu o cheie de test); live: doar pe celelalte. Prin API, modul cheii care l-a creat; o cheie vede doar endpointurile modului ei.', examples: ['test'] },
  created_at: dateTime('Când a fost adăugat.'),
  updated_at: dateTime('Ultima modificare.'),
} as const;
const ENDPOINT_FIELDS = Object.keys(endpointProperties);

const endpointSchema = {
  type: 'object',
  description: 'Un endpoint de webhook.',
  required: ENDPOINT_FIELDS,
  properties: { ...endpointProperties, test_mode: testMode },
  examples: [EXAMPLE_ENDPOINT],
} as const;

const secretProperty = text('Secretul de semnare (Standard Webhooks): verifici cu el antetul webhook-signature. Păstrează-l în siguranță.', EXAMPLE_SECRET);
const endpointWithSecretSchema = {
  type: 'object',
  description: 'Endpointul și secretul lui de semnare.',
  required: [...ENDPOINT_FIELDS, 'secret'],
  properties: { ...endpointProperties, secret: secretProperty, test_mode: testMode },
  examples: [{ ...EXAMPLE_ENDPOINT, secret: EXAMPLE_SECRET }],
} as const;

const attemptSchema = {
  type: 'object',
  description: 'O încercare de trimitere.',
  required: ['at', 'status_code', 'error', 'duration_ms'],
  properties: {
    at: dateTime('Când a fost făcută.'),
    status_code: { type: ['integer', 'null'], description: 'Codul HTTP primit (null: niciun răspuns).', examples: [200] },
    error: { type: ['string', 'null'], description: 'De ce nu a reușit (null: a reușit).', examples: [null] },
    duration_ms: { type: 'integer', description: 'Cât a durat, în milisecunde.', examples: [95] },
  },
} as const;

const deliveryProperties = {
  id: { type: 'integer', description: 'Id-ul livrării.', examples: [901] },
  endpoint_id: { type: 'integer', description: 'Endpointul căruia i-a fost trimisă.', examples: [42] },
  message_id: text('Antetul webhook-id (același la fiecare încercare și retrimitere): folosește-l ca să nu procesezi un eveniment de două ori.', EXAMPLE_DELIVERY.message_id),
  event_type: { type: 'string', enum: [...WEBHOOK_EVENTS, 'webhook.test'], description: 'Tipul evenimentului.', examples: ['order.status_changed'] },
  status: {
    type: 'string',
    enum: [...WEBHOOK_DELIVERY_STATUSES],
    description: 'pending: se trimite sau se reîncearcă; succeeded: endpointul a răspuns 2xx; failed: încercările s-au terminat fără succes.',
    examples: ['succeeded'],
  },
  payload: {
    type: 'object',
    description: 'Corpul trimis: {type, timestamp, data}.',
    additionalProperties: true,
    properties: {
      type: { type: 'string', description: 'Tipul evenimentului, cum îl primește endpointul (același cu event_type).', examples: ['order.status_changed'] },
      timestamp: dateTime('Când a avut loc evenimentul.'),
      data: { type: 'object', additionalProperties: true, description: 'Datele evenimentului (vezi descrierea fiecărui tip).' },
    },
  },
  attempts: { type: 'array', items: attemptSchema, description: 'Încercările, în ordine.' },
  created_at: dateTime('Când a fost pusă la trimis.'),
  updated_at: dateTime('Ultima schimbare.'),
  delivered_at: { type: ['string', 'null'], format: 'date-time', description: 'Când a reușit (null: încă nu).', examples: ['2026-03-03T10:00:08.000Z'] },
} as const;

const deliverySchema = {
  type: 'object',
  description: 'O livrare a unui eveniment la un endpoint.',
  required: Object.keys(deliveryProperties),
  properties: { ...deliveryProperties, test_mode: testMode },
  examples: [EXAMPLE_DELIVERY],
} as const;

const ENDPOINT_NOT_FOUND = notFound('Endpointul nu există, este al altui cont sau este de celălalt mod decât cheia (o cheie de test vede doar endpointurile de test, una live doar pe cele live).');
const ENDPOINT_INVALID = invalid(
  'Endpointul nu este valid: adresa nu este HTTPS sau nu este publică (localhost, rețea privată), un eveniment necunoscut, nicio listă de evenimente, descriere prea lungă (details, pe câmp).',
);
const INACTIVE = failure(409, 'endpoint_inactive', 'Endpointul este pus pe pauză (is_active: false): activează-l întâi.');

// The body examples of the request calls, sent by the documentation as they are.
const webhookBody = <S extends object>(schema: S, example: Record<string, unknown>) => ({ ...schema, examples: [example] });
const eventsItems = (schema: { properties: { events: { items: object } } }) => ({
  ...schema,
  properties: { ...schema.properties, events: { ...schema.properties.events, items: { ...schema.properties.events.items, description: 'Tipul unui eveniment.' } } },
});

const idParams = (description: string) =>
  ({
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 20, description, examples: ['1'] } },
  }) as const;
const endpointParams = idParams('Id-ul endpointului (număr întreg).');

const WEBHOOK_DOC = [
  'Trimitem evenimentele prin POST, semnate după specificația Standard Webhooks (https://www.standardwebhooks.com):',
  'antetele webhook-id (msg_…, același la reîncercări), webhook-timestamp (secunde Unix) și',
  'webhook-signature: v1,<base64 HMAC-SHA256 al textului "id.timestamp.corp" cu secretul endpointului>.',
  'Corpul: {type, timestamp, data}. Răspunde cu 2xx în cel mult 10 secunde; altfel reîncercăm cu pauze care se dublează',
  '(de la 5 s până la 4 h), timp de aproximativ 3 zile. Un răspuns 410 Gone pune endpointul pe pauză.',
  'Evenimente: order.created (comandă nouă), order.status_changed (data: order_id, order_number, awb, carrier_id, status_id,',
  'status, status_key, description, is_final, previous_status_id, previous_status, carrier_status_code, occurred_at),',
  'repayment.paid (ramburs plătit) și payout.paid (transfer de rambursuri plătit).',
].join(' ');

const schemas = {
  list: withErrors({
    operationId: 'listWebhooks',
    summary: 'Lista endpointurilor de webhook',
    description: `Endpointurile contului, cele mai noi primele (cel mult 10). Secretele nu apar aici. ${WEBHOOK_DOC}`,
    tags: TAGS,
    response: { 200: { type: 'array', items: endpointSchema, description: 'Endpointurile.', examples: [[EXAMPLE_ENDPOINT]] } },
  }),
  create: withErrors({
    operationId: 'createWebhook',
    summary: 'Adaugă un endpoint de webhook',
    description:
      'Adaugă o adresă HTTPS publică și evenimentele pe care le primește (cel mult 10 endpointuri pe cont). Răspunsul conține secretul de semnare; îl poți vedea din nou cu GET /webhooks/{id}/secret.',
    tags: TAGS,
    body: webhookBody(eventsItems(newEndpointBodySchema), { url: EXAMPLE_ENDPOINT.url, description: EXAMPLE_ENDPOINT.description, events: EXAMPLE_ENDPOINT.events }),
    response: { 201: endpointWithSecretSchema },
  }, ENDPOINT_INVALID, failure(409, 'too_many_webhooks', 'Contul are deja numărul maxim de endpointuri (10): șterge unul întâi.')),
  get: withErrors({
    operationId: 'getWebhook',
    summary: 'Un endpoint de webhook',
    description: 'Endpointul cu id-ul dat (al contului tău și de modul cheii).',
    tags: TAGS,
    params: endpointParams,
    response: { 200: endpointSchema },
  }, ENDPOINT_NOT_FOUND),
  update: withErrors({
    operationId: 'updateWebhook',
    summary: 'Modifică un endpoint de webhook',
    description: 'Schimbă adresa, descrierea, evenimentele sau starea (is_active: false îl pune pe pauză). Trimite doar câmpurile pe care le schimbi.',
    tags: TAGS,
    params: endpointParams,
    body: webhookBody(eventsItems(endpointChangeBodySchema), { events: ['order.status_changed'], is_active: false }),
    response: { 200: endpointSchema },
  }, ENDPOINT_NOT_FOUND, ENDPOINT_INVALID),
  remove: withErrors({
    operationId: 'deleteWebhook',
    summary: 'Șterge un endpoint de webhook',
    description: 'Șterge endpointul și istoricul livrărilor lui; nu mai primește evenimente.',
    tags: TAGS,
    params: endpointParams,
    response: {
      200: {
        type: 'object',
        required: ['id', 'deleted', 'message'],
        properties: {
          id: { type: 'integer', description: 'Id-ul endpointului șters.', examples: [42] },
          deleted: { type: 'boolean', description: 'Întotdeauna true.', examples: [true] },
          message: text('Confirmarea, în română.', WEBHOOK_MESSAGES.deleted),
          test_mode: testMode,
        },
        description: 'Confirmarea ștergerii.',
        examples: [{ id: 42, deleted: true, message: WEBHOOK_MESSAGES.deleted }],
      },
    },
  }, ENDPOINT_NOT_FOUND),
  rotate: withErrors({
    operationId: 'rotateWebhookSecret',
    summary: 'Înlocuiește secretul de semnare',
    description: 'Generează un secret nou; semnăturile se fac de acum doar cu el (actualizează-l în aplicația ta).',
    tags: TAGS,
    params: endpointParams,
    response: { 200: endpointWithSecretSchema },
  }, ENDPOINT_NOT_FOUND),
  secret: withErrors({
    operationId: 'getWebhookSecret',
    summary: 'Arată secretul de semnare',
    description: 'Secretul curent al endpointului (necesită o cheie read_write).',
    tags: TAGS,
    params: endpointParams,
    response: {
      200: {
        type: 'object',
        required: ['id', 'secret'],
        properties: { id: { type: 'integer', description: 'Id-ul endpointului.', examples: [42] }, secret: secretProperty, test_mode: testMode },
        description: 'Secretul curent al endpointului.',
        examples: [{ id: 42, secret: EXAMPLE_SECRET }],
      },
    },
  }, ENDPOINT_NOT_FOUND),
  deliveries: withErrors({
    operationId: 'listWebhookDeliveries',
    summary: 'Livrările unui endpoint',
    description: 'Evenimentele trimise endpointului, cele mai noi primele, cu fiecare încercare (cod HTTP, oră, eroare, durată).',
    tags: TAGS,
    params: endpointParams,
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'string', maxLength: 10, description: 'Pagina, de la 1.', examples: ['1'] },
        per_page: { type: 'string', maxLength: 10, description: `Câte pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, examples: ['15'] },
      },
    },
    response: {
      200: {
        type: 'object',
        required: ['list', 'pagination'],
        properties: {
          list: { type: 'array', description: 'Livrările paginii, cele mai noi primele.', items: deliverySchema },
          pagination: {
            type: 'object',
            description: 'Despre pagină.',
            required: ['total', 'per_page', 'current_page', 'last_page'],
            properties: {
              total: { type: 'integer', description: 'Câte livrări are endpointul.', examples: [1] },
              per_page: { type: 'integer', description: 'Câte pe pagină.', examples: [15] },
              current_page: { type: 'integer', description: 'Pagina de față.', examples: [1] },
              last_page: { type: 'integer', description: 'Ultima pagină.', examples: [1] },
            },
          },
          test_mode: testMode,
        },
        description: 'O pagină de livrări.',
        examples: [{ list: [EXAMPLE_DELIVERY], pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1 } }],
      },
    },
  }, ENDPOINT_NOT_FOUND, PAGE_ERROR),
  test: withErrors({
    operationId: 'sendWebhookTestEvent',
    summary: 'Trimite un eveniment de test',
    description: 'Pune la trimis un eveniment webhook.test (data: endpoint_id, message) la endpoint, oricare ar fi evenimentele lui. Endpointul trebuie să fie activ.',
    tags: TAGS,
    params: endpointParams,
    response: { 202: { ...deliverySchema, description: 'Livrarea pusă la trimis.' } },
  }, ENDPOINT_NOT_FOUND, INACTIVE),
  resend: withErrors({
    operationId: 'resendWebhookDelivery',
    summary: 'Retrimite o livrare',
    description:
      'Trimite din nou livrarea (același webhook-id, același corp). Una care așteaptă o reîncercare este trimisă acum. Endpointul trebuie să fie activ.',
    tags: TAGS,
    params: idParams('Id-ul livrării (număr întreg).'),
    response: { 202: { ...deliverySchema, description: 'Livrarea pusă din nou la trimis.' } },
  }, notFound('Livrarea nu există sau este a altui cont.'), INACTIVE),
};

type IdParams = { Params: { id: string } };
const read = { fieldMessages: ENDPOINT_FIELD_MESSAGES } as const;
const write = { scope: 'read_write', fieldMessages: ENDPOINT_FIELD_MESSAGES } as const;

function endpointId(raw: string): number {
  const id = idOf(raw);
  if (id === null) throw new Failure(404, 'not_found', WEBHOOK_MESSAGES.notFound);
  return id;
}

export default async function publicWebhookRoutes(app: FastifyInstance) {
  const ctx = (): EndpointContext => ({ db: app.db, policy: app.appConfig.webhooks });
  const customer = (request: Parameters<typeof apiCaller>[0]) => apiCaller(request).customerId;
  // A key sees and changes only its own mode's endpoints (another mode's is not found, as in the list).
  const modeOf = (request: Parameters<typeof apiCaller>[0]) => apiCaller(request).mode;

  app.get('/webhooks', { schema: schemas.list, config: read }, async (request) => listEndpoints(app.db, customer(request), apiCaller(request).mode));

  app.post<{ Body: Record<string, unknown> }>('/webhooks', { schema: schemas.create, attachValidation: true, config: write }, async (request, reply) => {
    const { endpoint, secret } = await createEndpoint(ctx(), customer(request), request.body ?? {}, endpointSchemaErrors(request), apiCaller(request).mode);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ ...endpoint, secret });
  });

  app.get<IdParams>('/webhooks/:id', { schema: schemas.get, config: read }, async (request) => getEndpoint(app.db, customer(request), endpointId(request.params.id), modeOf(request)));

  app.patch<IdParams & { Body: Record<string, unknown> }>('/webhooks/:id', { schema: schemas.update, attachValidation: true, config: write }, async (request) =>
    updateEndpoint(ctx(), customer(request), endpointId(request.params.id), request.body ?? {}, endpointSchemaErrors(request), modeOf(request)),
  );

  app.delete<IdParams>('/webhooks/:id', { schema: schemas.remove, config: write }, async (request) => {
    const endpoint = await deleteEndpoint(app.db, customer(request), endpointId(request.params.id), modeOf(request));
    return { id: endpoint.id, deleted: true, message: WEBHOOK_MESSAGES.deleted };
  });

  app.post<IdParams>('/webhooks/:id/rotate-secret', { schema: schemas.rotate, config: write }, async (request, reply) => {
    const { endpoint, secret } = await rotateSecret(app.db, customer(request), endpointId(request.params.id), modeOf(request));
    reply.header('cache-control', 'no-store');
    return { ...endpoint, secret };
  });

  app.get<IdParams>('/webhooks/:id/secret', { schema: schemas.secret, config: write }, async (request, reply) => {
    const answer = await revealSecret(app.db, customer(request), endpointId(request.params.id), modeOf(request));
    reply.header('cache-control', 'no-store');
    return answer;
  });

  app.get<IdParams & { Querystring: { page?: string; per_page?: string } }>('/webhooks/:id/deliveries', { schema: schemas.deliveries, config: read }, async (request) => {
    const id = endpointId(request.params.id);
    const { page, perPage } = pageOf(request.query);
    const { list, total } = await listDeliveries(app.db, customer(request), id, page, perPage, modeOf(request));
    return { list, pagination: listPagination(total, page, perPage) };
  });

  app.post<IdParams>('/webhooks/:id/test', { schema: schemas.test, config: write }, async (request, reply) =>
    reply.code(202).send(await sendTestEvent(app.db, customer(request), endpointId(request.params.id), modeOf(request))),
  );

  app.post<IdParams>('/webhooks/deliveries/:id/resend', { schema: schemas.resend, config: write }, async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === null) throw new Failure(404, 'not_found', DELIVERY_MESSAGES.notFound);
    return reply.code(202).send(await resendDelivery(app.db, customer(request), id, modeOf(request)));
  });
}
