// Every /docs page as data: the written guides (src/features/docs/guides/, a guide with calls of its
// own gets their reference appended), the reference pages generated from the OpenAPI document and
// the tables pages from the server's own data. Used by scripts/docs-build.ts and the tests.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocBlock, DocPage } from '../../src/features/docs/docs-types.ts';
import { withKeyLine } from '../../src/features/docs/request-samples.ts';
import { allDocsPaths } from '../../src/shared/docs-pages.ts';
import { DEFAULT_SITE_URL } from '../../src/shared/sitemap.ts';
import { coverageProblems, operationSections, REFERENCE_OPERATIONS, referencePage, type OpenApiDoc } from './reference-pages.ts';
import { tablesPages } from './tables-pages.ts';

const GUIDES_DIR = join(import.meta.dirname, '..', '..', 'src', 'features', 'docs', 'guides');

/** A written request example starts with the key line too (the page shows the user's own key there). */
function keyLine(block: DocBlock): DocBlock {
  return block.kind === 'code' && block.run ? { ...block, samples: block.samples.map(withKeyLine) } : block;
}

/** A written page whose links to Curiero (written with the default site's origin) lead to `siteUrl`, the site being built. */
function atSite(page: DocPage, siteUrl: string): DocPage {
  return siteUrl === DEFAULT_SITE_URL ? page : (JSON.parse(JSON.stringify(page).replaceAll(`${DEFAULT_SITE_URL}/`, `${siteUrl}/`)) as DocPage);
}

export interface BuildOptions {
  siteUrl: string;
  /** Drafting: missing examples are left out and missing pages stand in empty, instead of failing. */
  draft?: boolean;
}

export async function buildDocsPages(doc: OpenApiDoc, { siteUrl, draft = false }: BuildOptions): Promise<DocPage[]> {
  const coverage = coverageProblems(doc);
  if (coverage.length) throw new Error(`docs: ${coverage.join('; ')}`);
  const options = { siteUrl, strict: !draft };
  const pages = new Map<string, DocPage>();
  for (const file of readdirSync(GUIDES_DIR).filter((f) => f.endsWith('.ts')).sort()) {
    const { page: written } = (await import(pathToFileURL(join(GUIDES_DIR, file)).href)) as { page: DocPage };
    const page = atSite({ ...written, blocks: written.blocks.map(keyLine) }, siteUrl);
    const calls = operationSections(doc, page.path, options);
    pages.set(page.path, calls.length ? { ...page, blocks: [...page.blocks, ...calls] } : page);
  }
  for (const path of Object.keys(REFERENCE_OPERATIONS)) {
    if (path.startsWith('/docs/api/') && !pages.has(path)) pages.set(path, referencePage(doc, path, options));
  }
  for (const page of tablesPages()) pages.set(page.path, page);

  const paths = allDocsPaths();
  const unknown = [...pages.keys()].filter((p) => !paths.includes(p));
  if (unknown.length) throw new Error(`docs: pages with no route: ${unknown.join(', ')}`);
  const missing = paths.filter((p) => !pages.has(p));
  if (missing.length && !draft) throw new Error(`docs: no page for ${missing.join(', ')}`);
  for (const path of missing) pages.set(path, { path, title: path, description: path, lead: 'Pagină lipsă (DOCS_DRAFT).', blocks: [] });
  return paths.map((p) => pages.get(p)!);
}
