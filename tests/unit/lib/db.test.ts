import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENT_LOOKUPS,
  addRecentLookup,
  clearDraft,
  clearUserData,
  db,
  listRecentLookups,
  loadDraft,
  removeRecentLookup,
  saveDraft,
} from '../../../src/lib/db.ts';

beforeEach(async () => {
  await clearUserData();
});

describe('checkout drafts', () => {
  it('saves, loads and clears a draft with its step', async () => {
    await saveDraft('current', { sender: { name: 'Ana Pătrașcu' }, parcels: 2 }, 'expeditor');
    const draft = await loadDraft<{ sender: { name: string }; parcels: number }>('current');
    expect(draft?.data.sender.name).toBe('Ana Pătrașcu');
    expect(draft?.step).toBe('expeditor');
    expect(draft?.updatedAt).toBeGreaterThan(0);
    await clearDraft('current');
    expect(await loadDraft('current')).toBeUndefined();
  });

  it('overwrites the previous draft of the same flow', async () => {
    await saveDraft('current', { parcels: 1 });
    await saveDraft('current', { parcels: 3 });
    expect((await loadDraft<{ parcels: number }>('current'))?.data.parcels).toBe(3);
    expect(await db.checkoutDrafts.count()).toBe(1);
  });
});

describe('recent tracking lookups', () => {
  it('lists newest first, normalises the AWB and merges repeated lookups', async () => {
    await addRecentLookup({ awb: 'abc123456', carrier: 'dpd', lookedUpAt: 1 });
    await addRecentLookup({ awb: 'XYZ987654', lookedUpAt: 2 });
    await addRecentLookup({ awb: ' ABC123456 ', lastStatus: 'Livrat', lookedUpAt: 3 });
    const list = await listRecentLookups();
    expect(list.map((l) => l.awb)).toEqual(['ABC123456', 'XYZ987654']);
    expect(list[0]).toMatchObject({ carrier: 'dpd', lastStatus: 'Livrat' });
  });

  it(`keeps only the last ${MAX_RECENT_LOOKUPS}`, async () => {
    for (let i = 0; i < MAX_RECENT_LOOKUPS + 5; i++) await addRecentLookup({ awb: `AWB${1000 + i}`, lookedUpAt: i });
    const list = await listRecentLookups();
    expect(list).toHaveLength(MAX_RECENT_LOOKUPS);
    expect(list[0]?.awb).toBe(`AWB${1000 + MAX_RECENT_LOOKUPS + 4}`);
    expect(list.some((l) => l.awb === 'AWB1000')).toBe(false);
  });

  it('removes one lookup and clears everything on logout', async () => {
    await addRecentLookup({ awb: 'AWB1' });
    await addRecentLookup({ awb: 'AWB2' });
    await saveDraft('current', { x: 1 });
    await removeRecentLookup('awb1');
    expect((await listRecentLookups()).map((l) => l.awb)).toEqual(['AWB2']);
    await clearUserData();
    expect(await listRecentLookups()).toEqual([]);
    expect(await loadDraft('current')).toBeUndefined();
  });
});
