// Renders every public page without URL parameters to static HTML at build time, so the first
// visit paints real content before any JavaScript has run (Lighthouse, slow phones, crawlers).
// Input: the client build (dist/index.html, dist/.vite/manifest.json) and the server bundle of
// src/entry-server.tsx; output: dist/prerendered/*.html and dist/prerendered/routes.json, which
// the server answers for those paths (every other path still gets the plain shell).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromPrices } from '../server/services/pricing/from-prices.ts';
import { escapeHtml, headTags } from '../src/app/seo/head-tags.ts';
import { prerenderedMeta } from './docs/docs-meta.ts';
import { isPrerendered, NOT_FOUND_PATH, ROUTES } from '../src/shared/routes-data.ts';
import type { PageKey } from '../src/shared/routes-data.ts';
import { DEFAULT_SITE_URL, isIndexable, robotsTxt, sitemapXml } from '../src/shared/sitemap.ts';

const dist = process.argv[2] ?? 'dist';
const ssrEntry = resolve(process.argv[3] ?? 'node_modules/.cache/ssr/entry-server.js');

// The page module of each PageKey (src/app/route-table.ts loads the same files).
const PAGE_FILES: Record<PageKey, string> = {
  home: 'src/pages/home.tsx',
  landing: 'src/pages/landing.tsx',
  carrier: 'src/pages/carrier.tsx',
  legal: 'src/pages/legal.tsx',
  vat: 'src/pages/vat.tsx',
  info: 'src/pages/info.tsx',
  form: 'src/pages/contact-form.tsx',
  placeholder: 'src/pages/placeholder-page.tsx',
  docs: 'src/pages/docs.tsx',
  'protected-placeholder': 'src/pages/protected-placeholder.tsx',
  'not-found': 'src/pages/not-found.tsx',
  login: 'src/pages/login.tsx',
  register: 'src/pages/register.tsx',
  'forgot-password': 'src/pages/forgot-password.tsx',
  'reset-password': 'src/pages/reset-password.tsx',
  'social-callback': 'src/pages/social-callback.tsx',
  'set-password': 'src/pages/set-password.tsx',
  'verify-email': 'src/pages/verify-email.tsx',
  'login-callback': 'src/pages/login-callback.tsx',
  order: 'src/pages/order.tsx',
  checkout: 'src/pages/checkout.tsx',
  tracking: 'src/pages/tracking.tsx',
  confirmation: 'src/pages/protected-confirmation.tsx',
  dashboard: 'src/pages/protected-dashboard.tsx',
  'return-directory': 'src/pages/return-directory.tsx',
  'return-shop': 'src/pages/return-shop.tsx',
  'return-request': 'src/pages/return-request.tsx',
  integration: 'src/pages/integration.tsx',
};

interface ManifestChunk { file: string; name?: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: (url: string) => Promise<string> };

// Canonical URLs, Open Graph, the sitemap and robots.txt name the public site (SITE_URL at build).
const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
const head = { siteUrl, fromPrices: fromPrices() };
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
if (!DESCRIPTION.test(template)) throw new Error('prerender: <meta name="description"> not found in index.html');

/** The page chunk and the CSS it needs (its own and its imports'), minus what the shell already links. */
function pageAssets(key: string): { js: string; css: string[] } {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
  const css = new Set<string>();
  const visit = (k: string, seen = new Set<string>()) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const c of manifest[k]?.css ?? []) css.add(c);
    for (const i of manifest[k]?.imports ?? []) visit(i, seen);
  };
  visit(key);
  return { js: chunk.file, css: [...css].filter((c) => !linkedByShell(c)) };
}

function linkedByShell(c: string): boolean {
  return new RegExp(`<link rel="stylesheet"[^>]*href="/${c.replace(/[.]/g, '\\.')}"`).test(template);
}

/** The stylesheets of a chunk and of its static imports (every one the app links when it loads it). */
function chunkCss(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key]?.css ?? []), ...(manifest[key]?.imports ?? []).flatMap((i) => chunkCss(i, seen))];
}

