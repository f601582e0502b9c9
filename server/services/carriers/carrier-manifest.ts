// The shape of a carrier's manifest (adapters/<carrier>/manifest.ts): everything the rest of the
// server knows about one carrier, in one place, listed once in registry.ts. Its id, slug and name
// come from the public catalogue (src/shared/carriers.ts, which the front end reads too).
// This file holds types and defineCarrier only: a carrier's adapter may import it (CarrierAccount)
// without reaching the registry.
import { CARRIERS, type CarrierSlug } from '../../../src/shared/carriers.ts';
import type { CarrierAdapter, CarrierCapabilities } from './carrier-adapter.ts';
import type { FetchLike } from './carrier-http.ts';
import type { CarrierTimeline, CodeTable } from './code-table.ts';

export interface CarrierVariable {
  /** The part after the carrier's prefix: USERNAME for FAN_COURIER_USERNAME. */
  name: string;
  /** What it is, for the error message and the README. */
  description: string;
  /** Digits only (an account or client id). */
  numeric?: boolean;
}

/** A carrier's account on its API, from the environment (carrier-config.ts reads it). */
export interface CarrierEnvironment {
  /** The variables' prefix: FAN_COURIER. */
  prefix: string;
  /** The production base URL (PREFIX_BASE_URL overrides it: a test account, a stand-in). */
  defaultBaseUrl: string;
  required: CarrierVariable[];
  optional: CarrierVariable[];
}

export interface CarrierEnvSpec extends CarrierEnvironment {
  carrierId: number;
}

/** One real carrier's account: its variables by name (without the prefix) and its base URL. */
export interface CarrierAccount {
  readonly carrierId: number;
  readonly baseUrl: string;
  readonly values: Readonly<Record<string, string>>;
}

/** AWB numbers in the carrier's style, for the simulated network (awb-formats.ts). */
export interface AwbFormat {
  prefix: string;
  /** How many random digits follow the prefix. */
  digits: number;
  /** Only for numeric formats: the first random digit comes from this range. */
  firstDigit?: [number, number];
  pattern: RegExp;
}

export interface RealAdapterOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

/** The carrier's real adapter, made from its account (one per process: it holds the token cache and breaker). */
export type AdapterFactory = (account: CarrierAccount, options: RealAdapterOptions) => CarrierAdapter;

export interface ManifestCapabilities extends CarrierCapabilities {
  /** Its booking takes the day the offer promised for the pickup, so an offer lets the sender choose among several (pricing/quote.ts). */
  readonly pickupDay: boolean;
}

export interface CarrierManifest {
  /** The id clients keep (carrier_id), from src/shared/carriers.ts. */
  readonly id: number;
  /** Its pages' slug and its rate card's file name (server/data/rate-cards/<slug>.json). */
  readonly slug: CarrierSlug;
  readonly name: string;
  readonly env: CarrierEnvironment;
  /** What its API offers (its adapter's own `capabilities`, which may narrow them per account) and how our flows use it. */
  readonly capabilities: ManifestCapabilities;
  /** Its status codes mapped to our catalogue (code-table.ts says how a table is written). */
  readonly codes: CodeTable;
  /** A simulated parcel's life, in those codes (simulated-timeline.ts). */
  readonly timeline: CarrierTimeline;
  readonly awb: AwbFormat;
  readonly createAdapter: AdapterFactory;
}

/** A manifest for the catalogued carrier `slug`: its id and name come from src/shared/carriers.ts. */
export function defineCarrier(slug: CarrierSlug, manifest: Omit<CarrierManifest, 'id' | 'slug' | 'name'>): CarrierManifest {
  const carrier = CARRIERS.find((c) => c.slug === slug);
  if (!carrier) throw new Error(`carrier ${slug} is not in src/shared/carriers.ts`);
  return Object.freeze({ id: carrier.id, slug: carrier.slug, name: carrier.name, ...manifest });
}
