// A shop's webhook endpoints (the private and the public API are thin routes over this): at most 10
// per account, each an HTTPS URL (url-guard.ts), a description and the events it wants, active or
// paused. The signing secret `whsec_<base64 of 32 random bytes>` is the Standard Webhooks' key; it
// must be kept in clear (an HMAC needs it), so its owner may see it again: it is in the answers of
// creation and rotation, and of the explicit "reveal" call (GET …/secret) only, never in a listing.
// Rotation replaces it at once (the previous secret stops signing). An endpoint that keeps failing is
// paused for a while by its circuit breaker (breaker.ts): its view says until when and after how many
// failures in a row; a new URL or activating it again closes the breaker.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { WEBHOOK_EVENTS, webhookEndpoints, type WebhookEventType, type WebhookMode } from '../../db/schema-shops.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { closeBreaker } from './breaker.ts';
import { checkEndpointUrl, systemResolver, type Resolver, type UrlPolicy } from './url-guard.ts';

export const MAX_ENDPOINTS = 10;
export const MAX_DESCRIPTION_LENGTH = 500;

export const WEBHOOK_MESSAGES = {
  events: `Alege cel puțin un eveniment dintre: ${WEBHOOK_EVENTS.join(', ')}.`,
  description: `Descrierea poate avea cel mult ${MAX_DESCRIPTION_LENGTH} de caractere.`,
  isActive: 'Câmpul is_active trebuie să fie true sau false.',
  mode: 'Alege modul endpointului: test (evenimentele comenzilor de test) sau live.',
  keyMode: 'Cu o cheie API, endpointul primește modul cheii: pentru celălalt mod folosește o cheie de acel mod sau contul Curiero.',
  url: 'Adresa URL este obligatorie.',
  tooMany: `Poți avea cel mult ${MAX_ENDPOINTS} endpointuri de webhook. Șterge unul pe care nu îl mai folosești.`,
  notFound: 'Endpointul de webhook nu există.',
  created: 'Endpointul a fost adăugat. Copiază acum secretul de semnare și păstrează-l în siguranță.',
  updated: 'Endpointul a fost actualizat.',
  deleted: 'Endpointul a fost șters. Nu mai primește evenimente.',
  rotated: 'Secretul a fost înlocuit. Semnăturile se fac de acum doar cu secretul nou.',
} as const;

export interface EndpointView {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  is_active: boolean;
  /** test: only the events of test objects; live: only the others. */
  mode: WebhookMode;
  created_at: string;
  updated_at: string;
  /** Failed attempts in a row (0 after a success). */
  consecutive_failures: number;
  /** Deliveries wait until then after failures in a row (ISO); null when they are not paused. */
  paused_until: string | null;
}

export interface EndpointInput {
  url?: string;
  description?: string;
  events?: WebhookEventType[];
  is_active?: boolean;
}

export interface EndpointContext {
  db: AppDb;
  policy: UrlPolicy;
  resolver?: Resolver;
}

type Row = typeof webhookEndpoints.$inferSelect;

export function endpointView(row: Row): EndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: WEBHOOK_EVENTS.filter((e) => row.events.includes(e)),
    is_active: row.isActive,
    mode: row.mode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    consecutive_failures: row.consecutiveFailures,
    paused_until: row.pausedUntil && row.pausedUntil.getTime() > Date.now() ? row.pausedUntil.toISOString() : null,
  };
}

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks: 24 to 64 bytes). */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Checks the fields given (all of them when `required`); every problem at once, in Romanian, by field. */
export async function checkEndpointInput(ctx: EndpointContext, input: Record<string, unknown>, required: boolean, known: FieldErrors = {}): Promise<EndpointInput> {
  const errors: FieldErrors = { ...known };
  const out: EndpointInput = {};
  if (errors.url) {
    // The schema refused it already.
  } else if (input.url !== undefined || required) {
    if (typeof input.url !== 'string' || input.url.trim() === '') errors.url = [WEBHOOK_MESSAGES.url];
    else {
      const url = input.url.trim();
      const error = await checkEndpointUrl(url, ctx.policy, ctx.resolver ?? systemResolver);
      if (error) errors.url = [error];
      else out.url = url;
    }
  }
  if (input.description !== undefined && !errors.description) {
    const description = typeof input.description === 'string' ? input.description.trim() : null;
    if (description === null || [...description].length > MAX_DESCRIPTION_LENGTH) errors.description = [WEBHOOK_MESSAGES.description];
    else out.description = description;
  }
  if ((input.events !== undefined || required) && !errors.events) {
    const events = input.events;
    const valid =
      Array.isArray(events) && events.length > 0 && events.every((e): e is WebhookEventType => typeof e === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(e));
    if (!valid) errors.events = [WEBHOOK_MESSAGES.events];
    else out.events = WEBHOOK_EVENTS.filter((e) => events.includes(e));
  }
  if (input.is_active !== undefined && !errors.is_active) {
    if (typeof input.is_active !== 'boolean') errors.is_active = [WEBHOOK_MESSAGES.isActive];
    else out.is_active = input.is_active;
  }
  if (Object.keys(errors).length > 0) throw validationFailure(errors);
  return out;
}

