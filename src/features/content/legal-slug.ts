// Readable, stable anchors from Romanian headings ("Ce date prelucrăm" -> "ce-date-prelucram") and
// the Romanian long date of the "last updated" line. Pure: the prerendered HTML and the app agree.
import type { DocSection } from './legal-types.ts';

// The cedilla forms (U+015F, U+0163) are written as escapes: src/ must not contain them literally.
const FOLD: Record<string, string> = { ă: 'a', â: 'a', î: 'i', ș: 's', '\u015f': 's', ț: 't', '\u0163': 't' };

export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('ro-RO')
    .replace(/[ăâîș\u015fț\u0163]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^\d+(\.\d+)*\.?\s+/, '') // a leading "3." or "2.1" numbering is not part of the anchor
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function sectionId(section: Pick<DocSection, 'id' | 'heading'>): string {
  return section.id ?? slugify(section.heading);
}

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

/** "2026-11-23" -> "23 noiembrie 2026" (no Intl: identical on the server and in every browser). */
export function formatRoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}
