// The HTTP adapter of a bank-transfer API (PAYOUT_PROVIDER_URL, PAYOUT_PROVIDER_KEY). Its wire format,
// one call, in the shape payout APIs share:
//   POST {url}/transfers
//     Authorization: Bearer <key>
//     Idempotency-Key: payout-<our payout id>     (the same payout is one transfer, however often asked)
//     {"amount": 123450, "currency": "RON", "iban": "RO49AAAA1B31007593840000", "holder": "Magazin SRL",
//      "reference": "payout-12", "description": "Rambursuri Curiero, decont 12"}
//     amount in minor units (bani).
//   -> 200/201/202 {"id": "tr_…", "status": "completed" | "processing" | "rejected",
//                   "failure_code"?: "invalid_iban" | "account_closed" | "account_blocked" | "holder_mismatch" | "limit_exceeded" | …}
//   -> 422 {"status": "rejected", "failure_code": …} (refused before it was made)
// Asked again with the same key, the provider answers the transfer's current state (so a transfer
// left `processing` is followed by asking again). A 5xx, a timeout, a refused key (401/403) or an
// answer without a transfer is ProviderUnavailable: the payout job retries it.
import { PERMANENT_REFUSALS, ProviderUnavailable, refusalReason, type PayoutProvider, type TransferRequest, type TransferResult } from './payout-provider.ts';

export interface HttpPayoutProviderOptions {
  url: string;
  key: string;
  timeoutMs?: number;
}

interface WireTransfer {
  id?: unknown;
  status?: unknown;
  failure_code?: unknown;
}

export class HttpPayoutProvider implements PayoutProvider {
  readonly name = 'http';
  readonly simulated = false;
  readonly #base: string;

  constructor(private readonly options: HttpPayoutProviderOptions) {
    this.#base = options.url.replace(/\/+$/, '');
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    const body = {
      amount: request.amountBani,
      currency: request.currency,
      iban: request.iban,
      holder: request.holder,
      reference: request.reference ?? `payout-${request.payoutId}`,
      description: request.description,
    };
    let response: Response;
    try {
      response = await fetch(`${this.#base}/transfers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': request.idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`the payout provider could not be reached: ${(error as Error).message}`, { cause: error });
    }
    if (response.status >= 500) throw new ProviderUnavailable(`the payout provider answered ${response.status}`);
    if (response.status === 401 || response.status === 403) throw new ProviderUnavailable(`the payout provider refused our key (${response.status})`);
    const json = (await response.json().catch(() => null)) as WireTransfer | null;
    return resultOf(response.status, json);
  }
}

function resultOf(status: number, json: WireTransfer | null): TransferResult {
  const reference = typeof json?.id === 'string' ? json.id : '';
  if (json?.status === 'rejected' || status === 422) {
    const code = typeof json?.failure_code === 'string' && json.failure_code ? json.failure_code : 'rejected';
    return { status: 'refused', code, reason: refusalReason(code), permanent: PERMANENT_REFUSALS.has(code) };
  }
  if (status >= 200 && status < 300 && reference) {
    if (json?.status === 'completed') return { status: 'paid', reference };
    if (json?.status === 'processing') return { status: 'processing', reference };
  }
  throw new ProviderUnavailable(`the payout provider answered ${status} without a transfer`);
}
