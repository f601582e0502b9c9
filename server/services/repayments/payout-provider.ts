// A payout provider: the bank-transfer service that sends a payout's money to the shop's IBAN. Two
// implementations: the HTTP adapter of a real bank-transfer API (http-payout-provider.ts, chosen by
// PAYOUT_PROVIDER_URL) and the local simulated one (simulated-payout-provider.ts, the default).
// A transfer is asked for with an idempotency key (our payout id): asking again, after a timeout or
// a crash, returns the same transfer instead of paying twice.

export interface TransferRequest {
  /** `payout-<id>`: the same payout is one transfer, whatever the number of attempts. */
  idempotencyKey: string;
  payoutId: number;
  /** Our reference on the transfer (default `payout-<payoutId>`; a return's refund: `return-refund-<id>`). */
  reference?: string;
  amountBani: number;
  currency: string;
  iban: string;
  holder: string;
  /** What the shop's bank statement shows. */
  description: string;
}

export type TransferResult =
  /** The money left: the payout is paid. */
  | { status: 'paid'; reference: string }
  /** Accepted, not settled yet: ask again later (the same request with the same key). */
  | { status: 'processing'; reference: string }
  /** Refused; `permanent`: asking again cannot help (an IBAN that does not exist, a closed account). */
  | { status: 'refused'; code: string; reason: string; permanent: boolean };

export interface PayoutProvider {
  readonly name: string;
  /** The money is not real (the local provider): the dashboard and the reports say so. */
  readonly simulated: boolean;
  /** Throws ProviderUnavailable when the provider cannot be reached or answers nonsense. */
  transfer(request: TransferRequest): Promise<TransferResult>;
}

/** The provider could not be asked (network, timeout, 5xx, an answer without a transfer): retry later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** Romanian reasons for the refusal codes of the wire format (http-payout-provider.ts), and the fallback. */
export const REFUSAL_REASONS: Record<string, string> = {
  invalid_iban: 'IBAN-ul nu este valid. Verifică IBAN-ul din comandă sau din adresa de facturare.',
  account_closed: 'Contul bancar al IBAN-ului este închis.',
  account_blocked: 'Banca a refuzat plata: contul destinatar este blocat.',
  holder_mismatch: 'Numele titularului nu corespunde contului bancar.',
  limit_exceeded: 'Plata depășește limita zilnică a băncii.',
  rejected: 'Banca a refuzat plata.',
};

/** Codes after which asking again cannot succeed. */
export const PERMANENT_REFUSALS = new Set(['invalid_iban', 'account_closed', 'holder_mismatch']);

export const UNAVAILABLE_REASON = 'Serviciul de plăți al băncii nu a răspuns.';

/** The Romanian reason of a refusal code (an unknown code: the general one, with the code). */
export function refusalReason(code: string): string {
  return REFUSAL_REASONS[code] ?? `Banca a refuzat plata (cod ${code.slice(0, 40)}).`;
}
