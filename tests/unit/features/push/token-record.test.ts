import { clear, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearTokenRecord,
  isTokenRecord,
  readTokenRecord,
  refreshReason,
  TOKEN_REFRESH_MS,
  writeTokenRecord,
  type TokenRecord,
} from '../../../../src/features/push/token-record.ts';
import { DAY_MS, T0 } from './push-kit.ts';

const EP = 'https://fcm.googleapis.com/fcm/send/ep-1';
const record: TokenRecord = { token: 'tok-1', endpoint: EP, obtainedAt: T0 };

afterEach(async () => {
  await clear();
});

describe('refreshReason', () => {
  it('missing when nothing was registered', () => {
    expect(refreshReason(undefined, EP, T0)).toBe('missing');
    expect(refreshReason(undefined, null, T0)).toBe('missing');
  });

  it('subscription_changed when the endpoint differs or cannot be read', () => {
    expect(refreshReason(record, 'https://fcm.googleapis.com/fcm/send/ep-2', T0 + 1)).toBe('subscription_changed');
    expect(refreshReason(record, null, T0 + 1)).toBe('subscription_changed');
    expect(refreshReason({ ...record, endpoint: null }, EP, T0 + 1)).toBe('subscription_changed');
    // A changed subscription wins over an old token.
    expect(refreshReason(record, 'https://fcm.googleapis.com/fcm/send/ep-2', T0 + 30 * DAY_MS)).toBe('subscription_changed');
  });

  it('expired exactly 7 days after it was obtained, not 1 ms before', () => {
    expect(TOKEN_REFRESH_MS).toBe(7 * DAY_MS);
    expect(refreshReason(record, EP, T0 + 7 * DAY_MS - 1)).toBe('none');
    expect(refreshReason(record, EP, T0 + 7 * DAY_MS)).toBe('expired');
    expect(refreshReason(record, EP, T0 + 8 * DAY_MS)).toBe('expired');
  });

  it('none for the same subscription, younger than 7 days', () => {
    expect(refreshReason(record, EP, T0)).toBe('none');
    expect(refreshReason(record, EP, T0 + 3 * DAY_MS)).toBe('none');
  });
});

describe('the kept record (idb-keyval)', () => {
  it('is written, read back and cleared', async () => {
    expect(await readTokenRecord()).toBeUndefined();
    await writeTokenRecord(record);
    expect(await readTokenRecord()).toEqual(record);
    await clearTokenRecord();
    expect(await readTokenRecord()).toBeUndefined();
  });

  it('ignores a stored value of another shape', async () => {
    await set('push-token', { token: '', endpoint: EP, obtainedAt: T0 });
    expect(await readTokenRecord()).toBeUndefined();
    await set('push-token', 'tok-1');
    expect(await readTokenRecord()).toBeUndefined();
  });

  it('isTokenRecord accepts a null endpoint and rejects missing fields', () => {
    expect(isTokenRecord({ token: 'tok', endpoint: null, obtainedAt: 1 })).toBe(true);
    expect(isTokenRecord({ token: 'tok', endpoint: EP })).toBe(false);
    expect(isTokenRecord({ token: 'tok', endpoint: 5, obtainedAt: 1 })).toBe(false);
    expect(isTokenRecord(null)).toBe(false);
  });
});
