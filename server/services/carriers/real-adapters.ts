// The real adapter of each carrier (adapters/<carrier>/adapter.ts), made from its account
// (carrier-config.ts). One adapter per carrier per process: it holds the carrier's token cache and
// circuit breaker.
import type { CarrierAdapter } from './carrier-adapter.ts';
import type { CarrierAccount } from './carrier-config.ts';
import type { FetchLike } from './carrier-http.ts';
import { createBookurierAdapter } from './adapters/bookurier/adapter.ts';
import { createCargusAdapter } from './adapters/cargus/adapter.ts';
import { createDpdAdapter } from './adapters/dpd/adapter.ts';
import { createFanCourierAdapter } from './adapters/fan-courier/adapter.ts';
import { createGlsAdapter } from './adapters/gls/adapter.ts';
import { createSamedayAdapter } from './adapters/sameday/adapter.ts';

export interface RealAdapterOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

type Factory = (account: CarrierAccount, options: RealAdapterOptions) => CarrierAdapter;

const FACTORIES: Readonly<Record<number, Factory>> = {
  1: createCargusAdapter,
  2: createDpdAdapter,
  3: createFanCourierAdapter,
  4: createGlsAdapter,
  6: createSamedayAdapter,
  16: createBookurierAdapter,
};

export function createRealAdapter(account: CarrierAccount, options: RealAdapterOptions = {}): CarrierAdapter {
  const factory = FACTORIES[account.carrierId];
  if (!factory) throw new Error(`no real adapter for carrier ${account.carrierId}`);
  return factory(account, options);
}
