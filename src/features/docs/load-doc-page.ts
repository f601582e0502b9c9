// A docs page's data: one JSON per page written by scripts/docs-build.ts, each its own lazy chunk
// (the service worker precaches them all, so every docs page opens offline after one visit).
import { docsPageKey } from './docs-page-key.ts';
import type { DocPage } from './docs-types.ts';

const PAGES = import.meta.glob<DocPage>('./generated/pages/*.json', { import: 'default' });

export async function loadDocPage(path: string): Promise<DocPage> {
  const load = PAGES[`./generated/pages/${docsPageKey(path)}.json`];
  if (!load) throw new Error(`docs: no page data for ${path} (run scripts/docs-build.ts)`);
  return load();
}
