// The dashboard's API keys (register with prefix '/api/private'; the keys are used on the public
// API, routes/public/):
//   POST   /api-keys        {name, scope: read|read_write, mode: test|live} -> 201 {data: {key, api_key}, message}
//   GET    /api-keys        -> {data: ApiKey[]} (newest first, revoked ones too)
//   DELETE /api-keys/{id}   -> {data: ApiKey, message} (revoked; again: the same)
//   POST   /api-keys/try    {path} -> a read-only call of the public API as the user's test key (try.ts)
// The secret (`data.key`) exists only in the creation's answer; the database keeps its hash. A live
// key is refused (422 live_mode_unavailable) while no carrier books on a real API.
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { API_KEY_MESSAGES, checkNewKey, createApiKey, listApiKeys, revokeApiKey } from '../../../services/api-keys/index.ts';
import { Failure } from '../../../services/failure.ts';
import type { Answer } from '../answers-common.ts';
import type { apiKeyListSchema, newApiKeyAnswerSchema, revokedApiKeyAnswerSchema } from './answers.ts';
import apiKeyTryRoutes from './try.ts';

const newKeySchema = {
  type: 'object',
  required: ['name', 'scope', 'mode'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    scope: { type: 'string', maxLength: 20 },
    mode: { type: 'string', maxLength: 20 },
  },
} as const;

export default async function apiKeyRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  await app.register(apiKeyTryRoutes);
  app.post<{ Body: { name: string; scope: string; mode: string } }>(
    '/api-keys',
    { preHandler: app.authenticate, schema: { body: newKeySchema }, config: { notWhileImpersonating: true, fieldMessages: { name: API_KEY_MESSAGES.name, scope: API_KEY_MESSAGES.scope, mode: API_KEY_MESSAGES.mode } } },
    async (request, reply) => {
      const input = checkNewKey(request.body);
      const { key, view } = await createApiKey(app.db, signedInCustomer(request).customer.id, input, ctx.carriers);
      reply.header('cache-control', 'no-store');
      const answer: Answer<typeof newApiKeyAnswerSchema> = { data: { key, api_key: view }, message: API_KEY_MESSAGES.created };
      return reply.code(201).send(answer);
    },
  );

  app.get('/api-keys', { preHandler: app.authenticate }, async (request): Promise<Answer<typeof apiKeyListSchema>> => ({ data: await listApiKeys(app.db, signedInCustomer(request).customer.id) }));

  app.delete<{ Params: { id: string } }>('/api-keys/:id', { preHandler: app.authenticate }, async (request) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    if (id === null) throw new Failure(404, 'not_found', API_KEY_MESSAGES.notFound);
    const answer: Answer<typeof revokedApiKeyAnswerSchema> = { data: await revokeApiKey(app.db, signedInCustomer(request).customer.id, id, app.apiKeys), message: API_KEY_MESSAGES.revoked };
    return answer;
  });
}
