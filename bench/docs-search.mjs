/* global window, document, MutationObserver */
// The docs search on a mid phone (issue #19): 4x CPU throttling in Chromium, the index loaded by
// focusing the box (as a visitor does), then three-letter queries typed as one input each. The page
// itself times each answer: from the input event to the moment its results are in the DOM, and to
// the next frame after it (what the visitor sees).
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './lib.mjs';
import { CPU_SLOWDOWN } from './inp.mjs';

export const DOCS_SEARCH_BUDGET_MS = 50;
const QUERIES = ['ram', 'awb', 'eti', 'web', 'cod', 'api', 'lim', 'err'];

function observeSearch() {
  window.__search = [];
  document.addEventListener(
    'input',
    (e) => {
      if (e.target?.type !== 'search') return;
      const entry = { query: e.target.value, input: performance.now() };
      window.__search.push(entry);
      const seen = () => {
        const status = document.querySelector('.docs-search__status')?.textContent ?? '';
        return /rezultat/i.test(status) ? status : null;
      };
      const observer = new MutationObserver(() => {
        if (entry.dom || !seen()) return;
        entry.dom = performance.now();
        observer.disconnect();
        window.requestAnimationFrame(() => {
          entry.frame = performance.now();
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    true,
  );
}

/** The worst answer time over QUERIES on `url`/docs; resolves to { worstMs, worstFrameMs, byQuery }. */
export async function benchDocsSearch(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(observeSearch);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}/docs`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), undefined, { timeout: 30_000 });
    const box = page.getByRole('searchbox', { name: 'Caută în documentație' });
    const index = page.waitForResponse((r) => /search-index/.test(r.url()));
    await box.focus();
    await (await index).finished();
    await page.waitForTimeout(500);
    const byQuery = {};
    for (const query of QUERIES) {
      await box.fill('');
      await page.waitForTimeout(100);
      await box.fill(query);
      await page.waitForFunction((q) => window.__search.some((e) => e.query === q && e.frame), query, { timeout: 10_000 });
      const entry = await page.evaluate((q) => window.__search.filter((e) => e.query === q).at(-1), query);
      byQuery[query] = { dom: entry.dom - entry.input, frame: entry.frame - entry.input };
    }
    const values = Object.values(byQuery);
    return { worstMs: Math.max(...values.map((v) => v.dom)), worstFrameMs: Math.max(...values.map((v) => v.frame)), byQuery };
  } finally {
    await browser.close();
  }
}
