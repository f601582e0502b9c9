// The start-up floor of every prerendered page, checked on the production build without timing
// (issue #35): a page whose head asks for more than MAX_BLOCKING render-blocking requests waits a
// round trip on HTTP/1.1 (6 connections per host: the HTML holds one, and the manifest the head
// links is asked for at once too, so a fifth stylesheet already waited: /tracking, with 5, painted
// 150 ms after the pages with 4 in Lighthouse, run after run); a
// stylesheet that @imports another, or names a font the page does not preload, adds a level to the
// critical request chain (HTML → stylesheet → font). `npm test` runs it after the build:
//   node scripts/check-critical-path.mjs [dist]
// and it names each page and its requests when it fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_BLOCKING = 4;

const attr = (tag, name) => new RegExp(`\\s${name}(?:\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag);
const attrValue = (tag, name) => {
  const m = attr(tag, name);
  return m ? (m[2] ?? m[3] ?? m[4] ?? '') : null;
};

/** The requests in `html`'s head that hold the first paint: stylesheets and classic synchronous scripts. */
export function renderBlocking(html) {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const requests = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attrValue(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('stylesheet') || attr(tag, 'disabled')) continue;
    const media = (attrValue(tag, 'media') ?? 'all').trim().toLowerCase();
    if (media === 'print' || media === 'not all') continue;
    requests.push({ kind: 'stylesheet', url: attrValue(tag, 'href') ?? '' });
  }
  for (const [tag] of head.matchAll(/<script\b[^>]*>/gi)) {
    const src = attrValue(tag, 'src');
    if (!src) continue;
    const type = (attrValue(tag, 'type') ?? '').toLowerCase();
    if (type === 'module' || attr(tag, 'async') || attr(tag, 'defer')) continue;
    requests.push({ kind: 'script', url: src });
  }
  return requests;
}

/** The URLs `html` preloads (a font found in a stylesheet is no extra level when the HTML names it first). */
function preloaded(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attrValue(tag, 'rel') ?? '').toLowerCase() === 'preload') urls.add(attrValue(tag, 'href'));
  }
  return urls;
}

const FONT = /\.(woff2?|ttf|otf|eot)(\?[^)'"]*)?$/i;

/**
 * The problems of one page: too many render-blocking requests, and stylesheets that start a second
 * level (an @import, or a font the page does not preload). `readAsset(url)` answers a stylesheet's text.
 */
export function pageProblems(html, readAsset) {
  const problems = [];
  const blocking = renderBlocking(html);
  if (blocking.length > MAX_BLOCKING) {
    problems.push(`${blocking.length} render-blocking requests (at most ${MAX_BLOCKING}): ${blocking.map((r) => r.url).join(', ')}`);
  }
  const early = preloaded(html);
  for (const { kind, url } of blocking) {
    if (kind !== 'stylesheet') continue;
    const css = readAsset(url);
    if (css === null) {
      problems.push(`${url} is linked but not in the build`);
      continue;
    }
    if (/@import\b/i.test(css)) problems.push(`${url} uses @import: a request found only after the stylesheet`);
    for (const [, raw] of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/gi)) {
      if (FONT.test(raw) && !early.has(raw)) problems.push(`${url} names the font ${raw}, which the page does not preload: a request found only after the stylesheet`);
    }
  }
  return problems;
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every prerendered page of the build in `dist`, and the app shell; answers the failing pages. */
export function checkBuild(dist) {
  const readAsset = (url) => {
    try {
      return readFileSync(join(dist, url.replace(/^\//, '').split('?')[0]), 'utf8');
    } catch {
      return null;
    }
  };
  const pages = [join(dist, 'index.html'), ...htmlFiles(join(dist, 'prerendered'))];
  const failures = [];
  for (const page of pages) {
    const problems = pageProblems(readFileSync(page, 'utf8'), readAsset);
    if (problems.length) failures.push({ page: relative(dist, page), problems });
  }
  return { pages: pages.length, failures };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = process.argv[2] ?? 'dist';
  let result;
  try {
    result = checkBuild(dist);
  } catch (error) {
    console.error(`critical path: cannot read the build in ${dist} (run npm run build first): ${error.message}`);
    process.exit(1);
  }
  for (const { page, problems } of result.failures) {
    console.error(`critical path: ${page}`);
    for (const problem of problems) console.error(`  - ${problem}`);
  }
  if (result.failures.length) {
    console.error(`critical path: ${result.failures.length} of ${result.pages} pages are off the start-up floor`);
    process.exit(1);
  }
  console.info(`critical path: ${result.pages} pages, each at most ${MAX_BLOCKING} render-blocking requests and one level deep`);
}
