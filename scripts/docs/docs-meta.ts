// The head of a prerendered page, docs pages included: their description lives in their generated
// data (scripts/docs-build.ts runs before the prerender and the tests), not in a copy module.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageMeta, type PageMeta } from '../../src/app/seo/page-meta.ts';
import { docsPageKey } from '../../src/features/docs/docs-page-key.ts';
import type { DocPage } from '../../src/features/docs/docs-types.ts';
import type { RouteData } from '../../src/shared/routes-data.ts';

const GENERATED = join(import.meta.dirname, '..', '..', 'src', 'features', 'docs', 'generated', 'pages');

export function docsCopy(path: string): { description: string } {
  const file = join(GENERATED, `${docsPageKey(path)}.json`);
  return { description: (JSON.parse(readFileSync(file, 'utf8')) as DocPage).description };
}

export function prerenderedMeta(route: RouteData): PageMeta {
  return pageMeta(route, route.page === 'docs' ? docsCopy(route.path) : undefined);
}
