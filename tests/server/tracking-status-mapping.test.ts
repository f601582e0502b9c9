// The status catalogue and each carrier's codes (statuses.ts), and the simulated timelines written in
// those codes (simulated-timeline.ts): every code maps into the catalogue (the documented codes one by
// one in carrier-codes.test.ts), the variants (failed attempt, return to sender, locker) have
// the expected sequences, final statuses come last, and a timeline is a pure function of its AWB.
import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { newAwb } from '../../server/services/carriers/awb-formats.ts';
import {
  cancellationEvent,
  lockerEndOf,
  simulatedTimeline,
  timelineVariant,
  TIMELINES,
  VARIANT_SHARES,
  type TimelineVariant,
} from '../../server/services/carriers/simulated-timeline.ts';
import { CARRIER_CODES, describeCarrierCode, FINAL_STATUSES, mapCarrierStatus, STATUS_CATALOGUE } from '../../server/services/carriers/statuses.ts';

const BOOKED = new Date('2026-03-10T08:00:00Z');
const PLACES = { from: 'Cluj-Napoca', fromCounty: 'Cluj', to: 'Iași', toCounty: 'Iași' };
const LOCKER = { name: 'easybox Palas Mall' };
const HOUR = 3600_000;
const carrierIds = CARRIERS.map((c) => c.id);

/** The first AWB of `carrierId`'s format (deterministic candidates) that lives `variant`. */
function awbWith(carrierId: number, variant: Exclude<TimelineVariant, 'locker'>): string {
  const sample = newAwb(carrierId);
  for (let i = 0; i < 10_000; i++) {
    const awb = sample.slice(0, sample.length - 6) + String(i).padStart(6, '0');
    if (timelineVariant(awb, false) === variant) return awb;
  }
  throw new Error(`no ${variant} AWB found`);
}

const statuses = (events: { status: string }[]) => events.map((e) => e.status);
/** The statuses with repeats in a row collapsed (FAN's H4 and H10 are both in transit). */
const steps = (events: { status: string }[]) => statuses(events).filter((s, i, all) => s !== all[i - 1]);

describe('the status catalogue', () => {
  it('keeps its ids: 1-11, one per status, final exactly for delivered, cancelled and returned', () => {
    expect(Object.fromEntries(Object.entries(STATUS_CATALOGUE).map(([status, info]) => [status, info.id]))).toEqual({
      registered: 1,
      picked_up: 2,
      in_transit: 3,
      at_depot: 4,
      out_for_delivery: 5,
      delivered: 6,
      cancelled: 7,
      delivery_failed: 8,
      in_locker: 9,
      returning: 10,
      returned: 11,
    });
    expect([...FINAL_STATUSES].sort()).toEqual(['cancelled', 'delivered', 'returned']);
    for (const info of Object.values(STATUS_CATALOGUE)) {
      expect(info.name + info.description).not.toMatch(/[şţŞŢ]/);
    }
  });
});

