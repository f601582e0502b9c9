// What the returns services need, built by the routes (and tests) from the app's parts: the
// database, the event bus the state machine publishes on (app/events.ts, reached through
// app.commerce.ctx.events), the key that signs statements and guests' links, the public address of
// the site (the links in the mails), the clock, and the orders' context (the return shipment).
import type { AppDb } from '../../db/client.ts';
import type { EventBus } from '../events/index.ts';
import type { CommerceContext } from '../orders/index.ts';

export interface ReturnsContext {
  readonly db: AppDb;
  readonly events: EventBus;
  signingKey(): Promise<Uint8Array>;
  readonly publicUrl: string;
  now(): Date;
  /** The order pipeline's context: a return's shipment is an order (return-shipment.ts). */
  readonly commerce: CommerceContext;
}

/** A unique violation (23505), as node-postgres and PGlite report it, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, cause, constraint: name } = (error ?? {}) as { code?: unknown; cause?: unknown; constraint?: unknown };
  if (code === '23505') return constraint === undefined || name === constraint || String((error as Error).message).includes(constraint);
  return cause !== undefined && cause !== error && isUniqueViolation(cause, constraint);
}

/** Lower case, without diacritics or extra spaces: what the searches compare ("Ștefan" -> "stefan"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern that finds `text` anywhere (its own % _ \ taken literally). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
