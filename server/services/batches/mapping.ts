// GET|PUT /batches/mapping: the account's last column mapping of the import screen (a JSON object:
// the file's column -> the canonical field, as the screen keeps it), one per account.
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { batchMappings } from '../../db/schema.ts';
import { validationFailure } from '../failure.ts';

export const MAPPING_LIMIT_BYTES = 16 * 1024;
export const MAPPING_MESSAGE = `Potrivirea coloanelor trebuie să fie un obiect JSON de cel mult ${MAPPING_LIMIT_BYTES / 1024} kB.`;

export async function readMapping(db: AppDb, customerId: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ mapping: batchMappings.mapping }).from(batchMappings).where(eq(batchMappings.customerId, customerId));
  return row?.mapping ?? null;
}

export async function saveMapping(db: AppDb, customerId: number, mapping: unknown): Promise<Record<string, unknown>> {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping) || JSON.stringify(mapping).length > MAPPING_LIMIT_BYTES) {
    throw validationFailure({ mapping: [MAPPING_MESSAGE] });
  }
  const value = mapping as Record<string, unknown>;
  await db
    .insert(batchMappings)
    .values({ customerId, mapping: value })
    .onConflictDoUpdate({ target: batchMappings.customerId, set: { mapping: value, updatedAt: sql`now()` } });
  return value;
}