describe('carrier codes', () => {
  it('exist for every carrier, and every code maps into the catalogue', () => {
    expect(Object.keys(CARRIER_CODES).map(Number).sort((a, b) => a - b)).toEqual([...carrierIds].sort((a, b) => a - b));
    for (const id of carrierIds) {
      const codes = CARRIER_CODES[id]!;
      for (const [code, known] of Object.entries(codes)) {
        expect(STATUS_CATALOGUE[known.status], `${id} ${code}`).toBeDefined();
        expect(mapCarrierStatus(id, code)).toBe(known.status);
        expect(describeCarrierCode(id, code)).not.toMatch(/[şţŞŢ]/);
      }
      // Every status of the catalogue can be reported by every carrier, but DPD: its published list
      // has no reliable "at the delivery depot" (carrier-apis.md section 8).
      const all = Object.keys(STATUS_CATALOGUE).filter((s) => id !== 2 || s !== 'at_depot');
      expect(new Set(Object.values(codes).map((c) => c.status))).toEqual(new Set(all));
    }
  });

  it('knows nothing of unknown codes and carriers', () => {
    expect(mapCarrierStatus(4, 'WHATEVER')).toBeNull();
    expect(mapCarrierStatus(4, 'toString')).toBeNull();
    expect(mapCarrierStatus(4, '__proto__')).toBeNull();
    expect(mapCarrierStatus(99, 'S2')).toBeNull();
    // The old invented names are gone: a real carrier never sends them.
    expect(mapCarrierStatus(4, 'DELIVERED')).toBeNull();
    expect(mapCarrierStatus(2, 'OUT_FOR_DELIVERY')).toBeNull();
    expect(mapCarrierStatus(3, 'E0')).toBeNull();
  });

  it.each(carrierIds)('carrier %i: every code of its timelines is in its table, with the right status', (id) => {
    const t = TIMELINES[id]!;
    for (const step of t.standard) expect(mapCarrierStatus(id, step.code), step.code).not.toBeNull();
    expect([t.failed, t.inLocker, t.returning, t.returned, t.cancelled].map((c) => (c === null ? null : mapCarrierStatus(id, c)))).toEqual([
      'delivery_failed',
      'in_locker',
      id === 4 ? null : 'returning',
      'returned',
      'cancelled',
    ]);
    if (t.collected) expect(mapCarrierStatus(id, t.collected)).toBe('delivered');
    expect(cancellationEvent(id, BOOKED, PLACES)).toMatchObject({ carrierStatusCode: t.cancelled, status: 'cancelled', location: 'Cluj-Napoca' });
  });
});

