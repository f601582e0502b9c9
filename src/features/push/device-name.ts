/**
 * The `device_name` of a device registration (spec §3): '{browser} on {operating system}', read
 * from the user agent so the customer can tell their devices apart. Pure; order matters (Edge and
 * Opera also say Chrome, Chrome also says Safari, iPadOS may say Macintosh).
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Browser';
export const UNKNOWN_SYSTEM = 'sistem necunoscut';
const MAX_LENGTH = 120;

function pick(table: readonly [RegExp, string][], userAgent: string): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function deviceName(userAgent: string): string {
  const browser = pick(BROWSERS, userAgent) ?? UNKNOWN_BROWSER;
  const system = pick(SYSTEMS, userAgent) ?? UNKNOWN_SYSTEM;
  return `${browser} on ${system}`.slice(0, MAX_LENGTH);
}