const notFound = () => new Failure(404, 'not_found', WEBHOOK_MESSAGES.notFound);

/** Whose endpoint `id` is: the customer's, and with an API key, of the key's mode (as the list). */
const ownedBy = (customerId: number, id: number, mode?: WebhookMode) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.customerId, customerId), mode ? eq(webhookEndpoints.mode, mode) : undefined);

/** The customer's endpoint `id` (another account's, or another mode's for an API key, is not found). */
export async function endpointRow(db: AppDb, customerId: number, id: number, mode?: WebhookMode): Promise<Row> {
  const [row] = await db.select().from(webhookEndpoints).where(ownedBy(customerId, id, mode));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds an endpoint and answers its secret. The count is checked under a lock of the customer's
 * endpoints, so two concurrent creations never make an eleventh.
 */
export async function createEndpoint(
  ctx: EndpointContext,
  customerId: number,
  body: Record<string, unknown>,
  schemaErrors: FieldErrors = {},
  keyMode?: WebhookMode,
): Promise<{ endpoint: EndpointView; secret: string }> {
  // The mode: an API key's own (another one asked for is refused), else the body's, live by default.
  const asked = body.mode ?? keyMode ?? 'live';
  const modeErrors: FieldErrors = schemaErrors.mode ? {} : asked !== 'test' && asked !== 'live' ? { mode: [WEBHOOK_MESSAGES.mode] } : keyMode && asked !== keyMode ? { mode: [WEBHOOK_MESSAGES.keyMode] } : {};
  const input = await checkEndpointInput(ctx, body, true, { ...schemaErrors, ...modeErrors });
  const mode = asked as WebhookMode;
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72616018, ${customerId}::int)`);
    const [existing] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.customerId, customerId));
    if ((existing?.n ?? 0) >= MAX_ENDPOINTS) throw new Failure(409, 'too_many_webhooks', WEBHOOK_MESSAGES.tooMany);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        customerId,
        url: input.url!,
        description: input.description ?? '',
        events: input.events!,
        isActive: input.is_active ?? true,
        mode,
        secret,
      })
      .returning();
    return created!;
  });
  return { endpoint: endpointView(row), secret };
}

/** The customer's endpoints, newest first. */
export async function listEndpoints(db: AppDb, customerId: number, mode?: WebhookMode): Promise<EndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.customerId, customerId), mode ? eq(webhookEndpoints.mode, mode) : undefined))
    .orderBy(desc(webhookEndpoints.id));
  return rows.map(endpointView);
}

export async function getEndpoint(db: AppDb, customerId: number, id: number, mode?: WebhookMode): Promise<EndpointView> {
  return endpointView(await endpointRow(db, customerId, id, mode));
}

/** Changes the fields given (url, description, events, is_active). */
export async function updateEndpoint(
  ctx: EndpointContext,
  customerId: number,
  id: number,
  body: Record<string, unknown>,
  schemaErrors: FieldErrors = {},
  mode?: WebhookMode,
): Promise<EndpointView> {
  await endpointRow(ctx.db, customerId, id, mode); // another account's (or mode's): 404 before any field error
  const input = await checkEndpointInput(ctx, body, false, schemaErrors);
  const changes: Partial<typeof webhookEndpoints.$inferInsert> = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.description !== undefined) changes.description = input.description;
  if (input.events !== undefined) changes.events = input.events;
  if (input.is_active !== undefined) changes.isActive = input.is_active;
  // The owner fixed the address or turned the endpoint on again: its deliveries are tried at once.
  if (input.url !== undefined || input.is_active === true) await closeBreaker(ctx.db, id);
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownedBy(customerId, id, mode))
    .returning();
  if (!row) throw notFound();
  return endpointView(row);
}

/** Deletes the endpoint and its deliveries (their jobs find nothing and end). */
export async function deleteEndpoint(db: AppDb, customerId: number, id: number, mode?: WebhookMode): Promise<EndpointView> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(ownedBy(customerId, id, mode))
    .returning();
  if (!row) throw notFound();
  return endpointView(row);
}

/** A new secret for the endpoint, answered once here (and by revealSecret later). */
export async function rotateSecret(db: AppDb, customerId: number, id: number, mode?: WebhookMode): Promise<{ endpoint: EndpointView; secret: string }> {
  const secret = newSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: sql`now()` })
    .where(ownedBy(customerId, id, mode))
    .returning();
  if (!row) throw notFound();
  return { endpoint: endpointView(row), secret };
}

/** The endpoint's current secret, for its owner. */
export async function revealSecret(db: AppDb, customerId: number, id: number, mode?: WebhookMode): Promise<{ id: number; secret: string }> {
  const row = await endpointRow(db, customerId, id, mode);
  return { id: row.id, secret: row.secret };
}
