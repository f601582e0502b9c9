import { describe, expect, it } from 'vitest';
import { getAnonId } from '../../../../src/features/push/anon-id.ts';

const SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

describe('getAnonId', () => {
  it('is created once, kept under anon_id and reused', () => {
    expect(localStorage.getItem('anon_id')).toBeNull();
    const first = getAnonId();
    expect(first).toMatch(SHAPE);
    expect(localStorage.getItem('anon_id')).toBe(first);
    expect(getAnonId()).toBe(first);
    expect(getAnonId()).toBe(first);
  });

  it('keeps an id already stored', () => {
    localStorage.setItem('anon_id', 'dispozitiv_vechi-123');
    expect(getAnonId()).toBe('dispozitiv_vechi-123');
    expect(localStorage.getItem('anon_id')).toBe('dispozitiv_vechi-123');
  });

  it.each([
    ['too short', 'abc'],
    ['with forbidden characters', 'id cu spații!'],
    ['too long', 'a'.repeat(65)],
    ['empty', ''],
  ])('replaces a malformed stored value (%s) with a new id, stored', (_label, bad) => {
    localStorage.setItem('anon_id', bad);
    const id = getAnonId();
    expect(id).not.toBe(bad);
    expect(id).toMatch(SHAPE);
    expect(localStorage.getItem('anon_id')).toBe(id);
    expect(getAnonId()).toBe(id);
  });

  it('differs between two devices (fresh storage)', () => {
    const one = getAnonId();
    localStorage.clear();
    expect(getAnonId()).not.toBe(one);
  });
});
