// Which adapter serves which carrier. Every carrier runs on the simulated network for now; a real
// carrier's API adapter (configured by environment) replaces its entry here without touching the
// order flow.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { AppDb } from '../../db/client.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { SimulatedNetwork } from './simulated-network.ts';

export interface CarrierNetwork {
  adapter(carrierId: number): CarrierAdapter;
}

export function createCarrierNetwork(db: AppDb): CarrierNetwork {
  const simulated = new SimulatedNetwork(db);
  const adapters = new Map<number, CarrierAdapter>(CARRIERS.map((c) => [c.id, simulated]));
  return {
    adapter(carrierId) {
      const adapter = adapters.get(carrierId);
      if (!adapter) throw new Error(`no carrier adapter for carrier ${carrierId}`);
      return adapter;
    },
  };
}