describe('simulated timelines', () => {
  describe.each(carrierIds)('carrier %i', (id) => {
    const check = (events: ReturnType<typeof simulatedTimeline>) => {
      expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i));
      const times = events.map((e) => e.occurredAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      // Final statuses are last, and only last.
      expect(events.slice(0, -1).filter((e) => STATUS_CATALOGUE[e.status].final)).toEqual([]);
      expect(STATUS_CATALOGUE[events.at(-1)!.status].final).toBe(true);
      for (const e of events) expect(mapCarrierStatus(id, e.carrierStatusCode)).toBe(e.status);
      expect(events[0]).toMatchObject({ status: 'registered', occurredAt: BOOKED, location: 'Cluj-Napoca' });
    };

    it('standard: registered to delivered at the address', () => {
      const events = simulatedTimeline(id, awbWith(id, 'standard'), BOOKED, PLACES);
      check(events);
      // DPD and GLS report no reliable "at the delivery depot": their parcels go from transit to the round.
      const depot = id === 2 || id === 4 ? [] : ['at_depot'];
      expect(steps(events).filter((s) => s !== 'in_transit')).toEqual(['registered', 'picked_up', ...depot, 'out_for_delivery', 'delivered']);
      expect(events.at(-1)).toMatchObject({ description: 'Coletul a fost livrat.', location: 'Iași' });
    });

    it('failed attempt: delivery_failed, out for delivery again, delivered the next day', () => {
      const events = simulatedTimeline(id, awbWith(id, 'failed_attempt'), BOOKED, PLACES);
      check(events);
      expect(steps(events).slice(-4)).toEqual(['out_for_delivery', 'delivery_failed', 'out_for_delivery', 'delivered']);
      const failed = events.find((e) => e.status === 'delivery_failed')!;
      expect(failed).toMatchObject({ carrierStatusCode: TIMELINES[id]!.failed, description: describeCarrierCode(id, TIMELINES[id]!.failed), location: 'Iași' });
      const delivered = events.at(-1)!;
      expect(delivered.status).toBe('delivered');
      expect(delivered.occurredAt.getTime() - failed.occurredAt.getTime()).toBeGreaterThan(20 * HOUR);
    });

    it('returned: two failed attempts, then back to the sender (final)', () => {
      const events = simulatedTimeline(id, awbWith(id, 'returned'), BOOKED, PLACES);
      check(events);
      // GLS has no "returning" step for a home delivery: its parcel is reported returned straight away.
      const back = TIMELINES[id]!.returning ? ['returning', 'returned'] : ['returned'];
      expect(steps(events).slice(-4 - back.length)).toEqual(['out_for_delivery', 'delivery_failed', 'out_for_delivery', 'delivery_failed', ...back]);
      expect(statuses(events)).not.toContain('delivered');
      expect(events.at(-1)).toMatchObject({ carrierStatusCode: TIMELINES[id]!.returned, location: 'Cluj-Napoca', description: describeCarrierCode(id, TIMELINES[id]!.returned) });
    });

    it('locker end: deposited in the locker, delivered when picked up', () => {
      const events = simulatedTimeline(id, newAwb(id), BOOKED, PLACES, LOCKER);
      check(events);
      expect(steps(events).slice(-3)).toEqual(['out_for_delivery', 'in_locker', 'delivered']);
      expect(statuses(events)).not.toContain('delivery_failed');
      const [inLocker, delivered] = events.slice(-2);
      expect(inLocker).toMatchObject({ carrierStatusCode: TIMELINES[id]!.inLocker, location: 'easybox Palas Mall, Iași' });
      expect(delivered).toMatchObject({ carrierStatusCode: TIMELINES[id]!.collected ?? TIMELINES[id]!.standard.at(-1)!.code, description: 'Destinatarul a ridicat coletul.' });
      const waited = delivered!.occurredAt.getTime() - inLocker!.occurredAt.getTime();
      expect(waited).toBeGreaterThanOrEqual(HOUR);
      expect(waited).toBeLessThanOrEqual(31 * HOUR);
    });
  });

  it.each([
    [3, ['C1', 'S46', 'S2']],
    [2, ['12', '134', '-14']],
    [4, ['4', '54', '59']],
    [6, ['33', 'MODEL_IN_LOCKER', '9']],
  ])('carrier %i: a locker end is deposited and picked up in the carrier own codes %j', (id, codes) => {
    expect(simulatedTimeline(id, newAwb(id), BOOKED, PLACES, LOCKER).map((e) => e.carrierStatusCode).slice(-3)).toEqual(codes);
  });

  it.each([
    [3, ['C1', 'S1', 'S3', 'C1', 'S1', 'S3', 'S33', 'S43']],
    [2, ['12', '44', '12', '44', '111', '124']],
    [4, ['4', '12', '4', '12', '23']],
  ])('carrier %i: a parcel back to the sender ends in the carrier own codes %j', (id, codes) => {
    const events = simulatedTimeline(id, awbWith(id, 'returned'), BOOKED, PLACES);
    expect(events.map((e) => e.carrierStatusCode).slice(-codes.length)).toEqual(codes);
  });

  it('is deterministic per AWB, and different AWBs move at different times', () => {
    const awb = awbWith(6, 'failed_attempt');
    expect(simulatedTimeline(6, awb, BOOKED, PLACES)).toEqual(simulatedTimeline(6, awb, BOOKED, PLACES));
    expect(timelineVariant(awb, false)).toBe('failed_attempt');
    expect(timelineVariant(awb, true)).toBe('locker');
    const times = (a: string) => simulatedTimeline(6, a, BOOKED, PLACES).map((e) => e.occurredAt.getTime());
    expect(times('SMD0000000001')).not.toEqual(times('SMD0000000002'));
  });

  it('gives the variants their shares of home deliveries', () => {
    const counts: Record<string, number> = { standard: 0, failed_attempt: 0, returned: 0 };
    const n = 5000;
    for (let i = 0; i < n; i++) counts[timelineVariant(newAwb(i % 2 ? 6 : 2), false)]! += 1;
    expect(counts.failed_attempt! / n).toBeGreaterThan((VARIANT_SHARES.failed_attempt - 3) / 100);
    expect(counts.failed_attempt! / n).toBeLessThan((VARIANT_SHARES.failed_attempt + 3) / 100);
    expect(counts.returned! / n).toBeGreaterThan((VARIANT_SHARES.returned - 2) / 100);
    expect(counts.returned! / n).toBeLessThan((VARIANT_SHARES.returned + 2) / 100);
  });

  it('reads the locker end from a booking label', () => {
    expect(lockerEndOf({ recipient: { lockerId: 609507901, addressLines: ['Locker: easybox Palas Mall', 'Strada Palas 7A'] } })).toEqual({ name: 'easybox Palas Mall' });
    expect(lockerEndOf({ recipient: { lockerId: null, addressLines: ['Strada Lungă nr. 1'] } })).toBeNull();
    expect(lockerEndOf({})).toBeNull();
  });
});
