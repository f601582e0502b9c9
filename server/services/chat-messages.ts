// Stores messages from the built-in chat panel (used when no third-party widget is configured).
import type { AppDb } from '../db/client.ts';
import { chatMessages } from '../db/schema.ts';

export interface ChatMessageInput {
  name?: string | null;
  email: string;
  message: string;
  page?: string | null;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

export async function saveChatMessage(db: AppDb, input: ChatMessageInput) {
  const [row] = await db
    .insert(chatMessages)
    .values({
      name: blankToNull(input.name),
      email: input.email.trim(),
      message: input.message.trim(),
      page: blankToNull(input.page),
    })
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
  if (!row) throw new Error('insert into chat_messages returned no row');
  return row;
}
