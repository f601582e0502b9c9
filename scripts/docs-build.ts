// `tsx scripts/docs-build.ts [--draft]`: the documentation pages as data, before the client build.
// The public API's OpenAPI document is built from the route schemas (no server, no database), every
// /docs page is assembled from it (scripts/docs/build-pages.ts), and written to
// src/features/docs/generated/ (not in git): one JSON per page, loaded lazily by the docs page, and
// the search index. Fails when a page is missing, an operation is on no page or lacks its examples.
// --draft (or DOCS_DRAFT=1), while writing: missing examples are left out, missing pages stand in empty.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config/index.ts';
import { buildOpenApiDocument } from '../server/app/openapi-document.ts';
import { docsPageKey } from '../src/features/docs/docs-page-key.ts';
import { buildSearchIndex } from '../src/features/docs/search-index.ts';
import { DEFAULT_SITE_URL } from '../src/shared/sitemap.ts';
import { buildDocsPages } from './docs/build-pages.ts';
import type { OpenApiDoc } from './docs/reference-pages.ts';

const draft = process.argv.includes('--draft') || process.env.DOCS_DRAFT === '1';
const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
const outDir = join(import.meta.dirname, '..', 'src', 'features', 'docs', 'generated');

// The document as the public site serves it: its server URL is the site's.
const doc = (await buildOpenApiDocument(loadConfig({ ...process.env, PUBLIC_URL: siteUrl }))) as unknown as OpenApiDoc;
const pages = await buildDocsPages(doc, { siteUrl, draft });

rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'pages'), { recursive: true });
for (const page of pages) writeFileSync(join(outDir, 'pages', `${docsPageKey(page.path)}.json`), JSON.stringify(page));
writeFileSync(join(outDir, 'search-index.json'), JSON.stringify(buildSearchIndex(pages)));
console.info(`docs: ${pages.length} pages into ${outDir}${draft ? ' (draft)' : ''}`);
