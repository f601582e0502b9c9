// npm run jobs -- list [--failed] [--limit N]     jobs not finished (or only the failed ones), newest first
// npm run jobs -- retry ID                         a failed job back in the queue with fresh attempts
// npm run jobs -- counts                           jobs by kind and state (finished ones included)
// The job queue's operator commands (server/services/jobs/admin.ts), on the configured database.
import { parseArgs } from 'node:util';
import { jobCounts, listJobs, retryJob } from '../server/services/jobs/admin.ts';
import { fail, openConfigured } from './cli.ts';

const USAGE = 'Usage: npm run jobs -- list [--failed] [--limit N] | retry <id> | counts';

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { failed: { type: 'boolean' }, limit: { type: 'string' } } });
}
try {
  parsed = parse();
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [command, arg] = parsed.positionals;
if (command !== 'list' && command !== 'retry' && command !== 'counts') fail(USAGE);
const limit = parsed.values.limit === undefined ? 50 : Number(parsed.values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) fail(`--limit must be an integer 1-10000\n${USAGE}`);
const id = command === 'retry' ? Number(arg) : 0;
if (command === 'retry' && !(Number.isSafeInteger(id) && id > 0)) fail(`retry needs a job id\n${USAGE}`);

const { database } = await openConfigured();
try {
  if (command === 'list') {
    const jobs = await listJobs(database.db, { failed: parsed.values.failed === true, limit });
    if (!jobs.length) console.info(parsed.values.failed ? 'No failed jobs.' : 'No jobs waiting, running or failed.');
    for (const job of jobs) {
      const error = job.lastError ? `  last error: ${job.lastError.replace(/\s+/g, ' ').slice(0, 200)}` : '';
      console.info(`${job.id}\t${job.kind}\t${job.state}\t${job.attempts}/${job.maxAttempts}\trun at ${job.runAt}\t${job.key ?? ''}${error}`);
    }
  } else if (command === 'retry') {
    if (!(await retryJob(database.db, id))) fail(`Job ${id} is not a failed job (see npm run jobs -- list --failed).`);
    console.info(`Job ${id} is queued again; a running server takes it within seconds.`);
  } else {
    const counts = await jobCounts(database.db, true);
    const kinds = Object.keys(counts);
    if (!kinds.length) console.info('The queue is empty.');
    for (const kind of kinds) console.info(`${kind}\t${Object.entries(counts[kind]!).map(([state, n]) => `${state} ${n}`).join(', ')}`);
  }
} finally {
  await database.close();
}
