// Bookurier writes its event dates (`sort_date`) as Romanian wall-clock time without a zone
// (carrier-apis.md section 6): read them as Europe/Bucharest, summer time included. (FAN has the
// same need and its own copy: adapters never import each other.)

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Bucharest's offset from UTC at `at`, in ms (2 or 3 hours). */
function offsetMs(at: number): number {
  const p: Record<string, number> = {};
  for (const part of PARTS.formatToParts(new Date(at))) p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/** "YYYY-MM-DD HH:mm[:ss]" in Bucharest time (or an ISO text with a zone) as a Date; null if unreadable. */
export function bucharestTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) {
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  // Twice: the offset at the guess can differ from the one at the answer around a clock change.
  const guess = wall - offsetMs(wall);
  return new Date(wall - offsetMs(guess));
}
