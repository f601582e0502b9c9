// The failed (and the retried-then-passed) tests of one JSON report, one short line each, for the
// summary of `npm test`: Vitest's JSON reporter (Jest's shape) and Playwright's JSON reporter.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 160) ?? '';

/**
 * Vitest: files that failed to run, then each failed test with the first line of its error; a test
 * that passed on a retry keeps the errors of its failed attempts.
 */
function vitestFailures(report) {
  const failed = [];
  const flaky = [];
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) failed.push(`${name}: ${firstLine(file.message)}`);
    for (const t of tests) failed.push(`${name} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed' && t.failureMessages?.length) flaky.push(`${name} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages[0])}`);
    }
  }
  return { failed, flaky };
}

/** Playwright: specs whose outcome was unexpected, and those that passed only on a retry. */
function playwrightFailures(report) {
  const failed = [];
  const flaky = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const where = `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}`;
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message ?? test.results?.at(-1)?.errors?.[0]?.message;
          failed.push(`${where}: ${firstLine(error)}`);
        } else if (test.status === 'flaky') flaky.push(where);
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) failed.push(`(outside a test) ${firstLine(error.message)}`);
  return { failed, flaky };
}

/** What `path` reports as failed; nothing when the step wrote no report (it could not start). */
export function failuresOf(path) {
  if (!existsSync(path)) return { failed: [], flaky: [] };
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(report.testResults) ? vitestFailures(report) : playwrightFailures(report);
  } catch (error) {
    return { failed: [`(report ${path} unreadable: ${firstLine(error.message)})`], flaky: [] };
  }
}
