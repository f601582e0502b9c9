// The carriers' APIs: which are real, and whether this deployment takes real orders. The variables
// are each carrier's own (services/carriers/carrier-config.ts holds the spec and reads it); this
// section only hands it the env kit.
import { readCarriers, type CarriersConfig } from '../services/carriers/index.ts';
import type { EnvKit } from './env.ts';

export type { CarriersConfig };

export function readCarriersSection(kit: EnvKit): CarriersConfig {
  return readCarriers(kit.read, kit.problems);
}
