// Romanian public holidays (Orthodox Easter by Meeus' Julian algorithm, the generated data file)
// and the working-day calendar of pickup and delivery estimates in Europe/Bucharest.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deliveryDay, inBucharest, isHoliday, isWorkingDay, pickupDay, toDay, toIso } from '../../server/services/pricing/calendar.ts';
import { orthodoxEaster, romanianHolidays } from '../../server/services/pricing/holidays.ts';

const at = (iso: string) => inBucharest(new Date(iso));

describe('Romanian public holidays', () => {
  it('computes Orthodox Easter (Meeus, Julian) on the known dates', () => {
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
    expect(orthodoxEaster(2028)).toBe('2028-04-16');
    expect(orthodoxEaster(2030)).toBe('2030-04-28');
  });

  it('lists the fixed and movable holidays, one entry per date', () => {
    const dates = romanianHolidays(2026).map((h) => h.date);
    expect(dates).toEqual([
      '2026-01-01', '2026-01-02', '2026-01-06', '2026-01-07', '2026-01-24', '2026-04-10', '2026-04-12', '2026-04-13',
      '2026-05-01', '2026-05-31', '2026-06-01', '2026-08-15', '2026-11-30', '2026-12-01', '2026-12-25', '2026-12-26',
    ]);
    // Pentecost Monday 2026 is 1 June, Children's Day too.
    expect(romanianHolidays(2026).find((h) => h.date === '2026-06-01')?.name).toBe('Ziua Copilului; A doua zi de Rusalii');
  });

  it('has the data file in step with the rule for 2025-2030', () => {
    const file = JSON.parse(readFileSync(new URL('../../server/data/holidays-ro.json', import.meta.url), 'utf8'));
    expect(file.first_year).toBe(2025);
    expect(file.last_year).toBe(2030);
    const expected = [];
    for (let y = 2025; y <= 2030; y++) expected.push(...romanianHolidays(y));
    expect(file.holidays).toEqual(expected);
  });

  it('knows holidays and weekends, also outside the file (rule fallback)', () => {
    expect(isHoliday(toDay('2026-12-01'))).toBe(true);
    expect(isHoliday(toDay('2027-04-30'))).toBe(true); // Good Friday 2027
    expect(isWorkingDay(toDay('2026-11-30'))).toBe(false); // Sfântul Andrei, a Monday
    expect(isWorkingDay(toDay('2026-11-28'))).toBe(false); // Saturday
    expect(isWorkingDay(toDay('2026-12-02'))).toBe(true);
    expect(isHoliday(toDay('2031-12-25'))).toBe(true);
    expect(isHoliday(toDay('2031-04-11'))).toBe(true); // Good Friday 2031 (Easter 13 April)
  });
});

describe('Bucharest time', () => {
  it('reads the civil date and hour in Europe/Bucharest, winter and summer time', () => {
    expect(at('2026-11-27T14:00:00Z')).toEqual({ day: toDay('2026-11-27'), hour: 16 }); // EET, UTC+2
    expect(at('2026-07-01T12:30:00Z')).toEqual({ day: toDay('2026-07-01'), hour: 15 }); // EEST, UTC+3
    expect(at('2026-12-31T22:30:00Z')).toEqual({ day: toDay('2027-01-01'), hour: 0 });
  });
});

describe('pickup and delivery days', () => {
  it('Friday 2026-11-27 after the cut-off: pickup skips the weekend, 30 Nov and 1 Dec', () => {
    const pickup = pickupDay(at('2026-11-27T14:00:00Z'), 14);
    expect(toIso(pickup)).toBe('2026-12-02');
    expect(toIso(deliveryDay(pickup, 1, false))).toBe('2026-12-03');
  });

  it('the same Friday before the cut-off: picked up that day, delivered after the holidays or on Saturday', () => {
    const pickup = pickupDay(at('2026-11-27T08:00:00Z'), 14);
    expect(toIso(pickup)).toBe('2026-11-27');
    expect(toIso(deliveryDay(pickup, 1, false))).toBe('2026-12-02');
    expect(toIso(deliveryDay(pickup, 1, true))).toBe('2026-11-28');
    expect(toIso(deliveryDay(pickup, 2, false))).toBe('2026-12-03');
  });

  it('Christmas: 25-26 Dec are skipped, Saturday 26 Dec is no delivery day even with Saturday delivery', () => {
    const pickup = pickupDay(at('2026-12-24T08:00:00Z'), 15);
    expect(toIso(pickup)).toBe('2026-12-24');
    expect(toIso(deliveryDay(pickup, 1, false))).toBe('2026-12-28');
    expect(toIso(deliveryDay(pickup, 1, true))).toBe('2026-12-28');
    expect(toIso(pickupDay(at('2026-12-24T14:00:00Z'), 15))).toBe('2026-12-28');
  });

  it('Orthodox Easter 2027: Good Friday, 1 May (Saturday) and Easter Monday are skipped', () => {
    const pickup = pickupDay(at('2027-04-29T15:00:00Z'), 15); // Thursday 18:00
    expect(toIso(pickup)).toBe('2027-05-04');
    expect(toIso(deliveryDay(pickup, 1, false))).toBe('2027-05-05');
  });

  it('an order on a weekend morning is picked up on Monday', () => {
    expect(toIso(pickupDay(at('2026-03-07T07:00:00Z'), 15))).toBe('2026-03-09');
  });
});
