// Secrets the server generates for itself (the access-token key when AUTH_SECRET is not set, the
// local test gateway's webhook key): the one writer of server_secrets. Whichever process asks first
// generates the value; every process (and every restart) then reads the same one.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/** The secret named `name`, generated (`bytes` random bytes, base64url) by the first process that asks. */
export async function sharedSecret(db: AppDb, name: string, bytes: number): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(bytes).toString('base64url') }).onConflictDoNothing();
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select value from server_secrets where name = ${name}`));
  if (!row) throw new Error(`server_secrets has no ${name} after inserting it`);
  return row.value;
}
