// Which carriers are real, from the environment: each carrier's variables (its account on the
// carrier's API) and base URL. A carrier with none of its required variables set runs on the
// simulated network (demo); with all of them, on its real adapter; with only some, start-up stops
// with a message naming the missing variable. Every carrier is configured on its own.
// DEPLOYMENT=live (default demo) is a deployment that takes real orders: it refuses orders for a
// carrier that is not connected instead of inventing AWBs (the simulated network then only serves
// test-mode API keys).
// Each carrier's variables are declared by its manifest (adapters/<carrier>/manifest.ts, registry.ts).
import type { CarrierAccount, CarrierEnvSpec } from './carrier-manifest.ts';
import { CARRIER_MANIFESTS } from './registry.ts';

export const DEPLOYMENTS = ['demo', 'live'] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];

export type { CarrierAccount, CarrierEnvSpec, CarrierVariable } from './carrier-manifest.ts';

/** Each carrier's variables (its manifest's `env`; carrier-apis.md: what each API needs to identify our account). */
export const CARRIER_ENV: readonly CarrierEnvSpec[] = CARRIER_MANIFESTS.map((m) => ({ carrierId: m.id, ...m.env }));

export interface CarriersConfig {
  readonly deployment: Deployment;
  /** Seconds between two locker syncs (locker-sync.ts; LOCKERS_SYNC_INTERVAL_SECONDS, default daily); 0: this process schedules none. */
  readonly lockerSyncSeconds: number;
  /** How long a carrier may take: a quote (CARRIER_QUOTE_TIMEOUT_MS, 1500) and any other call (CARRIER_TIMEOUT_MS, 10000). */
  readonly timeouts: { readonly quoteMs: number; readonly otherMs: number };
  /** The carriers with a real adapter, by carrier id; every other carrier is simulated. */
  readonly accounts: ReadonlyMap<number, CarrierAccount>;
  /**
   * Kilograms the simulated carriers add when they weigh a parcel at pickup (SIMULATED_REWEIGH_EXTRA_KG,
   * default 0: they report no weight). A demo deployment sets it to show a re-weighing difference.
   */
  readonly simulatedReweighExtraKg: number;
}

/** Reads every carrier's variables; each problem is one line naming the variable. */
export function readCarriers(read: (name: string) => string | undefined, problems: string[]): CarriersConfig {
  const accounts = new Map<number, CarrierAccount>();
  for (const spec of CARRIER_ENV) {
    const set = spec.required.filter((v) => read(`${spec.prefix}_${v.name}`) !== undefined);
    const baseUrlName = `${spec.prefix}_BASE_URL`;
    if (!set.length) {
      const stray = [...spec.optional.map((v) => `${spec.prefix}_${v.name}`), baseUrlName].find((name) => read(name) !== undefined);
      if (stray) problems.push(`${stray} is set but ${spec.prefix}_${spec.required[0]!.name} is not: set every ${spec.prefix}_* variable of the account, or none (simulated)`);
      continue;
    }
    for (const missing of spec.required.filter((v) => !set.includes(v))) {
      problems.push(`${spec.prefix}_${missing.name} is missing: ${missing.description} (needed because ${spec.prefix}_${set[0]!.name} is set)`);
    }
    const values: Record<string, string> = {};
    for (const variable of [...spec.required, ...spec.optional]) {
      const name = `${spec.prefix}_${variable.name}`;
      const value = read(name);
      if (value === undefined) continue;
      if (variable.numeric && !/^\d+$/.test(value)) problems.push(`${name} must be a number (${variable.description}), got ${JSON.stringify(value)}`);
      values[variable.name] = value;
    }
    const rawBase = read(baseUrlName) ?? spec.defaultBaseUrl;
    let baseUrl = spec.defaultBaseUrl;
    try {
      const parsed = new URL(rawBase);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
      baseUrl = rawBase;
    } catch {
      problems.push(`${baseUrlName} must be an http:// or https:// URL, got ${JSON.stringify(rawBase)}`);
    }
    accounts.set(spec.carrierId, Object.freeze({ carrierId: spec.carrierId, baseUrl, values: Object.freeze(values) }));
  }
  const raw = read('DEPLOYMENT') ?? 'demo';
  const deployment = (DEPLOYMENTS as readonly string[]).includes(raw) ? (raw as Deployment) : 'demo';
  if (deployment !== raw) problems.push(`DEPLOYMENT must be one of ${DEPLOYMENTS.join('|')}, got ${JSON.stringify(raw)}`);
  const rawSync = read('LOCKERS_SYNC_INTERVAL_SECONDS');
  let lockerSyncSeconds = 86_400;
  if (rawSync !== undefined) {
    if (/^\d+$/.test(rawSync) && Number(rawSync) <= 604_800) lockerSyncSeconds = Number(rawSync);
    else problems.push(`LOCKERS_SYNC_INTERVAL_SECONDS must be an integer 0-604800, got ${JSON.stringify(rawSync)}`);
  }
  const millis = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (/^\d+$/.test(raw) && Number(raw) >= 50 && Number(raw) <= 120_000) return Number(raw);
    problems.push(`${name} must be an integer 50-120000 (milliseconds), got ${JSON.stringify(raw)}`);
    return fallback;
  };
  const timeouts = Object.freeze({ quoteMs: millis('CARRIER_QUOTE_TIMEOUT_MS', 1500), otherMs: millis('CARRIER_TIMEOUT_MS', 10_000) });
  const rawExtra = read('SIMULATED_REWEIGH_EXTRA_KG');
  let simulatedReweighExtraKg = 0;
  if (rawExtra !== undefined) {
    if (/^\d+(\.\d{1,3})?$/.test(rawExtra) && Number(rawExtra) <= 50) simulatedReweighExtraKg = Number(rawExtra);
    else problems.push(`SIMULATED_REWEIGH_EXTRA_KG must be a number of kilograms 0-50, got ${JSON.stringify(rawExtra)}`);
  }
  return Object.freeze({ deployment, accounts, lockerSyncSeconds, timeouts, simulatedReweighExtraKg });
}
