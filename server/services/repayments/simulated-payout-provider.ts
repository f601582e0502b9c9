// The local payout provider, used while no real one is configured (PAYOUT_PROVIDER_URL unset). It
// plays a bank-transfer API: it accepts a transfer to a valid IBAN (checksum and length per country,
// ibantools), refuses an invalid one for good, and refuses transfers to PAYOUT_SIMULATED_FAILING_IBAN
// as a bank does with a blocked account (retried: change or clear the variable to see the retry
// succeed). No money moves: `simulated` is true, references start with SIM-, and the dashboard and
// reports say so. The reference comes from the idempotency key, so asking again is the same transfer.
import { createHash } from 'node:crypto';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { refusalReason, type PayoutProvider, type TransferRequest, type TransferResult } from './payout-provider.ts';

export class SimulatedPayoutProvider implements PayoutProvider {
  readonly name = 'simulated';
  readonly simulated = true;

  constructor(private readonly options: { failingIban?: string | null } = {}) {}

  async transfer(request: TransferRequest): Promise<TransferResult> {
    const iban = electronicFormatIBAN(request.iban) ?? '';
    if (!isValidIBAN(iban)) return { status: 'refused', code: 'invalid_iban', reason: refusalReason('invalid_iban'), permanent: true };
    if (this.options.failingIban && iban === electronicFormatIBAN(this.options.failingIban)) {
      return { status: 'refused', code: 'account_blocked', reason: refusalReason('account_blocked'), permanent: false };
    }
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16).toUpperCase();
    return { status: 'paid', reference: `SIM-${digest}` };
  }
}
