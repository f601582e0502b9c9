// Which adapter serves which carrier. Every carrier runs on the simulated network for now; a real
// carrier's API adapter (configured by environment) replaces its entry here without touching the
// order flow. Tracking asks the network a shipment was booked on (adapterFor), so shipments booked
// on the simulated network keep being tracked there after their carrier gets a real adapter.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { AppDb } from '../../db/client.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { SIMULATED_NETWORK, SimulatedNetwork } from './simulated-network.ts';

export interface CarrierNetwork {
  /** The adapter new bookings of `carrierId` go to; a test-mode order (test API key) always goes to the simulated network. */
  adapter(carrierId: number, testMode?: boolean): CarrierAdapter;
  /** The adapter that booked `shipment` (its `network`), to track or cancel it. */
  adapterFor(shipment: { carrierId: number; network: string }): CarrierAdapter;
  /** Whether any carrier books on a real carrier's API (live API keys need one). */
  readonly hasRealCarrier: boolean;
}

/** A network over the given adapters per carrier; `others` are reachable by their network name only. */
export function carrierNetworkOf(adapters: ReadonlyMap<number, CarrierAdapter>, others: CarrierAdapter[] = []): CarrierNetwork {
  const byNetwork = new Map<string, CarrierAdapter>([...others, ...adapters.values()].map((a) => [a.network, a]));
  const adapter = (carrierId: number, testMode = false): CarrierAdapter => {
    const found = testMode ? byNetwork.get(SIMULATED_NETWORK) : adapters.get(carrierId);
    if (!found) throw new Error(`no carrier adapter for carrier ${carrierId}`);
    return found;
  };
  return {
    adapter,
    hasRealCarrier: [...adapters.values()].some((a) => a.network !== SIMULATED_NETWORK),
    adapterFor({ carrierId, network }) {
      const own = adapters.get(carrierId);
      if (own?.network === network) return own;
      const found = byNetwork.get(network);
      if (!found) throw new Error(`no carrier adapter for network ${network} (carrier ${carrierId})`);
      return found;
    },
  };
}

export function createCarrierNetwork(db: AppDb): CarrierNetwork {
  const simulated = new SimulatedNetwork(db);
  return carrierNetworkOf(new Map(CARRIERS.map((c) => [c.id, simulated])), [simulated]);
}
