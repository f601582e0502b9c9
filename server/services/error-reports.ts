// Stores client error reports. Privacy rule: the visitor's IP is never stored: the request's
// address is not read here at all, and IP-looking keys a client might put in `context` are dropped.
import type { AppDb } from '../db/client.ts';
import { errorReports } from '../db/schema.ts';

export interface ErrorReportInput {
  message: string;
  stack?: string | null;
  url?: string | null;
  release?: string | null;
  level?: 'error' | 'warning' | null;
  user_agent?: string | null;
  context?: Record<string, unknown> | null;
}

const IP_KEYS = /^(ip|ip_?address|remote_?addr(ess)?|x-forwarded-for|client_?ip)$/i;

/** How deep `context` is kept; an object or list below that is stored as DEEPER. */
export const CONTEXT_MAX_DEPTH = 8;
export const DEEPER = '[…]';

/**
 * `context` without IP-looking keys, at any depth it is kept to: CONTEXT_MAX_DEPTH levels, deeper
 * structures cut to DEEPER (a report nested thousands of levels deep would exhaust the stack of
 * JSON.stringify and PostgreSQL's jsonb parser, and a key hidden below the cut must not survive).
 */
export function withoutIp(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > CONTEXT_MAX_DEPTH) return DEEPER;
  if (Array.isArray(value)) return value.map((item) => withoutIp(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !IP_KEYS.test(key))
      .map(([key, item]) => [key, withoutIp(item, depth + 1)]),
  );
}

export async function saveErrorReport(db: AppDb, input: ErrorReportInput) {
  const [row] = await db
    .insert(errorReports)
    .values({
      message: input.message,
      stack: input.stack ?? null,
      url: input.url ?? null,
      release: input.release ?? null,
      level: input.level ?? 'error',
      userAgent: input.user_agent ?? null,
      context: input.context ? (withoutIp(input.context) as Record<string, unknown>) : null,
    })
    .returning({ id: errorReports.id });
  if (!row) throw new Error('insert into error_reports returned no row');
  return row;
}
