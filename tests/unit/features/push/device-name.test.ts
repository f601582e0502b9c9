import { describe, expect, it } from 'vitest';
import { deviceName, UNKNOWN_BROWSER, UNKNOWN_SYSTEM } from '../../../../src/features/push/device-name.ts';
import { ANDROID_CHROME, IPHONE_SAFARI } from './push-kit.ts';

// Real user agents, as the browsers send them.
const AGENTS: [string, string, string][] = [
  ['Chrome on Android', ANDROID_CHROME, 'Chrome on Android'],
  ['Safari on an iPhone', IPHONE_SAFARI, 'Safari on iOS'],
  [
    'Chrome on an iPhone (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome on iOS',
  ],
  [
    'Firefox on an iPhone (FxiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    'Firefox on iOS',
  ],
  ['Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Windows'],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    'Edge on Windows',
  ],
  [
    'Edge on Android (EdgA)',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.56',
    'Edge on Android',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    'Opera on Windows',
  ],
  [
    'Opera on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 OPR/83.1.4254.80088',
    'Opera on Android',
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari on macOS',
  ],
  [
    'Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome on Linux',
  ],
  [
    'Chrome on a Chromebook',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome on ChromeOS',
  ],
];

describe('deviceName', () => {
  it.each(AGENTS)('%s', (_label, userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });

  it('names an agent it does not know "Browser on sistem necunoscut"', () => {
    expect(deviceName('curl/8.5.0')).toBe('Browser on sistem necunoscut');
    expect(deviceName('')).toBe(`${UNKNOWN_BROWSER} on ${UNKNOWN_SYSTEM}`);
  });

  it('never exceeds the 120 characters of the server field', () => {
    const long = `${'X'.repeat(500)} (Windows NT 10.0) ${'Y'.repeat(500)} Firefox/127.0`;
    const names = [...AGENTS.map(([, ua]) => deviceName(ua)), deviceName(long), deviceName('Z'.repeat(10_000))];
    for (const name of names) expect(name.length).toBeLessThanOrEqual(120);
    expect(deviceName(long)).toBe('Firefox on Windows');
  });
});
