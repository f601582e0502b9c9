// POST /api/private/chat/messages: a visitor's message from the built-in chat panel, limited per
// device and per address (services/anonymous-writes.ts); the body is at most CHAT_BODY_LIMIT.
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../../http/auth.ts';
import { multiline } from '../../../http/text-characters.ts';
import { limitAnonymousWrite } from '../../../services/anonymous-writes.ts';
import { saveChatMessage, type ChatMessageInput } from '../../../services/chat-messages.ts';

/** The fields' own limits (about 4,400 characters) in UTF-8, with room for the JSON around them. */
export const CHAT_BODY_LIMIT = 16 * 1024;

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const bodySchema = {
  type: 'object',
  required: ['email', 'message'],
  additionalProperties: false,
  properties: {
    name: optionalText(100),
    email: { type: 'string', format: 'email', maxLength: 254 },
    // pattern: at least one non-space character, so "   " is not a message.
    message: multiline({ type: 'string', minLength: 2, maxLength: 2000, pattern: '\\S' }),
    page: optionalText(2000),
  },
} as const;

export default async function chatMessageRoutes(app: FastifyInstance) {
  app.post<{ Body: ChatMessageInput }>(
    '/messages',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: { body: bodySchema },
      config: {
        fieldMessages: {
          name: 'Numele poate avea cel mult 100 de caractere.',
          email: 'Adresa de e-mail nu este validă.',
          message: 'Mesajul trebuie să aibă între 2 și 2000 de caractere.',
        },
      },
    },
    async (request, reply) => {
      await limitAnonymousWrite(app.db, 'chat', clientOf(request));
      const row = await saveChatMessage(app.db, request.body);
      return reply.code(201).send({ data: { id: row.id, created_at: row.createdAt.toISOString() } });
    },
  );
}
