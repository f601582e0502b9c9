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
// generated from them, and the answer schemas serialize (a field missing there would be dropped): they
// are in schemas/webhook-operations.ts, the endpoint's and the delivery's in schemas/webhook-*.ts.
import type { FastifyInstance } from 'fastify';
import { Failure } from '../../services/failure.ts';
import { DELIVERY_MESSAGES } from '../../services/webhooks/index.ts';
import { listDeliveries, resendDelivery, sendTestEvent } from '../../services/webhooks/index.ts';
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
} from '../../services/webhooks/index.ts';
import { ENDPOINT_FIELD_MESSAGES, endpointSchemaErrors, idOf } from '../shared/webhook-endpoint-schemas.ts';
import { listPagination, pageOf } from './pagination.ts';
import { apiCaller } from './public-api.ts';
import { webhookSchemas } from './schemas/webhook-operations.ts';

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

  app.get('/webhooks', { schema: webhookSchemas.list, config: read }, async (request) => listEndpoints(app.db, customer(request), apiCaller(request).mode));

  app.post<{ Body: Record<string, unknown> }>('/webhooks', { schema: webhookSchemas.create, attachValidation: true, config: write }, async (request, reply) => {
    const { endpoint, secret } = await createEndpoint(ctx(), customer(request), request.body ?? {}, endpointSchemaErrors(request), apiCaller(request).mode);
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ ...endpoint, secret });
  });

  app.get<IdParams>('/webhooks/:id', { schema: webhookSchemas.get, config: read }, async (request) => getEndpoint(app.db, customer(request), endpointId(request.params.id), modeOf(request)));

  app.patch<IdParams & { Body: Record<string, unknown> }>('/webhooks/:id', { schema: webhookSchemas.update, attachValidation: true, config: write }, async (request) =>
    updateEndpoint(ctx(), customer(request), endpointId(request.params.id), request.body ?? {}, endpointSchemaErrors(request), modeOf(request)),
  );

  app.delete<IdParams>('/webhooks/:id', { schema: webhookSchemas.remove, config: write }, async (request) => {
    const endpoint = await deleteEndpoint(app.db, customer(request), endpointId(request.params.id), modeOf(request));
    return { id: endpoint.id, deleted: true, message: WEBHOOK_MESSAGES.deleted };
  });

  app.post<IdParams>('/webhooks/:id/rotate-secret', { schema: webhookSchemas.rotate, config: write }, async (request, reply) => {
    const { endpoint, secret } = await rotateSecret(app.db, customer(request), endpointId(request.params.id), modeOf(request));
    reply.header('cache-control', 'no-store');
    return { ...endpoint, secret };
  });

  app.get<IdParams>('/webhooks/:id/secret', { schema: webhookSchemas.secret, config: write }, async (request, reply) => {
    const answer = await revealSecret(app.db, customer(request), endpointId(request.params.id), modeOf(request));
    reply.header('cache-control', 'no-store');
    return answer;
  });

  app.get<IdParams & { Querystring: { page?: string; per_page?: string } }>('/webhooks/:id/deliveries', { schema: webhookSchemas.deliveries, config: read }, async (request) => {
    const id = endpointId(request.params.id);
    const { page, perPage } = pageOf(request.query);
    const { list, total } = await listDeliveries(app.db, customer(request), id, page, perPage, modeOf(request));
    return { list, pagination: listPagination(total, page, perPage) };
  });

  app.post<IdParams>('/webhooks/:id/test', { schema: webhookSchemas.test, config: write }, async (request, reply) =>
    reply.code(202).send(await sendTestEvent(app.db, customer(request), endpointId(request.params.id), { mode: modeOf(request), perHour: app.appConfig.webhooks.testEventsPerHour })),
  );

  app.post<IdParams>('/webhooks/deliveries/:id/resend', { schema: webhookSchemas.resend, config: write }, async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === null) throw new Failure(404, 'not_found', DELIVERY_MESSAGES.notFound);
    return reply.code(202).send(await resendDelivery(app.db, customer(request), id, modeOf(request)));
  });
}
