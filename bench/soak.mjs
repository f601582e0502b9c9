// The soak (issue #32): two processes of the compiled server on one fresh PostgreSQL database, a
// local webhook receiver, then CLIENTS clients for SECONDS of mixed traffic (quotes,
// tracking lookups, card orders paid on the hosted page, the public API's lists and label PDFs,
// webhook deliveries; bench/soak-clients.mjs), printing per minute the answers, errors, p99, each
// process's RSS and heap and the oldest due job, then the verdict (bench/soak-report.mjs).
// A soak holds a steady load for a long time (errors, memory, the queue): each client thinks THINK_MS
// on average between two requests, as people and shops' systems do; what the server does at
// saturation is the closed-loop benches' (bench/public-api.mjs, pricing, tracking, render-load).
// `node bench/soak.mjs [--seconds 600] [--clients 100] [--think-ms 250] [--interval 60] [--build dist] [--port 4200] [--redis] [--ci] [--cpu-prof dir]`
// (SOAK_SECONDS, SOAK_CLIENTS, SOAK_THINK_MS too). PostgreSQL: SOAK_DATABASE_URL or TEST_DATABASE_URL, an admin URL
// (a database is created and dropped). Exit code 1 on an error, a stalled queue or (runs of 5
// minutes or more) memory growth; 2 when it cannot run (no PostgreSQL). With --ci and no PostgreSQL
// it fails only when CI is set (a plain local `npm test` says it did not run, as the PostgreSQL
// suite of the server tests does).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildServer, serverEntry } from '../scripts/build-server.mjs';
import { BENCH_REQUESTS_PER_MINUTE } from './public-api.mjs';
import { BENCH_LOOKUPS_PER_MINUTE } from './tracking.mjs';
import { runClients } from './soak-clients.mjs';
import { balancer } from './soak-http.mjs';
import { startReceiver } from './soak-receiver.mjs';
import { createStats, header, line, verdict } from './soak-report.mjs';
import { seed } from './soak-seed.mjs';
import { createDatabase, oldestDueSeconds, query, startServers } from './soak-servers.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '600' },
    clients: { type: 'string', default: process.env.SOAK_CLIENTS ?? '100' },
    'think-ms': { type: 'string', default: process.env.SOAK_THINK_MS ?? '250' },
    interval: { type: 'string', default: '60' },
    build: { type: 'string', default: 'dist' },
    port: { type: 'string', default: String(Number(process.env.BENCH_PORT ?? 4180) + 20) },
    redis: { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Number(opts.seconds);
const clients = Number(opts.clients);
const interval = Number(opts.interval);
const thinkMs = Number(opts['think-ms']);
if (!(seconds >= 10) || !(clients >= 1 && clients <= 900) || !(interval >= 5) || !(thinkMs >= 0)) {
  console.error('soak: --seconds >= 10, --clients 1-900, --interval >= 5, --think-ms >= 0');
  process.exit(2);
}

const adminUrl = (process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
if (!adminUrl) {
  const how = 'the soak runs two server processes on one PostgreSQL (the embedded PGlite is one process\'s): set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (an admin URL; a database is created and dropped), as .ci/run does';
  if (opts.ci && !process.env.CI) {
    console.log(`soak NOT RUN: ${how}.`);
    process.exit(0);
  }
  console.error(`soak cannot run: ${how}.`);
  process.exit(2);
}
const redisUrl = opts.redis ? (process.env.SOAK_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : null;

const entry = serverEntry(opts.build);
if (!existsSync(entry)) buildServer(opts.build);

// The bench's limits (the limiters still run and count every request): one client address makes
// every registration and lookup, one key per shop makes far more calls than a shop's 600 a minute.
// Each client orders on its own account, well under the 300 orders an hour an account may place.
const limits = {
  REGISTRATIONS_PER_IP_PER_HOUR: '1000',
  TRACKING_LOOKUPS_PER_MINUTE: BENCH_LOOKUPS_PER_MINUTE,
  PUBLIC_API_REQUESTS_PER_MINUTE: BENCH_REQUESTS_PER_MINUTE,
  // The clients sign in once: their access tokens outlive the run.
  ACCESS_TOKEN_TTL_SECONDS: String(Math.min(86_400, seconds + 1800)),
  // The webhook receiver is on 127.0.0.1.
  WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true',
};
const env = { ...limits, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };

const receiver = await startReceiver();
const database = await createDatabase(adminUrl);
let servers;
let exitCode = 1;
try {
  console.log(`soak: database ${database.name}, server ${entry}`);
  console.log(`soak: the bench's settings: ${Object.entries(limits).map(([k, v]) => `${k}=${v}`).join(' ')}; rate limits counted ${redisUrl ? `in Redis (${redisUrl})` : 'in PostgreSQL (no REDIS_URL), as a plain deployment does'}`);
  // --cpu-prof DIR: each process writes its CPU profile there when it stops (where a failed soak's time went).
  const nodeArgs = opts['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${opts['cpu-prof']}`] : [];
  servers = await startServers({ entry, port: Number(opts.port), databaseUrl: database.url, env, nodeArgs });
  const { processes } = servers;
  const lb = balancer(processes.map((p) => p.base), clients);
  const seeded = await seed(lb.pick(), receiver, clients);
  const awbs = seeded.shops.flatMap((s) => s.awbs);
  console.log(`soak: ${clients} customers with a webhook endpoint each, ${seeded.shops.length} shops with a test key, ${awbs.length} orders and an endpoint each, made in ${seeded.seconds.toFixed(0)} s`);
  console.log(`soak: ${clients} clients (thinking ${thinkMs} ms on average between requests) for ${seconds} s over processes ${processes.map((p) => `${p.name} (pid ${p.child.pid}, :${p.port})`).join(' and ')}, requests taken in turn`);

  const startedAt = Date.now();
  const stats = createStats(startedAt, interval);
  const webhooksBefore = receiver.state.received;
  receiver.onDelivery = (at) => stats.webhook(at);
  let polling = true;
  const poller = (async () => {
    for (let i = 0; polling; i++) {
      const proc = processes[i % processes.length];
      const t0 = performance.now();
      try {
        const queue = await oldestDueSeconds(proc);
        stats.oldestDue(queue.seconds, queue.byLane, queue.jobs);
        stats.record('ready', performance.now() - t0, null);
      } catch (error) {
        stats.record('ready', performance.now() - t0, `ready (${proc.name}): ${error.message}`);
      }
      await new Promise((r) => setTimeout(r, 5000));
    }
  })();
  console.log(`\n${header(processes)}`);
  let printed = 0;
  const printDone = () => {
    const done = Math.floor((Date.now() - startedAt - 1500) / (interval * 1000));
    for (; printed < done && printed < Math.ceil(seconds / interval); printed++) {
      const r = stats.rows[printed] ?? { index: printed, answers: 0, errors: 0, latencies: [], samples: [], oldestDue: null, webhooks: 0 };
      console.log(line(stats, r, processes, startedAt));
    }
  };
  const ticker = setInterval(printDone, 1000);
  const traffic = await runClients({ lb, seconds, thinkMs, accounts: seeded.customers, shops: seeded.shops, awbs, stats });
  await new Promise((r) => setTimeout(r, 2000));
  clearInterval(ticker);
  printDone();
  polling = false;
  await poller;
  lb.destroy();

  // After the load: the queue drains (every due job done), then nothing failed.
  const drainStarted = Date.now();
  let late = null;
  for (;;) {
    late = await oldestDueSeconds(processes[0]).catch(() => null);
    if (late?.seconds === 0 || Date.now() - drainStarted > 120_000) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(`\nsoak: ${traffic.placed} card orders placed; ${receiver.state.received - webhooksBefore} webhook deliveries received during the run (${Object.entries(receiver.state.byType).map(([t, n]) => `${t} ${n}`).join(', ')}), ${receiver.state.duplicates} duplicates`);
  console.log(late?.seconds === 0 ? `soak: the queue had nothing due ${((Date.now() - drainStarted) / 1000).toFixed(0)} s after the load` : `soak: the queue still had a job ${late?.seconds ?? '?'} s late 120 s after the load: ${JSON.stringify(late?.byLane ?? {})}`);
  const failedJobs = await query(database.url, "select kind, count(*)::int as n, min(last_error) as error from jobs where state = 'failed' group by kind");
  for (const j of failedJobs) console.log(`soak: failed jobs ${j.kind}: ${j.n} (${(j.error ?? '').slice(0, 200)})`);
  const deliveries = await query(database.url, 'select status, count(*)::int as n from webhook_deliveries group by status');
  console.log(`soak: webhook deliveries in the database: ${deliveries.map((d) => `${d.status} ${d.n}`).join(', ') || 'none'}`);
  const extra = [
    { what: 'failed jobs', count: failedJobs.reduce((sum, j) => sum + j.n, 0) },
    { what: 'failed webhook deliveries', count: deliveries.find((d) => d.status === 'failed')?.n ?? 0 },
    { what: 'malformed webhook deliveries', count: receiver.state.malformed },
  ];
  for (const p of processes) {
    if (p.problemCount) console.log(`soak: server ${p.name} logged ${p.problemCount} warnings or errors, the first:\n  ${p.problems.slice(0, 5).join('\n  ')}`);
  }
  const { lines, failed } = verdict({ stats, processes, startedAt, seconds, extra });
  console.log(`\nsoak verdict (${clients} clients, ${seconds} s${opts.ci ? ', CI' : ''}):\n${lines.map((l) => `  ${l}`).join('\n')}`);
  console.log(failed.length ? `soak FAILED: ${failed.join(', ')}` : 'soak passed.');
  exitCode = failed.length ? 1 : 0;
} catch (error) {
  console.error(`soak: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await servers?.stop();
  await database.drop().catch((error) => console.error(`soak: could not drop ${database.name}: ${error.message}`));
  await receiver.close();
}
process.exit(exitCode);
