// A carrier's login token, kept until shortly before it expires and shared by the calls of this
// process (one login at a time: calls that need a token while one is being fetched wait for it). A
// call the carrier refuses as unauthenticated drops the token and logs in again once
// (withToken). The token is a cache: any process can log in on its own, nothing is lost with it.

export interface Token {
  value: string;
  /** When the carrier says it expires; null: unknown (kept for `fallbackTtlMs`). */
  expiresAt: Date | null;
}

export class TokenCache {
  #token: { value: string; until: number } | null = null;
  #pending: Promise<string> | null = null;

  constructor(
    private readonly login: () => Promise<Token>,
    private readonly options: { fallbackTtlMs: number; marginMs?: number; now?: () => number } = { fallbackTtlMs: 60 * 60 * 1000 },
  ) {}

  #now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** A valid token: the cached one, or a new login. */
  async get(): Promise<string> {
    if (this.#token && this.#token.until > this.#now()) return this.#token.value;
    this.#pending ??= this.login()
      .then((token) => {
        const margin = this.options.marginMs ?? 60_000;
        const until = token.expiresAt ? token.expiresAt.getTime() - margin : this.#now() + this.options.fallbackTtlMs;
        this.#token = { value: token.value, until };
        return token.value;
      })
      .finally(() => {
        this.#pending = null;
      });
    return this.#pending;
  }

  /** Forgets `value` (the carrier said it expired); a newer token stays. */
  invalidate(value?: string): void {
    if (!value || this.#token?.value === value) this.#token = null;
  }

  /**
   * Runs `call` with a token; when `expired(error)` says the carrier refused the token, logs in again
   * and runs it once more.
   */
  async withToken<T>(call: (token: string) => Promise<T>, expired: (error: unknown) => boolean): Promise<T> {
    const token = await this.get();
    try {
      return await call(token);
    } catch (error) {
      if (!expired(error)) throw error;
      this.invalidate(token);
      return call(await this.get());
    }
  }
}
