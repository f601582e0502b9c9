// The dashboard's webhook endpoints (register with prefix '/api/private', bearer; the public API has
// the same calls, routes/public/webhooks.ts):
//   POST   /webhooks                          {url, description?, events[], is_active?} -> 201 {data: {endpoint, secret}, message}
//   GET    /webhooks                          -> {data: Endpoint[]} (newest first)
//   GET    /webhooks/{id}                     -> {data: Endpoint}
//   PATCH  /webhooks/{id}                     {url?, description?, events?, is_active?} -> {data: Endpoint, message}
//   DELETE /webhooks/{id}                     -> {data: Endpoint, message}
//   POST   /webhooks/{id}/rotate-secret       -> {data: {endpoint, secret}, message}
//   GET    /webhooks/{id}/secret              -> {data: {id, secret}} (the owner sees the secret again)
//   GET    /webhooks/{id}/deliveries?page&per_page -> {data: Delivery[], pagination}
//   POST   /webhooks/{id}/test                -> 202 {data: Delivery, message}; 429 {reason, message} past the hourly test events
//   POST   /webhooks/deliveries/{id}/resend   -> 202 {data: Delivery, message}
// Answers that hold a secret are `cache-control: no-store`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { refuseWhileImpersonating } from '../../../http/impersonation-guard.ts';
import { Failure } from '../../../services/failure.ts';
import { DELIVERY_MESSAGES } from '../../../services/webhooks/index.ts';
import { listDeliveries, resendDelivery, sendTestEvent } from '../../../services/webhooks/index.ts';
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
} from '../../../services/webhooks/index.ts';
import { listPagination, pageOf, pageQuerySchema } from '../../public/pagination.ts';
import type { Answer } from '../answers-common.ts';
import type {
  deliveryPageSchema,
  webhookDeliveryAnswerSchema,
  webhookEndpointAnswerSchema,
  webhookListAnswerSchema,
  webhookSecretAnswerSchema,
  webhookWithSecretAnswerSchema,
} from './answers.ts';
import { endpointChangeBodySchema, ENDPOINT_FIELD_MESSAGES, endpointSchemaErrors, idOf, newEndpointBodySchema } from '../../shared/webhook-endpoint-schemas.ts';

type IdParams = { Params: { id: string } };

const endpointId = (raw: string) => idOf(raw) ?? fail(WEBHOOK_MESSAGES.notFound);
const deliveryId = (raw: string) => idOf(raw) ?? fail(DELIVERY_MESSAGES.notFound);
function fail(message: string): never {
  throw new Failure(404, 'not_found', message);
}
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export default async function webhookRoutes(app: FastifyInstance) {
  const ctx = (): EndpointContext => ({ db: app.db, policy: app.appConfig.webhooks });
  const customerOf = (request: Parameters<typeof signedInCustomer>[0]) => signedInCustomer(request).customer.id;
  const config = { fieldMessages: ENDPOINT_FIELD_MESSAGES };
  // Creating or redirecting an endpoint, or seeing its secret: not in an admin's session as the
  // customer (http/impersonation-guard.ts); pausing, testing or deleting one is.
  const secretRoute = { preHandler: app.authenticate, config: { notWhileImpersonating: true } };

  app.post<{ Body: Record<string, unknown> }>('/webhooks', { preHandler: app.authenticate, schema: { body: newEndpointBodySchema }, attachValidation: true, config: { ...config, notWhileImpersonating: true } }, async (request, reply) => {
    const { endpoint, secret } = await createEndpoint(ctx(), customerOf(request), request.body ?? {}, endpointSchemaErrors(request));
    noStore(reply);
    const answer: Answer<typeof webhookWithSecretAnswerSchema> = { data: { endpoint, secret }, message: WEBHOOK_MESSAGES.created };
    return reply.code(201).send(answer);
  });

  app.get('/webhooks', { preHandler: app.authenticate }, async (request): Promise<Answer<typeof webhookListAnswerSchema>> => ({ data: await listEndpoints(app.db, customerOf(request)) }));

  app.get<IdParams>('/webhooks/:id', { preHandler: app.authenticate }, async (request): Promise<Answer<typeof webhookEndpointAnswerSchema>> => ({
    data: await getEndpoint(app.db, customerOf(request), endpointId(request.params.id)),
  }));

  app.patch<IdParams & { Body: Record<string, unknown> }>('/webhooks/:id', { preHandler: app.authenticate, schema: { body: endpointChangeBodySchema }, attachValidation: true, config }, async (request): Promise<Answer<typeof webhookEndpointAnswerSchema>> => {
    if (request.body?.url !== undefined) refuseWhileImpersonating(request);
    return {
      data: await updateEndpoint(ctx(), customerOf(request), endpointId(request.params.id), request.body ?? {}, endpointSchemaErrors(request)),
      message: WEBHOOK_MESSAGES.updated,
    };
  });

  app.delete<IdParams>('/webhooks/:id', { preHandler: app.authenticate }, async (request): Promise<Answer<typeof webhookEndpointAnswerSchema>> => ({
    data: await deleteEndpoint(app.db, customerOf(request), endpointId(request.params.id)),
    message: WEBHOOK_MESSAGES.deleted,
  }));

  app.post<IdParams>('/webhooks/:id/rotate-secret', secretRoute, async (request, reply) => {
    const { endpoint, secret } = await rotateSecret(app.db, customerOf(request), endpointId(request.params.id));
    noStore(reply);
    const answer: Answer<typeof webhookWithSecretAnswerSchema> = { data: { endpoint, secret }, message: WEBHOOK_MESSAGES.rotated };
    return answer;
  });

  app.get<IdParams>('/webhooks/:id/secret', secretRoute, async (request, reply) => {
    const data = await revealSecret(app.db, customerOf(request), endpointId(request.params.id));
    noStore(reply);
    const answer: Answer<typeof webhookSecretAnswerSchema> = { data };
    return answer;
  });

  app.get<IdParams & { Querystring: { page?: string; per_page?: string } }>(
    '/webhooks/:id/deliveries',
    { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const id = endpointId(request.params.id);
      const { page, perPage } = pageOf(request.query);
      const { list, total } = await listDeliveries(app.db, customerOf(request), id, page, perPage);
      const answer: Answer<typeof deliveryPageSchema> = { data: list, pagination: listPagination(total, page, perPage) };
      return answer;
    },
  );

  app.post<IdParams>('/webhooks/:id/test', { preHandler: app.authenticate }, async (request, reply) => {
    const data = await sendTestEvent(app.db, customerOf(request), endpointId(request.params.id), { perHour: app.appConfig.webhooks.testEventsPerHour });
    const answer: Answer<typeof webhookDeliveryAnswerSchema> = { data, message: DELIVERY_MESSAGES.testQueued };
    return reply.code(202).send(answer);
  });

  app.post<IdParams>('/webhooks/deliveries/:id/resend', { preHandler: app.authenticate }, async (request, reply) => {
    const data = await resendDelivery(app.db, customerOf(request), deliveryId(request.params.id));
    const answer: Answer<typeof webhookDeliveryAnswerSchema> = { data, message: DELIVERY_MESSAGES.resent };
    return reply.code(202).send(answer);
  });
}
