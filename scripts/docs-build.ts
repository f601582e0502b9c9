// `tsx scripts/docs-build.ts [--draft]`: the documentation pages as data, before the client build.
// The public API's OpenAPI document is built from the route schemas (no server, no database), every
// /docs page is assembled from it (reference pages), from the server's own tables (tables pages)
// and from the written guides, and written to src/features/docs/generated/ (not in git): one JSON
// per page, loaded lazily by the docs page, plus the search index. Fails when a page is missing, an
// operation is on no page or lacks its examples. --draft: missing examples are left out instead.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { buildOpenApiDocument } from '../server/routes/public/openapi-document.ts';
import type { DocPage } from '../src/features/docs/docs-types.ts';
import { docsPageKey } from '../src/features/docs/docs-page-key.ts';
import { buildSearchIndex } from '../src/features/docs/search-index.ts';
import { allDocsPaths } from '../src/shared/docs-pages.ts';
import { DEFAULT_SITE_URL } from '../src/shared/sitemap.ts';
import { coverageProblems, REFERENCE_OPERATIONS, referencePage, type OpenApiDoc } from './docs/reference-pages.ts';
import { operationSections } from './docs/reference-pages.ts';
import { tablesPages } from './docs/tables-pages.ts';

const draft = process.argv.includes('--draft') || process.env.DOCS_DRAFT === '1';
const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
const outDir = join(import.meta.dirname, '..', 'src', 'features', 'docs', 'generated');
const guidesDir = join(import.meta.dirname, '..', 'src', 'features', 'docs', 'guides');

// The document as the public site serves it: its server URL is the site's.
const doc = (await buildOpenApiDocument(loadConfig({ ...process.env, PUBLIC_URL: siteUrl }))) as unknown as OpenApiDoc;
const coverage = coverageProblems(doc);
if (coverage.length) throw new Error(`docs: ${coverage.join('; ')}`);

const pages = new Map<string, DocPage>();
for (const file of readdirSync(guidesDir).filter((f) => f.endsWith('.ts'))) {
  const { page } = (await import(pathToFileURL(join(guidesDir, file)).href)) as { page: DocPage };
  // A guide with calls of its own (webhooks) gets their reference appended.
  const calls = operationSections(doc, page.path, { siteUrl, strict: !draft });
  pages.set(page.path, calls.length ? { ...page, blocks: [...page.blocks, ...calls] } : page);
}
for (const path of Object.keys(REFERENCE_OPERATIONS)) if (path.startsWith('/docs/api/') && !pages.has(path)) pages.set(path, referencePage(doc, path, { siteUrl, strict: !draft }));
for (const page of tablesPages()) pages.set(page.path, page);

const missing = allDocsPaths().filter((p) => !pages.has(p));
const unknown = [...pages.keys()].filter((p) => !allDocsPaths().includes(p));
if (unknown.length) throw new Error(`docs: pages with no route: ${unknown.join(', ')}`);
if (missing.length && !draft) throw new Error(`docs: no page for ${missing.join(', ')}`);
// Drafting only: an empty page stands in for a missing one, so the rest can be built and looked at.
for (const path of missing) pages.set(path, { path, title: path, description: path, lead: 'Pagină lipsă (DOCS_DRAFT).', blocks: [] });

rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'pages'), { recursive: true });
for (const page of pages.values()) writeFileSync(join(outDir, 'pages', `${docsPageKey(page.path)}.json`), JSON.stringify(page));
writeFileSync(join(outDir, 'search-index.json'), JSON.stringify(buildSearchIndex([...pages.values()])));
console.info(`docs: ${pages.size} pages${missing.length ? ` (missing: ${missing.join(', ')})` : ''} into ${outDir}`);
