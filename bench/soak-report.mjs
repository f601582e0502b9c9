// The soak's figures (bench/soak.mjs): answers, errors (with their first samples), p99 by interval
// (a minute by default), each process's RSS (median over the interval) and heap at the interval's
// end, the oldest due job seen in it, webhook deliveries received; then the verdict: no error, no growth of heap or RSS from
// minute 2 to the end beyond GROWTH_LIMIT (judged on runs of JUDGE_GROWTH_FROM_SECONDS or more), no
// due job older than OLDEST_DUE_LIMIT_SECONDS.
import { percentile } from './stats.mjs';

export const GROWTH_LIMIT = 0.1;
export const JUDGE_GROWTH_FROM_SECONDS = 300;
export const OLDEST_DUE_LIMIT_SECONDS = 60;
/** Growth is measured from the end of minute 2 (the JIT warm, the pools and caches filled). */
const GROWTH_FROM_SECONDS = 120;
const SAMPLES_PER_INTERVAL = 3;

const mb = (bytes) => (bytes == null ? '-' : `${(bytes / 1048576).toFixed(0)}`);

export function createStats(startedAt, intervalSeconds) {
  const rows = [];
  const row = (at) => {
    const index = Math.max(0, Math.floor((at - startedAt) / (intervalSeconds * 1000)));
    return (rows[index] ??= { index, answers: 0, errors: 0, latencies: [], samples: [], oldestDue: null, webhooks: 0 });
  };
  /** Every answer's time by step, for the run's figures. */
  const bySteps = {};
  const probes = { count: 0, withoutFigure: 0 };
  return {
    rows,
    bySteps,
    probes,
    intervalSeconds,
    record(step, ms, error) {
      (bySteps[step] ??= []).push(ms);
      const r = row(Date.now());
      r.answers++;
      r.latencies.push(ms);
      if (error) {
        r.errors++;
        if (r.samples.length < SAMPLES_PER_INTERVAL) r.samples.push(error);
      }
    },
    /** A probe of the queue: how late its oldest due job is (null: /api/ready left the figure out). */
    oldestDue(seconds, byLane, jobs) {
      probes.count++;
      if (seconds !== null && seconds > (probes.worst?.seconds ?? -1)) probes.worst = { seconds, byLane, jobs };
      if (seconds === null) {
        probes.withoutFigure++;
        return;
      }
      const r = row(Date.now());
      r.oldestDue = Math.max(r.oldestDue ?? 0, seconds);
    },
    webhook(at) {
      row(at).webhooks++;
    },
  };
}

/**
 * A process's memory over (`from`, `at`]: the median RSS of its samples there (one sample is a point
 * in glibc's arenas rising and falling with the render and database threads: the samples at the end
 * of minutes 1, 2 and 10 of one run read 491, 445 and 496 MB), and the heap after the last major GC
 * (else the lowest heap seen).
 */
export function memoryAt(proc, from, at) {
  const upTo = proc.memory.filter((m) => m.at <= at);
  const last = upTo.at(-1);
  if (!last) return null;
  const inside = upTo.filter((m) => m.at > from);
  const window = inside.length ? inside : [last];
  const heap = last.afterMajorGc ?? Math.min(...window.map((m) => m.heapUsed));
  const rss = window.map((m) => m.rss).sort((a, b) => a - b)[Math.floor(window.length / 2)];
  return { rss, heap, heapUsed: last.heapUsed, majorGcs: last.majorGcs };
}

export function header(processes) {
  const cols = ['min', 'answers', 'errors', 'p99 ms', ...processes.flatMap((p) => [`${p.name} RSS MB`, `${p.name} heap MB`]), 'oldest due s', 'webhooks'];
  const lines = [cols.map((c, i) => (i === 0 ? c.padEnd(6) : c.padStart(i < 4 ? 8 : 12))).join(' ')];
  lines.push(`${' '.repeat(33)}${processes.map(() => `${' '.repeat(13)}${'live/used'.padStart(12)}`).join('')}`);
  return lines.join('\n');
}

/** One printed line for `r`; its sample errors follow it. */
export function line(stats, r, processes, startedAt) {
  const end = startedAt + (r.index + 1) * stats.intervalSeconds * 1000;
  const begin = end - stats.intervalSeconds * 1000;
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const label = stats.intervalSeconds === 60 ? String(r.index + 1) : `${(r.index + 1) * stats.intervalSeconds}s`;
  const cells = [label.padEnd(6), String(r.answers).padStart(8), String(r.errors).padStart(8), (sorted.length ? percentile(sorted, 99).toFixed(0) : '-').padStart(8)];
  for (const p of processes) {
    const m = memoryAt(p, begin, Math.min(end, Date.now()));
    cells.push(mb(m?.rss).padStart(12), `${mb(m?.heap)}/${mb(m?.heapUsed)}`.padStart(12));
  }
  cells.push(String(r.oldestDue ?? '-').padStart(12), String(r.webhooks).padStart(12));
  return [cells.join(' '), ...r.samples.map((s) => `         error: ${s}`)].join('\n');
}

