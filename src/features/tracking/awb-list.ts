// Reading what the user typed or pasted into the AWB field: any mix of newlines, commas,
// semicolons and spaces between AWBs, case ignored, repeats dropped (the first kept, in order).
// An AWB is 6-20 letters and digits (domain.md: formats are not published); a request holds at
// most 200 (the server refuses more with 422, the field refuses them first).
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { pickPlural } from '../../lib/format.ts';

export const MAX_AWBS = 200;
export const AWB_PATTERN = /^[A-Z0-9]{6,20}$/;

export interface ParsedAwbList {
  /** Valid AWBs, upper-case, in the order given, without repeats. */
  awbs: string[];
  /** Tokens that are not AWBs, as typed (repeats dropped). */
  invalid: string[];
  /** How many repeats were dropped. */
  duplicates: number;
}

export function parseAwbList(text: string): ParsedAwbList {
  const awbs: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const token of text.split(/[\s,;]+/)) {
    if (!token) continue;
    const awb = token.toUpperCase();
    if (seen.has(awb)) {
      duplicates += 1;
      continue;
    }
    seen.add(awb);
    if (AWB_PATTERN.test(awb)) awbs.push(awb);
    else invalid.push(token);
  }
  return { awbs, invalid, duplicates };
}

/** "1 AWB", "3 AWB-uri", "20 de AWB-uri". */
export function awbCount(n: number): string {
  return fillTracking(pickPlural(n, roTracking.awbCount), { n });
}

/** The field's error for a parsed list, or null when it may be sent. */
export function awbListError(parsed: ParsedAwbList): string | null {
  const t = roTracking;
  if (parsed.invalid.length === 1) return fillTracking(t.awbInvalidOne, { awb: parsed.invalid[0] ?? '' });
  if (parsed.invalid.length > 1) {
    const shown = parsed.invalid.slice(0, 3).map((token) => `„${token}”`).join(', ');
    const more = parsed.invalid.length > 3 ? fillTracking(t.awbInvalidMore, { count: parsed.invalid.length - 3 }) : '';
    return fillTracking(t.awbInvalidMany, { list: shown + more });
  }
  if (parsed.awbs.length === 0) return t.awbRequired;
  if (parsed.awbs.length > MAX_AWBS) return fillTracking(t.awbTooMany, { count: parsed.awbs.length });
  return null;
}

/** What the count under the field says. */
export function awbCountText(parsed: ParsedAwbList): string {
  const total = parsed.awbs.length + parsed.invalid.length;
  if (total === 0) return roTracking.countNone;
  const count = awbCount(total);
  const { duplicates } = parsed;
  if (duplicates === 0) return `${count}.`;
  if (duplicates === 1) return fillTracking(roTracking.countDuplicate, { count });
  const template = pickPlural(duplicates, { one: roTracking.countDuplicates, few: roTracking.countDuplicates, other: roTracking.countDuplicatesOther });
  return fillTracking(template, { count, duplicates });
}
