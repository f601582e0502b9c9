// The public forms' suites share one harness per database: an app with auth, and before each test
// no submissions, no rate-limit counters and an empty mail outbox.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { formSubmissions } from '../../../server/db/schema.ts';
import { authHarness, settled, type AuthHarness } from './auth.ts';
import type { TestBackend } from './databases.ts';

export interface FormsHarness {
  /** The running harness (set before the first test). */
  readonly h: AuthHarness;
  /** Every stored submission, oldest first. */
  rows(): Promise<(typeof formSubmissions.$inferSelect)[]>;
}

export function formsHarness(backend: TestBackend): FormsHarness {
  let harness: AuthHarness | undefined;
  beforeAll(async () => {
    harness = await authHarness(backend);
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    const h = harness!;
    await settled(h.app);
    await h.db.execute(sql`delete from form_submissions`);
    await h.db.execute(sql`delete from rate_limits`);
    rmSync(join(h.dataDir, 'outbox'), { recursive: true, force: true });
  });
  return {
    get h() {
      if (!harness) throw new Error('forms harness: not started yet');
      return harness;
    },
    rows: () => harness!.db.select().from(formSubmissions).orderBy(formSubmissions.id),
  };
}