/**
 * The verdict. `extra` holds the errors found after the load (failed jobs, failed or malformed
 * webhook deliveries), each { what, count }. Returns { lines, failed } (failed: what broke the run).
 */
export function verdict({ stats, processes, startedAt, seconds, extra }) {
  const lines = [];
  const failed = [];
  const httpErrors = stats.rows.reduce((sum, r) => sum + (r?.errors ?? 0), 0);
  const answers = stats.rows.reduce((sum, r) => sum + (r?.answers ?? 0), 0);
  const all = stats.rows.flatMap((r) => r?.latencies ?? []).sort((a, b) => a - b);
  lines.push(`answers ${answers} (${(answers / seconds).toFixed(0)}/s), p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, max ${(all.at(-1) ?? 0).toFixed(0)} ms`);
  for (const [step, times] of Object.entries(stats.bySteps)) {
    const sorted = [...times].sort((a, b) => a - b);
    lines.push(`  ${step.padEnd(10)} ${String(sorted.length).padStart(7)} answers, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`);
  }
  const errorCount = httpErrors + extra.reduce((sum, e) => sum + e.count, 0);
  const errorDetail = [`${httpErrors} in answers`, ...extra.map((e) => `${e.count} ${e.what}`)].join(', ');
  lines.push(`${errorCount === 0 ? 'ok  ' : 'FAIL'} errors: ${errorCount} (${errorDetail}); target 0`);
  if (errorCount) failed.push('errors');

  const judged = seconds >= JUDGE_GROWTH_FROM_SECONDS;
  const from = startedAt + GROWTH_FROM_SECONDS * 1000;
  const end = startedAt + seconds * 1000;
  for (const p of processes) {
    const base = seconds > GROWTH_FROM_SECONDS ? memoryAt(p, from - 60_000, from) : null;
    const last = memoryAt(p, end - 60_000, end);
    for (const [what, key] of [['heap', 'heap'], ['RSS', 'rss']]) {
      if (!base || !last) {
        lines.push(`  -- ${p.name} ${what} growth minute 2 -> end: not measured (run shorter than ${GROWTH_FROM_SECONDS + 60} s)`);
        continue;
      }
      const growth = (last[key] - base[key]) / base[key];
      const within = growth <= GROWTH_LIMIT;
      const mark = judged ? (within ? 'ok  ' : 'FAIL') : '  --';
      const gcs = key === 'heap' ? `, live heap after a major GC, ${last.majorGcs - base.majorGcs} major GCs in between` : '';
      lines.push(`${mark} ${p.name} ${what} growth minute 2 -> end: ${mb(base[key])} -> ${mb(last[key])} MB (${(100 * growth).toFixed(1)}%${gcs}); target <= ${100 * GROWTH_LIMIT}%${judged ? '' : ` (not judged: runs of ${JUDGE_GROWTH_FROM_SECONDS} s or more)`}`);
      if (judged && !within) failed.push(`${p.name} ${what} growth`);
    }
  }

  const oldest = Math.max(0, ...stats.rows.map((r) => r?.oldestDue ?? 0));
  const { count, withoutFigure } = stats.probes;
  // A queue never seen cannot be judged on time.
  const stalled = oldest > OLDEST_DUE_LIMIT_SECONDS || withoutFigure === count;
  const unseen = withoutFigure ? `; ${withoutFigure} of ${count} probes without the figure (the database slower than 2 s for /api/ready)` : `, ${count} probes`;
  const lanes = stats.probes.worst?.byLane ? ` (by lane then: ${Object.entries(stats.probes.worst.byLane).map(([l, s]) => `${l} ${s}`).join(', ')})` : '';
  lines.push(`${stalled ? 'FAIL' : 'ok  '} oldest due job: ${oldest} s at worst${lanes}${unseen}; target <= ${OLDEST_DUE_LIMIT_SECONDS} s`);
  if (stalled) failed.push('stalled queue');
  // The queue then, by kind (the /api/ready counts, scheduled jobs included): names the work that fell behind.
  const waiting = Object.entries(stats.probes.worst?.jobs ?? {}).filter(([, states]) => states.queued || states.running);
  if (oldest > 0 && waiting.length) lines.push(`       jobs queued, due or not (running), then: ${waiting.map(([kind, st]) => `${kind} ${st.queued ?? 0} (${st.running ?? 0})`).join(', ')}`);
  return { lines, failed };
}
