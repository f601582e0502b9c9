import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completePendingLookups, queueLookups } from '../../src/features/tracking/offline-queue.ts';
import { saveResults, savedResults } from '../../src/features/tracking/tracking-storage.ts';
import { MAX_RECENT_LOOKUPS, clearUserData, db, listPendingLookups, listRecentLookups } from '../../src/lib/db.ts';
import { HttpError } from '../../src/lib/http.ts';
import { foundItem, notFoundItem } from './tracking-fixtures.ts';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await clearUserData();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline queue', () => {
  it('keeps a lookup made offline and completes it when the connection returns', async () => {
    setOnline(false);
    await queueLookups(['2345678901234'], 3);
    const fetcher = vi.fn(async (awbs: readonly string[]) => awbs.map((a) => foundItem(a)));
    expect(await completePendingLookups(fetcher)).toEqual([]); // still offline: nothing asked
    expect(fetcher).not.toHaveBeenCalled();
    expect(await listPendingLookups()).toMatchObject([{ awb: '2345678901234', carrierId: 3 }]);

    setOnline(true);
    const done = await completePendingLookups(fetcher);
    expect(fetcher).toHaveBeenCalledWith(['2345678901234'], 3);
    expect(done.map((i) => i.awb)).toEqual(['2345678901234']);
    expect(await listPendingLookups()).toEqual([]);
    // The answer is saved like any lookup: the screen can show it, offline too.
    const saved = await savedResults(['2345678901234']);
    expect(saved.get('2345678901234')?.item.current_status).toBe('În tranzit');
  });

  it('asks once per carrier choice, in the order queued, and never twice at the same time', async () => {
    setOnline(false);
    await queueLookups(['AAA111111', 'BBB222222'], null);
    await queueLookups(['CCC333333'], 2);
    await queueLookups(['aaa111111'], null); // asked again: one row
    setOnline(true);
    const fetcher = vi.fn(async (awbs: readonly string[]) => awbs.map((a) => foundItem(a)));
    const [first, second] = await Promise.all([completePendingLookups(fetcher), completePendingLookups(fetcher)]);
    expect(first).toBe(second);
    expect(fetcher.mock.calls).toEqual([
      [['BBB222222', 'AAA111111'], null],
      [['CCC333333'], 2],
    ]);
  });

  it('leaves the queue as it is when the network fails again, and drops a list the server refuses', async () => {
    setOnline(false);
    await queueLookups(['AAA111111'], null);
    setOnline(true);
    await completePendingLookups(async () => {
      throw new HttpError(0, 'offline', 'network_error');
    });
    expect(await listPendingLookups()).toHaveLength(1);
    await completePendingLookups(async () => {
      throw new HttpError(422, 'Datele trimise nu sunt valide.');
    });
    expect(await listPendingLookups()).toEqual([]);
  });

  it('is emptied on logout with the other personal rows', async () => {
    await queueLookups(['AAA111111'], null);
    await clearUserData();
    expect(await db.pendingLookups.count()).toBe(0);
  });
});

describe('recent lookups', () => {
  it('saves found answers only, the first of a lookup as the newest', async () => {
    await saveResults([foundItem('AAA111111'), notFoundItem('NOPE00000'), foundItem('BBB222222')], 1_000);
    const list = await listRecentLookups();
    expect(list.map((l) => l.awb)).toEqual(['AAA111111', 'BBB222222']);
    expect(list[0]).toMatchObject({ carrier: 'fan-courier', lastStatus: 'În tranzit', lastStatusAt: '2026-11-23T09:10:00.000Z' });
  });

  it(`keeps the newest ${MAX_RECENT_LOOKUPS}, newest first`, async () => {
    for (let i = 0; i < MAX_RECENT_LOOKUPS + 3; i++) await saveResults([foundItem(`AWB${String(i).padStart(6, '0')}`)], 10_000 + i);
    const list = await listRecentLookups();
    expect(list).toHaveLength(MAX_RECENT_LOOKUPS);
    expect(list[0]?.awb).toBe(`AWB${String(MAX_RECENT_LOOKUPS + 2).padStart(6, '0')}`);
    expect(list.at(-1)?.awb).toBe('AWB000003');
    const saved = await savedResults(['AWB000000', 'AWB000010']);
    expect([...saved.keys()]).toEqual(['AWB000010']);
  });
});
