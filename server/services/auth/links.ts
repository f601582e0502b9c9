// Single-use links sent by e-mail: e-mail verification (48 h), password reset (60 min) and
// set-password invitations (7 days). The token travels only in the mail; the table keeps its
// SHA-256. Issuing a reset or set-password link retires the earlier unused ones of that kind.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/index.ts';
import type { AppDb } from '../../db/client.ts';
import { authLinks } from '../../db/schema.ts';
import { opaqueToken, sha256 } from './tokens.ts';

export type LinkPurpose = (typeof authLinks.$inferSelect)['purpose'];

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  verify_email: 48 * 3600,
  reset_password: 60 * 60,
  set_password: 7 * 24 * 3600,
};

export async function createLink(db: AppDb, customerId: number, purpose: LinkPurpose): Promise<string> {
  const token = opaqueToken();
  if (purpose !== 'verify_email') await retireLinks(db, customerId, purpose);
  await db.insert(authLinks).values({
    customerId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LINK_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

export async function retireLinks(db: AppDb, customerId: number, purpose: LinkPurpose): Promise<void> {
  await db
    .update(authLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authLinks.customerId, customerId), eq(authLinks.purpose, purpose), isNull(authLinks.usedAt)));
}

/** The address a person opens from the mail (pages of the PWA, which then call the API). */
export function linkUrl(
  config: Pick<Config, 'publicUrl'>,
  purpose: LinkPurpose,
  customer: { id: number; email: string },
  token: string,
): string {
  switch (purpose) {
    case 'verify_email':
      return `${config.publicUrl}/verify-email/${customer.id}/${token}`;
    case 'set_password':
      return `${config.publicUrl}/set-password/${customer.id}/${token}`;
    case 'reset_password':
      return `${config.publicUrl}/resetare-parola/confirmare?${new URLSearchParams({ token, email: customer.email })}`;
  }
}

/** The customer id of a link path, or null when it cannot be one. */
export function linkCustomerId(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

export type LinkRow = typeof authLinks.$inferSelect;

/** The unused, unexpired link of this purpose and token (optionally of this customer), if any. */
export async function findLiveLink(
  db: AppDb,
  purpose: LinkPurpose,
  token: string,
  customerId?: number,
): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(authLinks)
    .where(
      and(
        eq(authLinks.tokenHash, sha256(token)),
        eq(authLinks.purpose, purpose),
        isNull(authLinks.usedAt),
        gt(authLinks.expiresAt, sql`now()`),
        customerId === undefined ? undefined : eq(authLinks.customerId, customerId),
      ),
    );
  return row;
}

/** Spends a link; false when another request spent it first (or it expired meanwhile). */
export async function consumeLink(db: AppDb, id: number): Promise<boolean> {
  const rows = await db
    .update(authLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authLinks.id, id), isNull(authLinks.usedAt), gt(authLinks.expiresAt, sql`now()`)))
    .returning({ id: authLinks.id });
  return rows.length === 1;
}

/** A link of this purpose and token that was already spent, whatever its age (for idempotent answers). */
export async function findSpentLink(db: AppDb, purpose: LinkPurpose, token: string, customerId: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(authLinks)
    .where(and(eq(authLinks.tokenHash, sha256(token)), eq(authLinks.purpose, purpose), eq(authLinks.customerId, customerId)));
  return row?.usedAt ? row : undefined;
}
