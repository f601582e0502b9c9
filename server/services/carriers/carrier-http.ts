// How every real carrier adapter talks to its carrier's API: one client per carrier with
// - a timeout per call: 1.5 s for a price quote (a quote list must not wait for a slow carrier),
//   10 s for everything else (CARRIER_TIMEOUTS);
// - retries with exponential backoff only for calls that are safe to repeat (reads, a login): a
//   booking is never repeated blindly (booking.ts first asks whether it was made), and a quote is
//   not repeated either (the price list waits for one quote timeout at most);
// - a circuit breaker (opossum) per carrier: after repeated failures (timeouts, 5xx, no connection)
//   the carrier is not called for a while, and its calls fail at once with CarrierError 'unavailable',
//   so a carrier that is down drops out of the quote list instead of slowing every quote. The
//   carrier refusing a request (a business error: a wrong address, an AWB it does not know) is an
//   answer, not a failure: it does not trip the breaker.
// The breaker's state is this process's view of the carrier's health (each process learns it on its
// own from its own calls); nothing else is kept between calls but the token cache (token-cache.ts).
import CircuitBreaker from 'opossum';

export const CARRIER_TIMEOUTS = { quoteMs: 1500, otherMs: 10_000 } as const;

/** Breaker settings: opens at half the calls failing among at least 5 in a 30 s window, tries again after 30 s. */
export const BREAKER_SETTINGS = { errorThresholdPercentage: 50, volumeThreshold: 5, rollingCountTimeout: 30_000, resetTimeout: 30_000 } as const;

export type CarrierErrorKind =
  /** The carrier did not answer in time. */
  | 'timeout'
  /** No connection, a 5xx, or the breaker is open: try again later. */
  | 'unavailable'
  /** Our credentials were refused (configuration). */
  | 'auth'
  /** The carrier refused the request itself (its message, in Romanian where we know it). */
  | 'refused'
  /** The carrier answered something we cannot read. */
  | 'protocol';

/** A carrier call that did not succeed; `message` is Romanian and can be shown to the customer. */
export class CarrierError extends Error {
  constructor(
    readonly kind: CarrierErrorKind,
    message: string,
    readonly carrier: string,
    readonly details: { status?: number; carrierMessage?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'CarrierError';
  }

  /** Worth trying again later (the carrier may answer then); a refusal or bad credentials are not. */
  get transient(): boolean {
    return this.kind === 'timeout' || this.kind === 'unavailable' || this.kind === 'protocol';
  }
}

export const CARRIER_MESSAGES = {
  timeout: (carrier: string) => `${carrier} nu a răspuns la timp. Încercați din nou peste câteva momente.`,
  unavailable: (carrier: string) => `${carrier} este indisponibil momentan.`,
  auth: (carrier: string) => `Contul nostru la ${carrier} a fost refuzat; echipa Curiero a fost anunțată.`,
  protocol: (carrier: string) => `${carrier} a trimis un răspuns pe care nu îl putem citi.`,
  refused: (carrier: string, reason: string) => `${carrier} a refuzat cererea: ${reason}`,
  labelFreeRefused: (carrier: string, service: string, reason: string) => `${carrier} a refuzat returul fără etichetă (${service}): ${reason}`,
} as const;

/**
 * A refusal of a label-free return's booking (BookingRequest.labelFreeReturn), reworded so the
 * customer and the shop read which service was refused; anything else is answered as it came.
 */
export function labelFreeRefusal(error: unknown, carrier: string, service: string): unknown {
  if (!(error instanceof CarrierError) || error.kind !== 'refused') return error;
  const prefix = CARRIER_MESSAGES.refused(carrier, '');
  const reason = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return new CarrierError('refused', CARRIER_MESSAGES.labelFreeRefused(carrier, service, reason), carrier, error.details);
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CarrierRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the base URL (no leading slash needed). */
  path: string;
  /** Appended as key=value; an array repeats the key (`awb[]` as given). */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** A form-urlencoded body (bracketed keys as given). */
  form?: Record<string, string | number | boolean | null | undefined>;
  /** 'quote' uses the quote timeout. */
  purpose?: 'quote' | 'other';
  /** Safe to repeat: retried on timeouts, 5xx and lost connections. */
  idempotent?: boolean;
}

export interface CarrierResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
  contentType: string;
  text(): string;
  /** The body as JSON; CarrierError 'protocol' when it is not. */
  json<T = unknown>(): T;
}

