import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEDUPE_WINDOW_MS,
  MAX_REPORTS_PER_PAGE,
  SAMPLE_RATE,
  installErrorReporting,
  reportError,
  scrubUrl,
} from '../../../src/lib/error-reporting.ts';

let beacon: ReturnType<typeof vi.fn>;
let clock = 0;
let uninstall: () => void;

const sentBodies = async () =>
  Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as Record<string, unknown>));

beforeEach(() => {
  clock = 1_000_000;
  beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { sendBeacon: beacon, userAgent: 'TestAgent/1.0' });
  uninstall = installErrorReporting({ now: () => clock, release: 'r1' });
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('error reporting', () => {
  it('samples every error (spec: sample rate 1)', () => expect(SAMPLE_RATE).toBe(1));

  it('sends an uncaught error once per identical message within 10 s', async () => {
    const error = new Error('Boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom' }));
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom' }));
    clock += DEDUPE_WINDOW_MS - 1;
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom' }));
    expect(beacon).toHaveBeenCalledTimes(1);
    clock += 2;
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom' }));
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url] = beacon.mock.calls[0] as [string];
    expect(url).toBe('/api/private/error-reports');
    const [body] = await sentBodies();
    expect(body).toMatchObject({ message: 'Boom', release: 'r1', level: 'error', user_agent: 'TestAgent/1.0', url: '/' });
    expect(typeof body?.stack).toBe('string');
  });

  it('reports unhandled rejections', async () => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('Respins') });
    window.dispatchEvent(event);
    const [body] = await sentBodies();
    expect(body).toMatchObject({ message: 'Respins', context: { source: 'unhandledrejection' } });
  });

  it('caps reports at 10 per page load', () => {
    for (let i = 0; i < 25; i++) reportError(new Error(`Eroare ${i}`));
    expect(beacon).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('never sends an IP and scrubs token, code and email-like values from the URL', async () => {
    window.history.replaceState(null, '', '/resetare-parola/confirmare?token=abc123&email=ana%40x.ro&pas=2&ref=ana@x.ro&code=999');
    reportError(new Error('Cu date'), { step: 'confirm' });
    const [body] = await sentBodies();
    expect(body?.url).toBe('/resetare-parola/confirmare?token=&email=&pas=2&ref=&code=');
    expect(JSON.stringify(body)).not.toMatch(/abc123|ana@x\.ro|999/);
    expect(Object.keys(body ?? {}).some((k) => /ip/i.test(k))).toBe(false);
    expect(body?.context).toEqual({ step: 'confirm' });
  });

  it('scrubs an email in the path too', () => {
    expect(scrubUrl('/verify/ana@x.ro', '?q=colet')).toBe('/verify/[email]?q=colet');
  });

  it('falls back to fetch keepalive without sendBeacon, and never throws', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('navigator', { userAgent: 'TestAgent/1.0' });
    vi.stubGlobal('fetch', fetchMock);
    expect(() => reportError('text error')).not.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body)).message).toBe('text error');
    await Promise.resolve();
  });

  it('ignores resource load errors without a message', () => {
    window.dispatchEvent(new ErrorEvent('error', {}));
    expect(beacon).not.toHaveBeenCalled();
  });
});
