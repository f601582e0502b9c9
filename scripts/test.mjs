// `npm test`: every suite in order (type-check, lint, unit, server, build, end-to-end, a 60 s soak).
// Every step runs even when an earlier one fails, so one run shows everything that is broken;
// the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { failuresOf } from './test-failures.mjs';

// Each test step also writes a JSON report; the summary names what failed (or passed only on a
// retry), so the last lines of a long CI log say which tests to look at.
const REPORTS = 'test-results';
function vitestJson(project) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/${project}.json`];
}
const reportOf = { 'unit tests': `${REPORTS}/unit.json`, 'server tests': `${REPORTS}/server.json`, 'end-to-end tests': `${REPORTS}/e2e.json` };

const steps = [
  // The docs pages as data: the unit tests render some of them.
  ['docs data', 'npx', ['tsx', 'scripts/docs-build.ts']],
  ['type-check', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', ...vitestJson('unit')]],
  ['server tests', 'npx', ['vitest', 'run', '--project', 'server', ...vitestJson('server')]],
  ['production build', 'npm', ['run', 'build']],
  // Every prerendered page within the start-up floor: at most 5 render-blocking requests, one level deep.
  ['critical path', 'node', ['scripts/check-critical-path.mjs', 'dist']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
  // 60 s of mixed traffic on two processes of the build over PostgreSQL (bench/soak.mjs): fails on
  // any error or a due job waiting over 60 s; the memory growth is printed, not judged (too short).
  // Without TEST_DATABASE_URL it says it did not run (and fails when CI is set).
  ['soak (60 s)', 'node', ['bench/soak.mjs', '--seconds', '60', '--clients', '50', '--interval', '10', '--ci']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  // Read now: the end-to-end run empties test-results/ when it starts.
  const report = reportOf[name] ? failuresOf(reportOf[name]) : { failed: [], flaky: [] };
  results.push({ name, ok: run.status === 0, seconds: (Date.now() - started) / 1000, ...report });
  // Without a build there is nothing for the browser to test.
  if (name === 'production build' && run.status !== 0) break;
}

console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
  for (const line of r.failed.slice(0, 12)) console.log(`        failed: ${line}`);
  if (r.failed.length > 12) console.log(`        ... and ${r.failed.length - 12} more failed`);
  for (const line of r.flaky.slice(0, 6)) console.log(`        passed on retry: ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