export interface CarrierHttpOptions {
  /** The carrier's name, for messages (FAN Courier). */
  carrier: string;
  baseUrl: string;
  fetch?: FetchLike;
  /** Attempts for an idempotent call (1 = no retry). */
  attempts?: number;
  /** First backoff, doubled per retry. */
  backoffMs?: number;
  timeouts?: { quoteMs: number; otherMs: number };
  breaker?: Partial<typeof BREAKER_SETTINGS>;
}

export function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CarrierHttp {
  readonly carrier: string;
  readonly baseUrl: string;
  readonly #fetch: FetchLike;
  readonly #attempts: number;
  readonly #backoffMs: number;
  readonly #timeouts: { quoteMs: number; otherMs: number };
  readonly #breaker: CircuitBreaker<[() => Promise<CarrierResponse>], CarrierResponse>;

  constructor(options: CarrierHttpOptions) {
    this.carrier = options.carrier;
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#attempts = options.attempts ?? 3;
    this.#backoffMs = options.backoffMs ?? 200;
    this.#timeouts = options.timeouts ?? CARRIER_TIMEOUTS;
    this.#breaker = new CircuitBreaker((call: () => Promise<CarrierResponse>) => call(), {
      ...BREAKER_SETTINGS,
      ...options.breaker,
      // Our own timeouts abort the request; the breaker only counts.
      timeout: false,
      // A refusal is the carrier working: only failures to answer count against it.
      errorFilter: (error: unknown) => error instanceof CarrierError && !error.transient,
    });
  }

  /** Whether calls are refused at once because the carrier failed repeatedly (checked by the quote list). */
  get open(): boolean {
    return this.#breaker.opened;
  }

  /** Stops the breaker's timers (tests, shutdown). */
  shutdown(): void {
    this.#breaker.shutdown();
  }

  /** One call; retried with backoff when `idempotent` and it failed for a transient reason. */
  async request(request: CarrierRequest): Promise<CarrierResponse> {
    // A quote is never repeated: the price list waits for one quote timeout at most.
    const attempts = request.idempotent && request.purpose !== 'quote' ? this.#attempts : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#breaker.fire(() => this.#once(request));
      } catch (error) {
        const failure = this.#asCarrierError(error);
        if (attempt >= attempts || !failure.transient || this.#breaker.opened) throw failure;
        await sleep(this.#backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  /** A call whose answer must be JSON (CarrierError 'protocol' when it is not). */
  async json<T>(request: CarrierRequest): Promise<T> {
    return (await this.request(request)).json<T>();
  }

  #asCarrierError(error: unknown): CarrierError {
    if (error instanceof CarrierError) return error;
    if ((error as { code?: string })?.code === 'EOPENBREAKER') return new CarrierError('unavailable', CARRIER_MESSAGES.unavailable(this.carrier), this.carrier);
    return new CarrierError('unavailable', CARRIER_MESSAGES.unavailable(this.carrier), this.carrier, { carrierMessage: String((error as Error)?.message ?? error) });
  }

  async #once(request: CarrierRequest): Promise<CarrierResponse> {
    const url = new URL(request.path.replace(/^\//, ''), this.baseUrl).toString() + queryString(request.query);
    const headers: Record<string, string> = { accept: 'application/json, application/pdf, text/plain;q=0.9, */*;q=0.5', ...request.headers };
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(request.form)) if (value !== undefined && value !== null) form.append(key, String(value));
      body = form.toString();
    }
    const timeoutMs = request.purpose === 'quote' ? this.#timeouts.quoteMs : this.#timeouts.otherMs;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await this.#fetch(url, { method: request.method, headers, body, signal });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (signal.aborted) throw new CarrierError('timeout', CARRIER_MESSAGES.timeout(this.carrier), this.carrier);
      throw new CarrierError('unavailable', CARRIER_MESSAGES.unavailable(this.carrier), this.carrier, { carrierMessage: String((error as Error)?.message ?? error) });
    }
    if (response.status >= 500) {
      throw new CarrierError('unavailable', CARRIER_MESSAGES.unavailable(this.carrier), this.carrier, {
        status: response.status,
        carrierMessage: new TextDecoder().decode(bytes).slice(0, 500),
      });
    }
    const carrier = this.carrier;
    const contentType = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: bytes,
      contentType,
      text: () => new TextDecoder().decode(bytes),
      json<T>(): T {
        try {
          return JSON.parse(new TextDecoder().decode(bytes)) as T;
        } catch {
          throw new CarrierError('protocol', CARRIER_MESSAGES.protocol(carrier), carrier, { status: response.status, carrierMessage: new TextDecoder().decode(bytes).slice(0, 500) });
        }
      },
    };
  }
}
