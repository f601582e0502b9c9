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

function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Best guess of the visitor's country without any network call: the Bucharest time zone wins,
 * then the region of the preferred languages ('ro-RO', 'de-AT'), else Romania.
 */
export function detectCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  timeZone: string | undefined = currentTimeZone(),
): string {
  if (timeZone === 'Europe/Bucharest') return 'RO';
  for (const tag of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(tag ?? '')?.[1];
    if (region) return region.toUpperCase();
  }
  return DEFAULT_COUNTRY;
}

export function isStrictConsentCountry(country: string): boolean {
  return STRICT_CONSENT_COUNTRIES.includes(country.toUpperCase());
}
