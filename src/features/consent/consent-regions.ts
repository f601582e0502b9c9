// Where the strict consent defaults apply (spec §9: ads and analytics denied in RO and the EU).
// Data, not logic: an operator can extend the list without touching the store.

/** EU member states and the EEA (IS, LI, NO); GB and CH apply the same GDPR-style rules. */
export const STRICT_CONSENT_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT',
  'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  'IS', 'LI', 'NO',
  'GB', 'CH',
];

export const DEFAULT_COUNTRY = 'RO';

/** Minutes east of UTC now (Romania: 120 in winter, 180 in summer). No Intl: see detectCountry. */
function currentUtcOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** Eastern European Time, winter and summer: Romania's zone (shared with BG, GR, FI, MD, UA…). */
const EASTERN_EUROPE_OFFSETS: readonly number[] = [120, 180];

/**
 * Best guess of the visitor's country without any network call: a clock on Romania's time zone wins
 * (any country on it gets strict defaults, which is the safe side), then the region of the preferred
 * languages ('ro-RO', 'de-AT'), else Romania. The clock offset is read instead of
 * Intl.DateTimeFormat().resolvedOptions().timeZone, whose first call costs 40-100 ms of the start-up.
 */
export function detectCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  utcOffsetMinutes: number | undefined = currentUtcOffset(),
): string {
  if (utcOffsetMinutes !== undefined && EASTERN_EUROPE_OFFSETS.includes(utcOffsetMinutes)) return 'RO';
  for (const tag of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(tag ?? '')?.[1];
    if (region) return region.toUpperCase();
  }
  return DEFAULT_COUNTRY;
}

export function isStrictConsentCountry(country: string): boolean {
  return STRICT_CONSENT_COUNTRIES.includes(country.toUpperCase());
}
