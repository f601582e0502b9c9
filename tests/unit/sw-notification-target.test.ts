import { describe, expect, it } from 'vitest';
import { pickClientToFocus, resolveTargetUrl } from '../../sw/notification-target.ts';

const ORIGIN = 'https://curiero.test';
const client = (url: string, extra: { focused?: boolean; visibilityState?: string } = {}) => ({ url, ...extra });

describe('resolveTargetUrl', () => {
  it('resolves same-origin paths and keeps the query', () => {
    expect(resolveTargetUrl('/tracking?awb=1', ORIGIN)).toBe(`${ORIGIN}/tracking?awb=1`);
    expect(resolveTargetUrl(`${ORIGIN}/comanda`, ORIGIN)).toBe(`${ORIGIN}/comanda`);
  });

  it.each([
    ['a foreign site', 'https://evil.test/phish'],
    ['a protocol-relative foreign URL', '//evil.test/x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['nothing', undefined],
    ['a non-string', 42],
    ['a blank string', '  '],
  ])('sends %s to the home page', (_label, target) => {
    expect(resolveTargetUrl(target, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('pickClientToFocus', () => {
  it('opens a window when the app has none', () => {
    expect(pickClientToFocus([], '/tracking', ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/tracking` });
  });

  it('ignores windows of other origins', () => {
    const decision = pickClientToFocus([client('https://other.test/tracking', { focused: true })], '/tracking', ORIGIN);
    expect(decision).toEqual({ kind: 'open', url: `${ORIGIN}/tracking` });
  });

  it('focuses a window already showing the target page, without navigating it', () => {
    const onTarget = client(`${ORIGIN}/tracking?awb=1`);
    const decision = pickClientToFocus([client(`${ORIGIN}/`, { focused: true }), onTarget], '/tracking?awb=1', ORIGIN);
    expect(decision).toEqual({ kind: 'focus', client: onTarget, navigateTo: null });
  });

  it('treats a trailing slash as the same page but a different query as another page', () => {
    const slash = client(`${ORIGIN}/tracking/`);
    expect(pickClientToFocus([slash], '/tracking', ORIGIN)).toMatchObject({ kind: 'focus', client: slash, navigateTo: null });
    expect(pickClientToFocus([client(`${ORIGIN}/tracking?awb=2`)], '/tracking?awb=1', ORIGIN)).toMatchObject({
      kind: 'focus',
      navigateTo: `${ORIGIN}/tracking?awb=1`,
    });
  });

  it('otherwise navigates the focused window, then a visible one, then any', () => {
    const hidden = client(`${ORIGIN}/a`, { visibilityState: 'hidden' });
    const visible = client(`${ORIGIN}/b`, { visibilityState: 'visible' });
    const focused = client(`${ORIGIN}/c`, { focused: true, visibilityState: 'visible' });
    const target = `${ORIGIN}/tracking`;
    expect(pickClientToFocus([hidden, visible, focused], '/tracking', ORIGIN)).toEqual({ kind: 'focus', client: focused, navigateTo: target });
    expect(pickClientToFocus([hidden, visible], '/tracking', ORIGIN)).toEqual({ kind: 'focus', client: visible, navigateTo: target });
    expect(pickClientToFocus([hidden], '/tracking', ORIGIN)).toEqual({ kind: 'focus', client: hidden, navigateTo: target });
  });

  it('routes a foreign target to the home page of an open window', () => {
    const home = client(`${ORIGIN}/`);
    expect(pickClientToFocus([home], 'https://evil.test/', ORIGIN)).toEqual({ kind: 'focus', client: home, navigateTo: null });
  });
});
