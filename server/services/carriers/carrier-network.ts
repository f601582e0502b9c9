// Which adapter serves which carrier (each carrier of registry.ts): a carrier configured with its API
// account (carrier-config.ts) books on its real adapter (real-adapters.ts), every other carrier on the simulated network (demo).
// A test-mode order (test API key) always goes to the simulated network. Tracking and cancelling
// ask the network a shipment was booked on (adapterFor), so shipments booked on the simulated
// network keep being tracked there after their carrier gets a real adapter.
import type { AppDb } from '../../db/client.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import type { CarriersConfig, Deployment } from './carrier-config.ts';
import { createRealAdapter, type RealAdapterOptions } from './real-adapters.ts';
import { CARRIER_MANIFESTS } from './registry.ts';
import { SIMULATED_NETWORK, SimulatedNetwork } from './simulated-network.ts';

export interface CarrierNetwork {
  /** The adapter new bookings of `carrierId` go to; a test-mode order (test API key) always goes to the simulated network. */
  adapter(carrierId: number, testMode?: boolean): CarrierAdapter;
  /** The adapter that booked `shipment` (its `network`), to track or cancel it. */
  adapterFor(shipment: { carrierId: number; network: string }): CarrierAdapter;
  /** Whether `carrierId` books on its real API (else: simulated, demo). */
  isReal(carrierId: number): boolean;
  /** Whether any carrier books on a real carrier's API. */
  readonly hasRealCarrier: boolean;
  /** demo: simulated carriers take orders (marked as demo); live: they refuse live orders. */
  readonly deployment: Deployment;
}

/** A network over the given adapters per carrier; `others` are reachable by their network name only. */
export function carrierNetworkOf(adapters: ReadonlyMap<number, CarrierAdapter>, others: CarrierAdapter[] = [], deployment: Deployment = 'demo'): CarrierNetwork {
  const byNetwork = new Map<string, CarrierAdapter>([...others, ...adapters.values()].map((a) => [a.network, a]));
  const isReal = (carrierId: number) => {
    const own = adapters.get(carrierId);
    return own !== undefined && own.network !== SIMULATED_NETWORK;
  };
  const adapter = (carrierId: number, testMode = false): CarrierAdapter => {
    const found = testMode ? byNetwork.get(SIMULATED_NETWORK) : adapters.get(carrierId);
    if (!found) throw new Error(`no carrier adapter for carrier ${carrierId}`);
    return found;
  };
  return {
    adapter,
    isReal,
    deployment,
    hasRealCarrier: CARRIER_MANIFESTS.some((c) => isReal(c.id)),
    adapterFor({ carrierId, network }) {
      const own = adapters.get(carrierId);
      if (own?.network === network) return own;
      const found = byNetwork.get(network);
      if (!found) throw new Error(`no carrier adapter for network ${network} (carrier ${carrierId})`);
      return found;
    },
  };
}

export function createCarrierNetwork(
  db: AppDb,
  config: Pick<CarriersConfig, 'deployment' | 'accounts'> & Partial<Pick<CarriersConfig, 'timeouts' | 'simulatedReweighExtraKg'>> = { deployment: 'demo', accounts: new Map() },
  adapterOptions: RealAdapterOptions = {},
): CarrierNetwork {
  const simulated = new SimulatedNetwork(db, { reweighExtraKg: config.simulatedReweighExtraKg ?? 0 });
  const options: RealAdapterOptions = { ...(config.timeouts ? { timeouts: config.timeouts } : {}), ...adapterOptions };
  const adapters = new Map<number, CarrierAdapter>(
    CARRIER_MANIFESTS.map((c) => {
      const account = config.accounts.get(c.id);
      return [c.id, account ? createRealAdapter(account, options) : simulated];
    }),
  );
  return carrierNetworkOf(adapters, [simulated], config.deployment);
}
