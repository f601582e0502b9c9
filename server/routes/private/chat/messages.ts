// POST /api/private/chat/messages: a visitor's message from the built-in chat panel.
import type { FastifyInstance } from 'fastify';
import { multiline } from '../../../http/text-characters.ts';
import { saveChatMessage, type ChatMessageInput } from '../../../services/chat-messages.ts';

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
      const row = await saveChatMessage(app.db, request.body);
      return reply.code(201).send({ data: { id: row.id, created_at: row.createdAt.toISOString() } });
    },
  );
}
