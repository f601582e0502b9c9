// Bulk tracking's list of AWBs, read the same way by the dashboard page (before it asks) and by the
// server (POST /api/private/tracking/bulk): pasted text split on line breaks, commas, semicolons or
// spaces; each AWB normalised (upper case) and checked against the one rule carriers let us rely on
// (6-20 letters and digits); duplicates counted once; at most 200 distinct AWBs. The Romanian
// messages name the AWBs that are wrong or over the limit.

export const MAX_BULK_AWBS = 200;
/** AWBs a message names before it says how many more there are. */
const NAMED = 10;

const AWB_PATTERN = /^[A-Z0-9]{6,20}$/;

/** The pieces of pasted text that may be AWBs (empty ones dropped). */
export function splitAwbText(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/** „A”, „B” și încă 3 */
function named(list: readonly string[]): string {
  const shown = list.slice(0, NAMED).map((awb) => `„${awb}”`);
  const more = list.length - shown.length;
  return more > 0 ? `${shown.join(', ')} și încă ${more}` : shown.join(', ');
}

export const BULK_AWB_MESSAGES = {
  empty: 'Lipește cel puțin un AWB.',
  invalidItem: (raw: string) => `„${raw}” nu este un AWB: un AWB are între 6 și 20 de litere și cifre.`,
  invalid: (raws: readonly string[]) =>
    raws.length === 1
      ? `${named(raws)} nu este un AWB valid (un AWB are între 6 și 20 de litere și cifre). Corectează-l sau șterge-l.`
      : `${raws.length} AWB-uri nu sunt valide (un AWB are între 6 și 20 de litere și cifre): ${named(raws)}. Corectează-le sau șterge-le.`,
  tooMany: (count: number, over: readonly string[]) =>
    `Poți urmări cel mult ${MAX_BULK_AWBS} de AWB-uri odată, iar lista are ${count}.${over.length ? ` Peste limită: ${named(over)}.` : ''} Împarte lista în mai multe căutări.`,
} as const;

export type BulkAwbList =
  | { ok: true; awbs: string[] }
  | {
      ok: false;
      /** The sentence to show, naming the AWBs. */
      message: string;
      /** Malformed entries by their position in the list as sent. */
      invalid: { index: number; raw: string }[];
      /** Distinct valid AWBs beyond the limit. */
      over: string[];
    };

/** The distinct normalised AWBs of `list` (entries as typed or sent), or why not. */
export function parseBulkAwbs(list: readonly string[]): BulkAwbList {
  const invalid: { index: number; raw: string }[] = [];
  const awbs = new Set<string>();
  list.forEach((raw, index) => {
    const awb = raw.replace(/\s+/g, '').toUpperCase();
    if (AWB_PATTERN.test(awb)) awbs.add(awb);
    else invalid.push({ index, raw: raw.trim() || raw });
  });
  const distinct = [...awbs];
  if (invalid.length) return { ok: false, message: BULK_AWB_MESSAGES.invalid(invalid.map((i) => i.raw)), invalid, over: [] };
  if (distinct.length === 0) return { ok: false, message: BULK_AWB_MESSAGES.empty, invalid: [], over: [] };
  if (distinct.length > MAX_BULK_AWBS) {
    const over = distinct.slice(MAX_BULK_AWBS);
    return { ok: false, message: BULK_AWB_MESSAGES.tooMany(distinct.length, over), invalid: [], over };
  }
  return { ok: true, awbs: distinct };
}

/** The bulk tracking page of the dashboard, with these AWBs in its box (a batch's page links to it). */
export function bulkTrackingPath(awbs: readonly string[] = []): string {
  return awbs.length ? `/dashboard/urmarire-lot?${new URLSearchParams({ awb: awbs.join(',') })}` : '/dashboard/urmarire-lot';
}
