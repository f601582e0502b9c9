// Romanian public holidays (Codul muncii, art. 139) as a rule: the fixed days plus the Orthodox
// Good Friday, Easter and Pentecost, whose dates follow the Julian-calendar Easter. The calendar
// reads the generated server/data/holidays-ro.json (scripts/holidays.ts writes it from these rules,
// and an operator may add a one-off day off there); the rule is the fallback for other years.

export interface Holiday {
  /** yyyy-mm-dd */
  date: string;
  name: string;
}

const FIXED: readonly [month: number, day: number, name: string][] = [
  [1, 1, 'Anul Nou'],
  [1, 2, 'A doua zi de Anul Nou'],
  [1, 6, 'Boboteaza'],
  [1, 7, 'Sfântul Ioan Botezătorul'],
  [1, 24, 'Ziua Unirii Principatelor Române'],
  [5, 1, 'Ziua Muncii'],
  [6, 1, 'Ziua Copilului'],
  [8, 15, 'Adormirea Maicii Domnului'],
  [11, 30, 'Sfântul Andrei'],
  [12, 1, 'Ziua Națională a României'],
  [12, 25, 'Crăciunul'],
  [12, 26, 'A doua zi de Crăciun'],
];

/** Days after Easter Sunday of the movable holidays. */
const MOVABLE: readonly [offset: number, name: string][] = [
  [-2, 'Vinerea Mare'],
  [0, 'Paștele'],
  [1, 'A doua zi de Paște'],
  [49, 'Rusaliile'],
  [50, 'A doua zi de Rusalii'],
];

const DAY_MS = 86_400_000;

function iso(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/**
 * Orthodox Easter Sunday (Gregorian date, yyyy-mm-dd) by Meeus' Julian algorithm, then shifted
 * by the Julian-Gregorian gap (13 days from 1900 to 2099).
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const gap = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return iso(Date.UTC(year, month - 1, day) + gap * DAY_MS);
}

/** The public holidays of a year, sorted; a date that is two holidays at once is listed once. */
export function romanianHolidays(year: number): Holiday[] {
  const byDate = new Map<string, string[]>();
  const add = (date: string, name: string) => {
    const names = byDate.get(date) ?? [];
    names.push(name);
    byDate.set(date, names);
  };
  for (const [month, day, name] of FIXED) add(iso(Date.UTC(year, month - 1, day)), name);
  const easter = Date.parse(`${orthodoxEaster(year)}T00:00:00Z`);
  for (const [offset, name] of MOVABLE) add(iso(easter + offset * DAY_MS), name);
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, names]) => ({ date, name: names.join('; ') }));
}
