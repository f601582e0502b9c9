// Working days in Romania for pickup and delivery estimates. Dates are civil dates in
// Europe/Bucharest kept as day numbers (days since 1970-01-01) so that stepping is cheap and free of
// time-zone and DST traps; Saturdays, Sundays and the public holidays of server/data/holidays-ro.json
// are not working days (the rule in holidays.ts covers years outside the file).
import { readFileSync } from 'node:fs';
import { romanianHolidays, type Holiday } from './holidays.ts';

const DAY_MS = 86_400_000;

interface HolidayFile {
  first_year: number;
  last_year: number;
  holidays: Holiday[];
}

const file = JSON.parse(readFileSync(new URL('../../data/holidays-ro.json', import.meta.url), 'utf8')) as HolidayFile;
const holidayDays = new Set(file.holidays.map((h) => toDay(h.date)));
const computedYears = new Set<number>();
// Days covered by the file: inside it no year needs computing.
const fileFirstDay = Date.UTC(file.first_year, 0, 1) / DAY_MS;
const fileLastDay = Date.UTC(file.last_year, 11, 31) / DAY_MS;

export function toDay(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

const isoCache = new Map<number, string>();
export function toIso(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoCache.size < 10_000) isoCache.set(day, iso);
  }
  return iso;
}

/** 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

export function isHoliday(day: number): boolean {
  if (day >= fileFirstDay && day <= fileLastDay) return holidayDays.has(day);
  const year = yearOf(day);
  if (!computedYears.has(year)) {
    computedYears.add(year);
    for (const h of romanianHolidays(year)) holidayDays.add(toDay(h.date));
  }
  return holidayDays.has(day);
}

export function isWorkingDay(day: number): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !isHoliday(day);
}

export function nextWorkingDay(day: number): number {
  let d = day + 1;
  while (!isWorkingDay(d)) d++;
  return d;
}

/** A moment as Bucharest's civil date (day number) and hour (0-23). */
export interface LocalMoment {
  day: number;
  hour: number;
}

const BUCHAREST = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

// Bucharest's offset from UTC is a whole number of hours: the answer only changes with the UTC hour.
let lastHour = NaN;
let lastMoment: LocalMoment = { day: 0, hour: 0 };

export function inBucharest(now: Date): LocalMoment {
  const utcHour = Math.floor(now.getTime() / 3_600_000);
  if (utcHour !== lastHour) {
    lastMoment = bucharestParts(now);
    lastHour = utcHour;
  }
  return lastMoment;
}

function bucharestParts(now: Date): LocalMoment {
  const parts: Record<string, string> = {};
  for (const p of BUCHAREST.formatToParts(now)) parts[p.type] = p.value;
  return { day: toDay(`${parts.year}-${parts.month}-${parts.day}`), hour: Number(parts.hour) };
}

/** The day a carrier collects a parcel handed over at `now`: today before the cut-off hour on a working day, else the next working day. */
export function pickupDay(now: LocalMoment, cutoffHour: number): number {
  return isWorkingDay(now.day) && now.hour < cutoffHour ? now.day : nextWorkingDay(now.day);
}

/** `count` working days from `first` (a working day) on: the days a pickup can be asked for. */
export function workingDaysFrom(first: number, count: number): number[] {
  const days = [first];
  while (days.length < count) days.push(nextWorkingDay(days[days.length - 1]!));
  return days;
}

/**
 * The delivery day `transitDays` working days after pickup. With Saturday delivery a Saturday that
 * is not a holiday counts too, so a Friday pickup with one day in transit arrives on Saturday.
 */
export function deliveryDay(pickup: number, transitDays: number, saturday: boolean): number {
  let d = pickup;
  let left = transitDays;
  while (left > 0) {
    d++;
    if (isWorkingDay(d) || (saturday && weekday(d) === 6 && !isHoliday(d))) left--;
  }
  return d;
}
