// Start-up work of the public pages next to a bare React page, in the same run (issue #18).
// Lighthouse's figures grow with the host's load (the same build measured TBT 87 ms on a quiet
// machine and over 1,000 ms on a busy one), so each page is judged against the bare page measured
// between its own runs: a round measures the bare page, then every page once; the median of each
// figure over the rounds is compared. A bare page whose TBT is above BUSY_TBT_MS means the machine
// is too busy to judge the timings (the scores of accessibility, best practices and SEO still are).
import { lighthouse } from './lighthouse.mjs';

/**
 * Every public page a visitor lands on: the interactive ones, the content ones, and the API docs'
 * overview and their longest reference page (issue #19).
 */
export const PUBLIC_PAGES = ['/', '/tracking', '/comanda', '/curier-ieftin', '/retur-dpd', '/calculator-tva', '/business', '/contact', '/docs', '/docs/api/orders/create-order'];
export const BUSY_TBT_MS = 50;

/** The budgets of a page against the bare page measured in the same run. */
export const budgetsFor = (bare) => ({
  tbtMs: 1.5 * bare.tbtMs + 50,
  lcpMs: bare.lcpMs + 300,
  performance: bare.performance,
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Median of each figure over the runs; the audits below 1 of the run with the median performance. */
function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  return {
    runs: runs.length,
    performance: pick('performance'),
    performanceRange: `${byPerformance[0].performance}-${byPerformance.at(-1).performance}`,
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
    seo: Math.min(...runs.map((r) => r.seo)),
    failing: middle.failing,
  };
}

/**
 * Lighthouse mobile on the bare page and on each of `pages`, `runs` rounds.
 * @returns {{ bare: object, pages: Map<string, object> }}
 */
export function measurePages({ productUrl, bareUrl, pages = PUBLIC_PAGES, runs = 5 }) {
  const bare = [];
  const byPage = new Map(pages.map((p) => [p, []]));
  for (let round = 1; round <= runs; round++) {
    bare.push(lighthouse(`${bareUrl}/`, `bench/results/lighthouse-bare-${round}.json`));
    for (const path of pages) {
      const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
      byPage.get(path).push(lighthouse(productUrl + path, `bench/results/lighthouse-${name}-${round}.json`));
    }
    console.log(`  Lighthouse round ${round}/${runs} done`);
  }
  return { bare: summarise(bare), pages: new Map([...byPage].map(([p, r]) => [p, summarise(r)])) };
}

const ms = (value) => `${Math.round(value)} ms`;

/**
 * The bench's rows for the measured pages: `check(figure, value, budget, ok)` with ok null when the
 * machine was too busy to judge a timing. Prints one line per page, so a regression shows.
 */
export function reportPages({ bare, pages }, check) {
  const busy = bare.tbtMs > BUSY_TBT_MS;
  const budget = budgetsFor(bare);
  console.log(`\nStart-up work, Lighthouse mobile, median of ${bare.runs} (bare React page measured between the same runs):`);
  const line = (name, r) =>
    `  ${name.padEnd(16)} perf ${String(r.performance).padStart(3)} (${r.performanceRange})  TBT ${ms(r.tbtMs).padStart(7)}  LCP ${ms(r.lcpMs).padStart(7)}  CLS ${r.cls.toFixed(3)}  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}`;
  console.log(line('bare page', bare));
  for (const [path, r] of pages) console.log(line(path, r));
  console.log(`  budgets: TBT <= ${ms(budget.tbtMs)} (1.5 x bare + 50), LCP <= ${ms(budget.lcpMs)} (bare + 300), performance >= ${budget.performance}, CLS 0, the three other scores 100`);
  if (busy) console.log(`  The bare page's TBT is ${ms(bare.tbtMs)} (> ${BUSY_TBT_MS} ms): this machine is too busy to judge start-up timings; run the bench on a quiet machine.`);
  check('bare React page: TBT (median) = the machine\'s floor', ms(bare.tbtMs), `<= ${BUSY_TBT_MS} ms to judge`, busy ? null : true);
  const judged = (ok) => (busy ? null : ok);
  for (const [path, r] of pages) {
    check(`${path} TBT (median of ${r.runs})`, `${ms(r.tbtMs)} (bare ${ms(bare.tbtMs)})`, `<= ${ms(budget.tbtMs)}`, judged(r.tbtMs <= budget.tbtMs));
    check(`${path} LCP (median)`, `${ms(r.lcpMs)} (bare ${ms(bare.lcpMs)})`, `<= ${ms(budget.lcpMs)}`, judged(r.lcpMs <= budget.lcpMs));
    check(`${path} performance (median, range ${r.performanceRange})`, `${r.performance} (bare ${bare.performance})`, `>= ${budget.performance}`, judged(r.performance >= budget.performance));
    check(`${path} CLS (median)`, r.cls.toFixed(3), '= 0', r.cls < 0.0005);
    check(`${path} accessibility / best practices / SEO (lowest)`, `${r.accessibility} / ${r.bestPractices} / ${r.seo}`, '= 100 each', r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100);
    for (const [category, ids] of Object.entries(r.failing)) if (ids.length) console.log(`  ${path} ${category} audits below 1: ${ids.join(', ')}`);
  }
}
