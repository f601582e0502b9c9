// The docs search: an index built at build time (scripts/docs-build.ts) with one entry per page and
// per section, its text already lower-cased and without diacritics, and a search that ranks the
// entries holding every word of the query. Small and linear on purpose: about 400 entries, a
// three-letter query answers in well under a millisecond on a desktop.
import type { DocBlock, DocPage } from './docs-types.ts';

export interface SearchEntry {
  /** Page path, with #anchor for a section. */
  to: string;
  /** The page's title. */
  page: string;
  /** The section's heading (absent for the page itself). */
  section?: string;
  /** Searchable text: normalised (see normalize). */
  text: string;
  /** Normalised title (page or section), ranked above the text. */
  title: string;
}

export interface SearchResult {
  to: string;
  page: string;
  section?: string;
}

/** Lower case, no diacritics (ș -> s), inline markup gone, whitespace collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[`*[\]()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SECTION_TEXT = 240;

function blockText(block: DocBlock): string {
  switch (block.kind) {
    case 'p':
    case 'note':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'endpoint':
      return `${block.method} ${block.path}`;
    case 'fields':
      return block.rows.map((r) => r.name).join(' ');
    case 'table':
      return block.rows.map((r) => r[0] ?? '').join(' ');
    default:
      return '';
  }
}

export function buildSearchIndex(pages: readonly DocPage[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const page of pages) {
    entries.push({ to: page.path, page: page.title, title: normalize(page.title), text: normalize(`${page.lead}`).slice(0, SECTION_TEXT) });
    let section: { id: string; text: string; parts: string[] } | null = null;
    const flush = () => {
      if (section) entries.push({ to: `${page.path}#${section.id}`, page: page.title, section: section.text, title: normalize(section.text), text: normalize(section.parts.join(' ')).slice(0, SECTION_TEXT) });
    };
    for (const block of page.blocks) {
      if (block.kind === 'h2' || block.kind === 'h3') {
        flush();
        section = { id: block.id, text: block.text, parts: [] };
      } else if (section) section.parts.push(blockText(block));
    }
    flush();
  }
  return entries;
}

/** Entries holding every word of the query, titles first, at most `limit`. */
export function searchDocs(index: readonly SearchEntry[], query: string, limit = 12): SearchResult[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of index) {
    let score = 0;
    for (const word of words) {
      if (entry.title.includes(word)) score += entry.title.startsWith(word) || entry.title.includes(` ${word}`) ? 4 : 3;
      else if (entry.text.includes(word)) score += 1;
      else {
        score = 0;
        break;
      }
    }
    if (score > 0) scored.push({ entry, score: score + (entry.section ? 0 : 0.5) });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map(({ entry }) => ({ to: entry.to, page: entry.page, ...(entry.section ? { section: entry.section } : {}) }));
}
