// Lighthouse 12 (mobile preset, simulated throttling) against the production build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib.mjs';

export function lighthouse(url, outFile, attempts = 3) {
  mkdirSync('bench/results', { recursive: true });
  // Lighthouse sometimes loses its trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, outFile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`lighthouse: attempt ${attempt} for ${url} failed, retrying`);
    }
  }
}

function lighthouseOnce(url, outFile) {
  const run = spawnSync('npx', [
    'lighthouse', url, '--quiet', '--output=json', `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`lighthouse failed for ${url}: ${run.stderr.slice(-800)}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = (id) => report.categories[id].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    metrics: {
      fcp: report.audits['first-contentful-paint']?.displayValue,
      lcp: report.audits['largest-contentful-paint']?.displayValue,
      tbt: report.audits['total-blocking-time']?.displayValue,
      cls: report.audits['cumulative-layout-shift']?.displayValue,
    },
    /** Numbers for budgets: LCP and TBT in ms, CLS unitless. */
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Infinity,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Infinity,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
  };
}
