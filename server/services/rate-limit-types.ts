// The shapes every store of the rate limits shares (rate-limit.ts chooses the store: Redis, the
// database hit by hit, or the database in batches).

export interface Limit {
  /** Readable bucket name, kept in clear at the start of the key. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}
