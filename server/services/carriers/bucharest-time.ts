// Romanian carriers write many of their dates as Romanian wall-clock time without a zone: FAN's
// event dates and token expiry ("2023-11-28 18:58:00", carrier-apis.md section 1 [?]), Bookurier's
// `sort_date` (section 6), Cargus's event dates ("2025-03-10T09:00:00", section 2), Sameday's token
// expiry ('Y-m-d H:i', section 4). This reads them as Europe/Bucharest, summer time included, from
// the platform's time-zone data. Shared by the adapters (which never import each other).

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

/** A civil date and time, every field a number (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Bucharest's civil date and time at `at` (ms since the epoch, or a Date). */
export function bucharestWallClock(at: number | Date): WallClock {
  const p: Record<string, number> = {};
  for (const part of PARTS.formatToParts(new Date(at))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** Bucharest's offset from UTC at `at`, in ms (2 or 3 hours). */
export function bucharestOffsetMs(at: number): number {
  const p = bucharestWallClock(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a Bucharest wall-clock time names; `wall` is that time's fields read as if in UTC
 * (`Date.UTC(year, month - 1, day, hour, minute, second)`).
 */
export function fromBucharestWall(wall: number): Date {
  // Twice: the offset at the guess can differ from the one at the answer around a clock change.
  const guess = wall - bucharestOffsetMs(wall);
  return new Date(wall - bucharestOffsetMs(guess));
}

/** "YYYY-MM-DD HH:mm[:ss]" in Bucharest time (or an ISO text with a zone) as a Date; null if unreadable. */
export function bucharestTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) {
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return fromBucharestWall(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
}

/**
 * The pickup day to send a carrier (YYYY-MM-DD): the order's (chosen or estimated), never before
 * today in Bucharest (a booking retried later cannot ask for a day gone by).
 */
export function bookingPickupDate(pickupDate: string | undefined, now: Date): string {
  const w = bucharestWallClock(now);
  const today = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  return pickupDate && pickupDate > today ? pickupDate : today;
}
