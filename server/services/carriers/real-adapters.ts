// The real adapter of each carrier (adapters/<carrier>/adapter.ts), made from its account
// (carrier-config.ts). One adapter per carrier per process: it holds the carrier's token cache and
// circuit breaker.
import type { CarrierAdapter } from './carrier-adapter.ts';
import type { CarrierAccount } from './carrier-config.ts';
import type { FetchLike } from './carrier-http.ts';

export interface RealAdapterOptions {
  fetch?: FetchLike;
  timeouts?: { quoteMs: number; otherMs: number };
  backoffMs?: number;
}

type Factory = (account: CarrierAccount, options: RealAdapterOptions) => CarrierAdapter;

const FACTORIES: Readonly<Record<number, Factory>> = {};

export function createRealAdapter(account: CarrierAccount, options: RealAdapterOptions = {}): CarrierAdapter {
  const factory = FACTORIES[account.carrierId];
  if (!factory) throw new Error(`no real adapter for carrier ${account.carrierId}`);
  return factory(account, options);
}