// Lazy chunks whose markup the build renders into the page (entry-server.tsx loads them first),
// found in the HTML by a class of their markup. Their stylesheets are not render-blocking: linked
// as print stylesheets, turned on by the loader once the page has been painted (data-after-paint);
// until they apply, the page's own CSS keeps that markup hidden under a placeholder
// (features/shipping/calculator-section.css). The app finds them linked when it loads the chunk.
const PRERENDERED_LAZY_CHUNKS = [{ name: 'shipping-calculator', marker: 'class="calculator__form"' }].map(({ name, marker }) => {
  const lazy = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  const key = [...lazy].find((k) => manifest[k]?.name === name);
  if (!key) throw new Error(`prerender: no lazy chunk named ${name} in the build manifest`);
  return { key, marker };
});

function afterPaintCss(body: string, blocking: string[]): string[] {
  const css = new Set<string>();
  for (const { key, marker } of PRERENDERED_LAZY_CHUNKS) if (body.includes(marker)) for (const c of chunkCss(key)) css.add(c);
  return [...css].filter((c) => !blocking.includes(c) && !linkedByShell(c));
}

// The app's entry starts once the prerendered page has been painted: the content is on screen
// first, then the app takes it over. "Painted" is the browser's own first-contentful-paint entry
// (a requestAnimationFrame callback runs before the frame reaches the screen, so the entry could
// still arrive first and compete with the paint). Without paint timing: after the load event and a
// frame; in a tab that never paints (opened in the background), 3 s after the load event. Module
// preloads would only compete with the page's own CSS for the first paint. The stylesheets of a
// prerendered lazy chunk (data-after-paint) are turned on at the same moment.
const entryTag = template.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/);
if (!entryTag?.[1]) throw new Error('prerender: the entry <script type="module"> was not found in index.html');
const loader =
  `<script>(function(){var started=0;function start(){if(started)return;started=1;setTimeout(function(){` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src='${entryTag[1]}';document.head.appendChild(s)});` +
  `var late=document.querySelectorAll('link[data-after-paint]');for(var i=0;i<late.length;i++)late[i].media='all'}` +
  `var paint=window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;` +
  `if(paint)new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});` +
  `addEventListener('load',function(){if(paint)setTimeout(start,3000);else requestAnimationFrame(function(){start()})})` +
  // A prerendered calculator's form submitted before its code is here: no native submit (it would
  // reload the page with the form's fields in the address); its code handles the next one.
  `;document.addEventListener('submit',function(e){var f=e.target;if(f&&f.closest&&f.closest('.calculator-section'))e.preventDefault()},true)})()</script>`;
const pageTemplate = template
  .replace(entryTag[0], '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</body>', `  ${loader}\n  </body>`);

// The not-found page is also the server's answer (404) to any path that is no page. Before the app
// starts, the address becomes /not-found, as the app's own redirect of unknown paths does (spec §2),
// so the app takes over the same page it finds on screen.
const toNotFound = `<script>if(location.pathname!=='${NOT_FOUND_PATH}')history.replaceState(null,'','${NOT_FOUND_PATH}')</script>`;

const routes: Record<string, string> = {};
for (const route of ROUTES) {
  if (!isPrerendered(route)) continue;
  const body = await render(route.path);
  const meta = prerenderedMeta(route);
  const assets = pageAssets(PAGE_FILES[route.page]);
  const links = [
    ...assets.css.map((c) => `<link rel="stylesheet" crossorigin href="/${c}">`),
    ...afterPaintCss(body, assets.css).map((c) => `<link rel="stylesheet" media="print" data-after-paint crossorigin href="/${c}">`),
  ];
  const tags = [
    ...links,
    headTags(meta, head),
    ...(isIndexable(route) ? [] : ['<meta name="robots" content="noindex">']),
    ...(route.path === NOT_FOUND_PATH ? [toNotFound] : []),
  ].join('\n    ');
  const html = pageTemplate
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', `  ${tags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
  if (!html.includes('data-prerendered')) throw new Error('prerender: <div id="root"></div> not found in index.html');
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
  mkdirSync(dirname(join(dist, 'prerendered', file)), { recursive: true });
  writeFileSync(join(dist, 'prerendered', file), html);
  routes[route.path] = file;
}
writeFileSync(join(dist, 'prerendered', 'routes.json'), JSON.stringify(routes, null, 1));
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));
console.info(`prerendered ${Object.keys(routes).length} pages into ${join(dist, 'prerendered')}, sitemap.xml and robots.txt for ${siteUrl}`);
