// Romanian number, money and date formatting (Intl 'ro-RO'). Each formatter is built on its first use
// and reused: the first Intl object of a page costs 40-100 ms (the browser loads its locale data), so
// none is built while a page starts, only when something is actually formatted.
import { yieldToMain } from './yield.ts';

const LOCALE = 'ro-RO';

function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const ron = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'RON' }));
const decimal = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));
const date = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }));
const longDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }));
const plural = lazy(() => new Intl.PluralRules(LOCALE));
const weekdayDay = lazy(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long' }));
const weekdayDayYear = lazy(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const dateTime = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));

// Romania's clock whatever the device's: a legal moment (a withdrawal's acknowledgement) reads the
// same on screen as in its e-mail (server/services/mail/return-templates.ts RETURN_WHEN).
const romanianMoment = lazy(() => new Intl.DateTimeFormat(LOCALE, { timeZone: 'Europe/Bucharest', dateStyle: 'long', timeStyle: 'short' }));

type DateInput = Date | string | number;

const FORMATTERS = { ron, decimal, date, longDate, plural, weekdayDay, weekdayDayYear, dateTime };
export type FormatterName = keyof typeof FORMATTERS;

/**
 * Builds formatters ahead of a large render that uses them, each in a task of its own (yieldToMain):
 * built inside the render, the first one's locale data made one render slice a long task (issue #35).
 */
export async function warmFormatters(names: readonly FormatterName[]): Promise<void> {
  for (const name of names) {
    await yieldToMain();
    FORMATTERS[name]();
  }
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 1234.5 -> "1.234,50 RON" */
export function formatRon(amount: number): string {
  return ron().format(amount);
}

/** 1234.5 -> "1.234,5" */
export function formatNumber(value: number): string {
  return decimal().format(value);
}

/** 2.5 -> "2,5 kg" */
export function formatKg(value: number): string {
  return `${decimal().format(value)} kg`;
}

/** -> "05.03.2026" */
export function formatDate(value: DateInput): string {
  return date().format(toDate(value));
}

/** -> "5 martie 2026" */
export function formatLongDate(value: DateInput): string {
  return longDate().format(toDate(value));
}

/** -> "05.03.2026, 14:30" */
export function formatDateTime(value: DateInput): string {
  return dateTime().format(toDate(value));
}

/** -> "5 martie 2026 la 14:30", in Romania's time (as the mails write it). */
export function formatRomanianMoment(value: DateInput): string {
  return romanianMoment().format(toDate(value));
}

/** A calendar date "yyyy-mm-dd" (no time) -> "05.03.2026", read at noon so no time zone moves the day. */
export function formatIsoDay(isoDate: string): string {
  return formatDate(`${isoDate}T12:00:00`);
}

/** A calendar date "yyyy-mm-dd" -> "marți, 24 noiembrie" (with the year when not `now`'s year); read at noon. */
export function formatWeekdayDay(isoDate: string, now: number = Date.now()): string {
  const day = new Date(`${isoDate}T12:00:00`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return (day.getFullYear() === new Date(now).getFullYear() ? weekdayDay() : weekdayDayYear()).format(day);
}

/** Romanian plural forms: 1 "un minut", 2-19 "3 minute", 0 and 20+ "20 de minute" (one, few, other). */
export function pickPlural<T>(n: number, forms: { one: T; few: T; other: T }): T {
  const category = plural().select(n);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other;
}
