// Cash-on-delivery payouts: how often a batch runs and which bank-transfer API sends them.
import type { EnvKit } from './env.ts';

/**
 * Cash-on-delivery payouts (services/repayments/): the 'payout.batch' schedule groups the collected
 * repayments per account and IBAN, the 'payout.send' job sends each payout through the provider.
 */
export interface PayoutsConfig {
  /** Seconds between two payout batches (intervals counted from 00:00 UTC: 86400 is daily at 00:00 UTC); 0: this process schedules none. */
  readonly intervalSeconds: number;
  /** The bank-transfer API (services/repayments/http-payout-provider.ts); null: the local simulated provider. */
  readonly providerUrl: string | null;
  readonly providerKey: string | null;
  /** The simulated provider refuses transfers to this IBAN (to see a failed payout); null: none. */
  readonly simulatedFailingIban: string | null;
}

// The provider's URL and key go together; the failing IBAN is only for the simulated provider.
export function readPayouts(kit: EnvKit): PayoutsConfig {
  const { read, problems } = kit;
  const providerUrl = kit.url('PAYOUT_PROVIDER_URL', ['http:', 'https:'], 'an http:// or https:// URL');
  const providerKey = read('PAYOUT_PROVIDER_KEY') ?? null;
  if (providerUrl !== null && providerKey === null) problems.push("PAYOUT_PROVIDER_KEY must be set too: the payout provider's URL and key go together");
  if (read('PAYOUT_PROVIDER_URL') === undefined && providerKey !== null) problems.push("PAYOUT_PROVIDER_URL must be set too: the payout provider's URL and key go together");
  const failing = read('PAYOUT_SIMULATED_FAILING_IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null;
  return Object.freeze({
    intervalSeconds: kit.integer('PAYOUT_INTERVAL_SECONDS', 86_400, 0, 31 * 86_400),
    providerUrl: providerUrl !== null && providerKey !== null ? providerUrl.replace(/\/+$/, '') : null,
    providerKey: providerUrl !== null && providerKey !== null ? providerKey : null,
    simulatedFailingIban: failing,
  });
}
