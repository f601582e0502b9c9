// The helpers the adapters share: Bucharest wall-clock dates (carriers/bucharest-time.ts) and
// trackMany as one tracking call per AWB, a few at a time (carriers/track-each.ts), the weight a
// carrier states in its tracking answer (carriers/carrier-events.ts), and the shop's reference added to
// a carrier's free-text field (carriers/shop-reference.ts).
import { describe, expect, it } from 'vitest';
import { bucharestOffsetMs, bucharestTime, bucharestWallClock, fromBucharestWall } from '../../../server/services/carriers/bucharest-time.ts';
import type { TrackingEvent } from '../../../server/services/carriers/carrier-adapter.ts';
import { statedWeightKg, withStatedWeight } from '../../../server/services/carriers/carrier-events.ts';
import { shopNote, withShopNote } from '../../../server/services/carriers/shop-reference.ts';
import { trackEach } from '../../../server/services/carriers/track-each.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('Bucharest time', () => {
  it('reads wall-clock time as EET in winter and EEST in summer', () => {
    expect(iso(bucharestTime('2026-01-11 10:20:30'))).toBe('2026-01-11T08:20:30.000Z');
    expect(iso(bucharestTime('2026-07-11T10:20'))).toBe('2026-07-11T07:20:00.000Z');
    expect(iso(bucharestTime('2026-07-11'))).toBe('2026-07-10T21:00:00.000Z');
  });

  it('is right on both sides of a clock change', () => {
    // 29 March 2026: 03:00 EET becomes 04:00 EEST (01:00 UTC).
    expect(iso(bucharestTime('2026-03-29 02:30'))).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(bucharestTime('2026-03-29 04:30'))).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 04:00 EEST becomes 03:00 EET (01:00 UTC).
    expect(iso(bucharestTime('2026-10-25 02:30'))).toBe('2026-10-24T23:30:00.000Z');
    expect(iso(bucharestTime('2026-10-25 05:00'))).toBe('2026-10-25T03:00:00.000Z');
    expect(iso(fromBucharestWall(Date.UTC(2026, 2, 29, 2, 30)))).toBe('2026-03-29T00:30:00.000Z');
  });

  it('keeps a written zone and answers null for what it cannot read', () => {
    expect(iso(bucharestTime('2026-01-11T10:20:00+03:00'))).toBe('2026-01-11T07:20:00.000Z');
    expect(bucharestTime('garbage')).toBeNull();
    expect(bucharestTime('')).toBeNull();
    expect(bucharestTime(null)).toBeNull();
  });

  it('gives the offset and the civil date and time at a moment', () => {
    expect(bucharestOffsetMs(Date.UTC(2026, 0, 1))).toBe(2 * 3600_000);
    expect(bucharestOffsetMs(Date.UTC(2026, 6, 1))).toBe(3 * 3600_000);
    expect(bucharestWallClock(new Date('2026-12-31T22:30:05Z'))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 30, second: 5 });
  });
});

describe('trackEach', () => {
  const event = (awb: string) => ({ code: awb }) as unknown as TrackingEvent;

  it('asks each AWB once, at most `concurrency` at a time', async () => {
    const asked: string[] = [];
    let running = 0;
    let most = 0;
    const result = await trackEach(['1', '2', '1', '3', '4', '5'], async (awb) => {
      asked.push(awb);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return [event(awb)];
    }, 2);
    expect(asked.sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(most).toBe(2);
    expect([...result.keys()].sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(result.get('3')).toEqual([event('3')]);
  });

  it('fails as a whole when one AWB fails', async () => {
    const failure = new Error('carrier down');
    await expect(trackEach(['1', '2', '3'], async (awb) => {
      if (awb === '2') throw failure;
      return [];
    }, 4)).rejects.toBe(failure);
  });

  it('answers an empty map for no AWBs without calling', async () => {
    const result = await trackEach([], async () => { throw new Error('not called'); }, 4);
    expect(result.size).toBe(0);
  });
});

describe('the weight a carrier states', () => {
  it('reads a positive finite number or numeric text, and nothing else', () => {
    expect([2.5, '2.5', ' 3,75 ', '12'].map(statedWeightKg)).toEqual([2.5, 2.5, 3.75, 12]);
    expect([0, '0', -1, '', ' ', 'n/a', '2 kg', null, undefined, NaN, Infinity, true, {}].map(statedWeightKg)).toEqual(Array(13).fill(undefined));
  });

  it('goes on the newest event (highest sequence) only, and events without a weight are left as they are', () => {
    const at = (sequence: number) => ({ sequence, carrierStatusCode: 'X', status: null, description: 'x', location: null, occurredAt: new Date(0) }) as TrackingEvent;
    const events = [at(1), at(100), at(2)];
    expect(withStatedWeight(events, '4.2').map((e) => e.measuredWeightKg)).toEqual([undefined, 4.2, undefined]);
    expect(withStatedWeight(events, 0)).toBe(events);
    expect(withStatedWeight([], 3)).toEqual([]);
  });
});

describe('the shop’s reference in a carrier’s free-text field', () => {
  it('follows what the field holds, trimmed, and changes nothing without one', () => {
    expect(shopNote('  MV-10021 ')).toBe('Magazin: MV-10021');
    expect(shopNote('   ')).toBe('');
    expect(withShopNote('Ref. CUR-1', ' MV-10021', 255)).toBe('Ref. CUR-1; Magazin: MV-10021');
    expect(withShopNote('', 'MV-10021', Infinity)).toBe('Magazin: MV-10021');
    expect(withShopNote('Ref. CUR-1', undefined, 255)).toBe('Ref. CUR-1');
    expect(withShopNote('x'.repeat(300), undefined, 255)).toBe('x'.repeat(255));
  });

  it('takes only the room left, never cutting what was there, and is left out when the prefix does not fit', () => {
    expect(withShopNote('a'.repeat(20), 'MV-10021', 35)).toBe(`${'a'.repeat(20)}; Magazin: MV-1`);
    expect(withShopNote('a'.repeat(20), 'MV-10021', 31)).toBe('a'.repeat(20));
    expect(withShopNote('a'.repeat(40), 'MV-10021', 30)).toBe('a'.repeat(30));
  });
});
