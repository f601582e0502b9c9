// Stores client error reports. Privacy rule: the visitor's IP is never stored: the request's
// address is not read here at all, and IP-looking keys a client might put in `context` are dropped.
import { sql } from 'drizzle-orm';
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

/**
 * How much the error reports may hold together (their texts and context, in bytes): past it, the
 * oldest reports are deleted as a new one comes in, so a flood can neither fill the disk nor keep
 * the newest reports out. With the per-device and per-address limits a flood is slow anyway.
 */
export const ERROR_REPORTS_QUOTA_BYTES = 20 * 1024 * 1024;

const REPORT_BYTES = sql`coalesce(octet_length(message), 0) + coalesce(octet_length(stack), 0) + coalesce(octet_length(url), 0)
  + coalesce(octet_length(release), 0) + coalesce(octet_length(user_agent), 0) + coalesce(octet_length(context::text), 0)`;

/** Deletes the oldest reports beyond `quotaBytes` (the newest are kept). */
export async function trimErrorReports(db: AppDb, quotaBytes = ERROR_REPORTS_QUOTA_BYTES): Promise<void> {
  await db.execute(sql`
    delete from error_reports where id in (
      select id from (
        select id, sum(${REPORT_BYTES}) over (order by created_at desc, id desc) as kept from error_reports
      ) newest_first
      where kept > ${quotaBytes})`);
}

export async function saveErrorReport(db: AppDb, input: ErrorReportInput, quotaBytes = ERROR_REPORTS_QUOTA_BYTES) {
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
  await trimErrorReports(db, quotaBytes);
  return row;
}
