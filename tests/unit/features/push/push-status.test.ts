import { describe, expect, it } from 'vitest';
import { mayAsk, mayObtainToken, nextPushStatus, type PushStatus } from '../../../../src/features/push/push-status.ts';

const ALL: PushStatus[] = ['default', 'granted', 'blocked', 'unsupported'];
const PERMISSIONS: [NotificationPermission, PushStatus][] = [
  ['granted', 'granted'],
  ['denied', 'blocked'],
  ['default', 'default'],
];

describe('nextPushStatus', () => {
  it.each(ALL)('detected: from %s the browser permission decides, null means unsupported', (current) => {
    expect(nextPushStatus(current, { type: 'detected', permission: 'granted' })).toBe('granted');
    expect(nextPushStatus(current, { type: 'detected', permission: 'denied' })).toBe('blocked');
    expect(nextPushStatus(current, { type: 'detected', permission: 'default' })).toBe('default');
    expect(nextPushStatus(current, { type: 'detected', permission: null })).toBe('unsupported');
  });

  it.each(['default', 'granted', 'blocked'] as const)('answered and changed: from %s follow the permission', (current) => {
    for (const [permission, status] of PERMISSIONS) {
      expect(nextPushStatus(current, { type: 'answered', permission })).toBe(status);
      expect(nextPushStatus(current, { type: 'changed', permission })).toBe(status);
    }
  });

  it('closing the prompt leaves the question open; allowing or blocking settles it', () => {
    expect(nextPushStatus('default', { type: 'answered', permission: 'default' })).toBe('default');
    expect(nextPushStatus('default', { type: 'answered', permission: 'granted' })).toBe('granted');
    expect(nextPushStatus('default', { type: 'answered', permission: 'denied' })).toBe('blocked');
  });

  it('a permission withdrawn or reset in the site settings moves granted to blocked or default', () => {
    expect(nextPushStatus('granted', { type: 'changed', permission: 'denied' })).toBe('blocked');
    expect(nextPushStatus('granted', { type: 'changed', permission: 'default' })).toBe('default');
    expect(nextPushStatus('blocked', { type: 'changed', permission: 'granted' })).toBe('granted');
  });

  it('unsupported never moves on an answer or a change, only on a new detection', () => {
    for (const [permission] of PERMISSIONS) {
      expect(nextPushStatus('unsupported', { type: 'answered', permission })).toBe('unsupported');
      expect(nextPushStatus('unsupported', { type: 'changed', permission })).toBe('unsupported');
    }
    expect(nextPushStatus('unsupported', { type: 'detected', permission: 'granted' })).toBe('granted');
  });
});

describe('mayObtainToken and mayAsk', () => {
  it('a token only in granted', () => {
    expect(ALL.filter(mayObtainToken)).toEqual(['granted']);
  });

  it('asking only in default', () => {
    expect(ALL.filter(mayAsk)).toEqual(['default']);
  });
});
