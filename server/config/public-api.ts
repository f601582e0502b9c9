// The public API for shops: its rate per key.
import type { EnvKit } from './env.ts';

/** The public API for shops (routes/public/). */
export interface PublicApiConfig {
  /** Requests one API key may make per minute (shared by every process: Redis, or the database in batches). */
  readonly requestsPerMinute: number;
}

export function readPublicApi(kit: EnvKit): PublicApiConfig {
  return Object.freeze({
    requestsPerMinute: kit.integer('PUBLIC_API_REQUESTS_PER_MINUTE', 600, 1, 1_000_000_000),
  });
}
