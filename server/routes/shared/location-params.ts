// Shared by the locations and search routes of both doors: parameter schemas (query and path values
// are strings: the app's ajv does not coerce), the Romanian field messages, the check that the
// country is supported, and the caching of public reference data.
import type { FastifyReply } from 'fastify';
import { validationFailure } from '../../services/failure.ts';
import { isSupportedCountry } from '../../services/locations/index.ts';
import type { LocationIndex } from '../../services/locations/index.ts';

/** Public, identical for everyone: browsers and the service worker may keep them a while. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export function cacheAsReferenceData(reply: FastifyReply): void {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL);
}

/** How long the lookup itself took, for the bench (Server-Timing is visible to clients, harmless). */
export function serverTiming(reply: FastifyReply, name: string, startedAt: number): void {
  reply.header('server-timing', `${name};dur=${(performance.now() - startedAt).toFixed(3)}`);
}

export const countryCode = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const;
export const numericId = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

export const MESSAGES = {
  country_code: 'Momentan sunt disponibile doar localitățile din România (codul de țară RO).',
  county_code: 'Județul nu există. Folosește codul de două litere, de exemplu CJ sau B.',
  locality_id: 'Localitatea se dă prin codul ei SIRUTA (un număr).',
  carrier_id: 'Curierul se dă prin id-ul lui (un număr).',
  service_id: 'Serviciul trebuie să fie 1, 2, 3 sau 4.',
  id: 'Id-ul trebuie să fie un număr.',
  search: 'Scrie cel puțin 2 caractere pentru căutare.',
  term: 'Scrie cel puțin 2 caractere pentru căutare.',
  per_page: 'Numărul de rezultate pe pagină trebuie să fie între 1 și 50.',
  postal_code: 'Codul poștal are 6 cifre.',
} as const;

/** The upper-cased country code, or a 422 when it is not a country we serve. */
export function supportedCountry(index: LocationIndex, code: string | undefined): string {
  const country = (code ?? 'RO').toUpperCase();
  if (!isSupportedCountry(index, country)) throw validationFailure({ country_code: [MESSAGES.country_code] });
  return country;
}

export function optionalNumber(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}
