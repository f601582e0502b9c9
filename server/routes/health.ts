// Probes for load balancers and process managers (and Playwright's webServer wait).
// GET /api/health: liveness. The process answers; nothing else is asked (not the database), so a
//   slow database never gets a live server restarted.
// GET /api/ready: readiness. 200 `{ status: 'ready', database: 'ok', migrations: 'applied' }` only
//   when the database answers and every migration file this build carries is recorded in
//   schema_migrations; otherwise 503 `{ status: 'not_ready', reason, … }` with the same fields
//   saying what is wrong, so a balancer sends no traffic here yet. Each check adds its own field to
//   the answer and, when it fails, the reason. The answer also carries the job queue's counts by
//   kind and state (`jobs`, finished jobs left out) for operators, how late the oldest due job is
//   (`jobs_oldest_due_seconds`) and the same for each lane (`jobs_oldest_due_seconds_by_lane`: money,
//   carriers, deliveries, push, maintenance), so a late lane shows which work is held up.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { rowsOf, type AppDb } from '../db/client.ts';
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { jobCounts, oldestDueSecondsByLane } from '../services/jobs/index.ts';

/** A database that has not answered within this is as good as down for a balancer. */
export const READY_TIMEOUT_MS = 2000;

export type ReadyAnswer = {
  status: 'ready' | 'not_ready';
  /** The first failed check's reason (not_ready only). */
  reason?: string;
  database: 'ok' | 'unavailable';
  migrations: 'applied' | 'pending' | 'unknown';
} & Record<string, unknown>;

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));

  const expected = expectedMigrations(DEFAULT_MIGRATIONS_DIR);
  app.get('/ready', async (request, reply) => {
    const answer = await readiness(app.db, expected, request.log);
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}

async function readiness(db: AppDb, expected: () => Promise<string[]>, log: FastifyBaseLogger): Promise<ReadyAnswer> {
  const answer: ReadyAnswer = { status: 'ready', database: 'unavailable', migrations: 'unknown' };
  const fail = (reason: string, detail?: unknown) => {
    if (answer.status === 'ready') {
      answer.status = 'not_ready';
      answer.reason = reason;
    }
    log.warn(detail === undefined ? { reason } : { reason, err: detail }, 'not ready');
  };

  // 1. The database answers (within READY_TIMEOUT_MS).
  try {
    await withTimeout(db.execute(sql`select 1`), READY_TIMEOUT_MS);
    answer.database = 'ok';
  } catch (error) {
    fail('database_unavailable', error);
    return answer;
  }

  // 2. Every migration file is applied (a process started before a migration, or a database
  //    restored from an older backup, is not ready). Migrations unknown to this build (applied by a
  //    newer release during a rolling deploy) do not count against it.
  try {
    const [files, rows] = await Promise.all([
      expected(),
      withTimeout(db.execute(sql`select tag from schema_migrations`), READY_TIMEOUT_MS),
    ]);
    const applied = new Set(rowsOf<{ tag: string }>(rows).map((row) => row.tag));
    const missing = files.filter((tag) => !applied.has(tag));
    answer.migrations = missing.length ? 'pending' : 'applied';
    if (missing.length) {
      answer.pending = missing.length;
      fail('migrations_pending');
    }
  } catch (error) {
    // No schema_migrations table at all: nothing was ever migrated.
    fail('migrations_unknown', error);
  }

  // 3. The job queue, for operators (never a reason to take the process out of rotation): jobs
  //    waiting, running and parked as failed, by kind, and how late the oldest due job is, in all and
  //    in each lane.
  try {
    answer.jobs = await withTimeout(jobCounts(db), READY_TIMEOUT_MS);
    const late = await withTimeout(oldestDueSecondsByLane(db), READY_TIMEOUT_MS);
    answer.jobs_oldest_due_seconds = Math.max(0, ...Object.values(late));
    answer.jobs_oldest_due_seconds_by_lane = late;
  } catch (error) {
    log.warn({ err: error }, 'job counts unavailable');
  }
  // Further checks go here: set their field on `answer` and call fail(reason) when the process
  // should get no traffic.
  return answer;
}

/** The migration tags of this build, read once (they do not change while the process runs). */
function expectedMigrations(dir: string): () => Promise<string[]> {
  let tags: Promise<string[]> | undefined;
  return () => {
    tags ??= readMigrations(dir).then((list) => list.map((migration) => migration.tag));
    // A failed read is tried again next time.
    return tags.catch((error: unknown) => {
      tags = undefined;
      throw error;
    });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
