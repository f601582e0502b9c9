// Which carriers run on the simulated network (GET private/app-config → carriers), so every offer,
// the checkout and the locker list of such a carrier say they are a demonstration. Until the
// configuration is here, or when it cannot be had, nothing is claimed (an empty set): after the
// order, the order itself (test_mode) and its tracking (demo) say it from the server's own answer.
import { useEffect, useState } from 'react';
import { loadAppConfig, loadedAppConfig, type AppConfig } from './app-config.ts';

export interface SimulatedCarriers {
  /** null while unknown. */
  deployment: 'demo' | 'live' | null;
  simulated: ReadonlySet<number>;
}

const UNKNOWN: SimulatedCarriers = { deployment: null, simulated: new Set() };

/** The configuration's carriers part, checked (anything malformed counts as unknown). */
export function simulatedCarriersOf(config: AppConfig | null | undefined): SimulatedCarriers {
  const carriers = config?.carriers;
  if (!carriers || !Array.isArray(carriers.simulated)) return UNKNOWN;
  const deployment = carriers.deployment === 'demo' || carriers.deployment === 'live' ? carriers.deployment : null;
  return { deployment, simulated: new Set(carriers.simulated.filter((id): id is number => Number.isInteger(id))) };
}

export function useSimulatedCarriers(): SimulatedCarriers {
  const [state, setState] = useState<SimulatedCarriers>(() => simulatedCarriersOf(loadedAppConfig()));
  useEffect(() => {
    let active = true;
    loadAppConfig().then(
      (config) => active && setState(simulatedCarriersOf(config)),
      () => undefined, // offline or no config: claim nothing
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
