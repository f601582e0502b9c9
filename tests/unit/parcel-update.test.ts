import { describe, expect, it } from 'vitest';
import { parcelUpdate, parcelUpdateAwb } from '../../src/shared/push.ts';

describe('parcel-update messages (worker -> windows)', () => {
  it('round-trips the AWB, upper case', () => {
    expect(parcelUpdateAwb(parcelUpdate('smd123456'))).toBe('SMD123456');
    expect(parcelUpdateAwb(parcelUpdate(' 2345678901 '))).toBe('2345678901');
  });

  it('ignores other messages', () => {
    for (const data of [null, 'PARCEL_UPDATE', { type: 'SKIP_WAITING' }, { type: 'PARCEL_UPDATE' }, { type: 'PARCEL_UPDATE', awb: '' }, { type: 'PARCEL_UPDATE', awb: 7 }]) {
      expect(parcelUpdateAwb(data)).toBeNull();
    }
  });
});
