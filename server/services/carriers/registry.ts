// Every carrier Curiero books with: one manifest each (adapters/<carrier>/manifest.ts, its shape in
// carrier-manifest.ts), listed here once. Everything keyed by a carrier reads this list: its
// environment (carrier-config.ts), its real adapter (real-adapters.ts), its status codes
// (statuses.ts), its simulated timeline (simulated-timeline.ts), its AWB format (awb-formats.ts),
// which carriers get a network adapter (carrier-network.ts), which sync their lockers
// (locker-sync.ts) and which take a pickup day (pricing/quote.ts).
// Adding a carrier: its folder with its manifest, one import and one entry below, and its public
// entry in src/shared/carriers.ts (id, slug, name: the front end's pages need them). The list is kept
// in the order of src/shared/carriers.ts; a catalogued carrier without a manifest stops the start.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { CarrierManifest } from './carrier-manifest.ts';
import { manifest as bookurier } from './adapters/bookurier/manifest.ts';
import { manifest as cargus } from './adapters/cargus/manifest.ts';
import { manifest as dpd } from './adapters/dpd/manifest.ts';
import { manifest as fanCourier } from './adapters/fan-courier/manifest.ts';
import { manifest as gls } from './adapters/gls/manifest.ts';
import { manifest as sameday } from './adapters/sameday/manifest.ts';

const MANIFESTS: readonly CarrierManifest[] = [cargus, dpd, fanCourier, gls, sameday, bookurier];

function inCatalogueOrder(manifests: readonly CarrierManifest[]): readonly CarrierManifest[] {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  if (byId.size !== manifests.length) throw new Error('two carrier manifests have the same id (server/services/carriers/registry.ts)');
  return Object.freeze(
    CARRIERS.map((c) => {
      const found = byId.get(c.id);
      if (!found) throw new Error(`carrier ${c.slug} (${c.id}) has no manifest in server/services/carriers/registry.ts`);
      return found;
    }),
  );
}

/** Every carrier's manifest, in the order of src/shared/carriers.ts. */
export const CARRIER_MANIFESTS: readonly CarrierManifest[] = inCatalogueOrder(MANIFESTS);

/** The manifest of carrier `carrierId`, if there is one. */
export function carrierManifest(carrierId: number): CarrierManifest | undefined {
  return CARRIER_MANIFESTS.find((m) => m.id === carrierId);
}
