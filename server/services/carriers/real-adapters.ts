// The real adapter of each carrier (its manifest's `createAdapter`, adapters/<carrier>/manifest.ts),
// made from its account (carrier-config.ts). One adapter per carrier per process: it holds the
// carrier's token cache and circuit breaker.
import type { CarrierAdapter } from './carrier-adapter.ts';
import type { CarrierAccount, RealAdapterOptions } from './carrier-manifest.ts';
import { carrierManifest } from './registry.ts';

export type { RealAdapterOptions } from './carrier-manifest.ts';

export function createRealAdapter(account: CarrierAccount, options: RealAdapterOptions = {}): CarrierAdapter {
  const manifest = carrierManifest(account.carrierId);
  if (!manifest) throw new Error(`no real adapter for carrier ${account.carrierId}`);
  return manifest.createAdapter(account, options);
}
