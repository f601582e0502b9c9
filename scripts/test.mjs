// `npm test`: every suite in order (type-check, lint, unit, server, build, end-to-end).
// Every step runs even when an earlier one fails, so one run shows everything that is broken;
// the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  // The docs pages as data: the unit tests render some of them.
  ['docs data', 'npx', ['tsx', 'scripts/docs-build.ts']],
  ['type-check', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['server tests', 'npx', ['vitest', 'run', '--project', 'server']],
  ['production build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  results.push({ name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
  // Without a build there is nothing for the browser to test.
  if (name === 'production build' && run.status !== 0) break;
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
