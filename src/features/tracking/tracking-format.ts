// Romanian wording of times on the tracking screens: how old a saved result is ("acum 12
// minute", "ieri"). Dates and times come from lib/format.ts. Numbers
// follow Romanian plural rules: 1 "un minut", 2-19 "3 minute", 20 and above "20 de minute".
import { formatLongDate, pickPlural } from '../../lib/format.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function counted(n: number, one: string, few: string, other: string): string {
  return fillTracking(pickPlural(n, { one, few, other }), { n });
}

function startOfDay(time: number): number {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Whole calendar days between two instants, in the device's time zone. */
function calendarDaysBetween(then: number, now: number): number {
  return Math.round((startOfDay(now) - startOfDay(then)) / (24 * HOUR));
}

/** How long ago `then` was, seen at `now` (both ms since the epoch). */
export function formatAge(then: number, now: number = Date.now()): string {
  const a = roTracking.age;
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return a.now;
  if (elapsed < HOUR) return counted(Math.floor(elapsed / MINUTE), a.minute, a.minutes, a.minutesOther);
  const days = calendarDaysBetween(then, now);
  if (days === 0 || elapsed < 6 * HOUR) return counted(Math.floor(elapsed / HOUR), a.hour, a.hours, a.hoursOther);
  if (days === 1) return a.yesterday;
  if (days < 7) return counted(days, '', a.days, a.daysOther);
  return fillTracking(a.on, { date: formatLongDate(then) });
}
