// Closing an account from the profile (issue #30). Confirmed with the password (an account without
// one, made by a social login, confirms with `confirm: true` only), refused while an order is under
// way or a re-weighing difference is unpaid. A positive wallet balance is paid back to the IBAN the
// customer gives: in ONE transaction the wallet is debited to zero (ledger kind 'account_closing'),
// the account is erased as `npm run customer:erase` does (erase-customer.ts: sessions, links, devices,
// messages gone; the row anonymised, orders, invoices and the ledger kept for the accounts), and the
// transfer's job is queued; the job ('account.payout') sends it through the payout provider
// (repayments/payout-provider.ts) with an idempotency key of its own, retried like a COD payout.
import type { AppDb } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { enqueue } from '../jobs/index.ts';
import { GiveUp, RetryLater } from '../jobs/index.ts';
import { formatRon } from '../payments/index.ts';
import { postMovement, walletBalance } from '../payments/index.ts';
import { isValidRomanianIban, normalizeIban } from '../pricing/index.ts';
import { ProviderUnavailable, refusalReason, type PayoutProvider } from '../repayments/index.ts';
import type { AuthContext } from './context.ts';
import type { CustomerRow } from './customers.ts';
import { eraseCustomer, EraseRefused } from './erase-customer.ts';
import { checkCurrentPassword } from './change-password.ts';

export interface CloseAccountInput {
  password?: string;
  confirm?: boolean;
  iban?: string;
  holder?: string;
}

export const ACCOUNT_CLOSED_MESSAGE = 'Contul a fost închis și datele tale personale au fost șterse.';
const UNDER_WAY = ['awaiting_payment', 'paid', 'booked', 'picked_up'];

export interface AccountPayout {
  ledgerId: number;
  amountBani: number;
  iban: string;
  holder: string;
}

/** Closes the account; returns the amount paid back (0 when the wallet was empty). */
export async function closeAccount(ctx: AuthContext, customer: CustomerRow, input: CloseAccountInput): Promise<{ refundBani: number }> {
  const errors: FieldErrors = {};
  if (customer.passwordHash) {
    if (await checkCurrentPassword(ctx, customer, input.password ?? '')) errors.password = ['Parola nu este corectă.'];
  } else if (input.confirm !== true) errors.confirm = ['Confirmă închiderea contului.'];
  const balance = await walletBalance(ctx.db, customer.id);
  const iban = normalizeIban(input.iban ?? '');
  const holder = (input.holder ?? '').trim();
  if (balance > 0) {
    if (!isValidRomanianIban(iban)) errors.iban = [`Scrie IBAN-ul în care îți returnăm soldul portofelului (${formatRon(balance)}): un IBAN românesc valid.`];
    if (holder.length < 3 || holder.length > 100) errors.holder = ['Scrie numele titularului contului bancar (3–100 de caractere).'];
  }
  if (Object.keys(errors).length) throw validationFailure(errors);

  const underWay = rowsOf<{ number: string }>(
    await ctx.db.execute(sql`select number from orders where customer_id = ${customer.id} and status in (${sql.join(UNDER_WAY.map((s) => sql`${s}`), sql`, `)}) order by id`),
  );
  if (underWay.length) {
    throw new Failure(409, 'orders_under_way', `Contul nu poate fi închis cât timp ai comenzi în curs (${underWay.map((o) => o.number).join(', ')}). Încearcă după ce sunt livrate sau anulate.`);
  }
  if (customer.hasUnpaidReweights) throw new Failure(409, 'reweigh_unpaid', 'Ai o diferență de recântărire neplătită: plătește-o din portofel înainte să închizi contul.');

  const refundBani = await ctx.db.transaction(async (tx) => {
    const now = await walletBalance(tx, customer.id);
    let payout: AccountPayout | null = null;
    if (now > 0) {
      const row = await postMovement(tx, {
        customerId: customer.id,
        amountBani: -now,
        kind: 'account_closing',
        reference: `closing-${customer.id}`,
        description: `Soldul returnat la închiderea contului, în IBAN ${iban.slice(0, 4)}…${iban.slice(-4)}`,
      });
      payout = { ledgerId: row.id, amountBani: now, iban, holder };
    }
    try {
      await eraseCustomer(tx as unknown as AppDb, customer.email);
    } catch (error) {
      if (error instanceof EraseRefused) throw new Failure(409, 'account_not_closable', 'Contul nu poate fi închis acum. Încearcă din nou.');
      throw error;
    }
    // Queued after the erasure (which drops the account's jobs); the payload names no account.
    if (payout) await enqueue(tx, { kind: 'account.payout', key: `account-payout:${payout.ledgerId}`, payload: payout });
    return now;
  });
  ctx.log.info({ customerId: customer.id, refundBani }, 'account closed by its owner');
  return { refundBani };
}

/** The 'account.payout' job: the wallet's balance to the IBAN given at closing. */
export async function sendAccountPayout(provider: PayoutProvider, payout: AccountPayout): Promise<void> {
  let result;
  try {
    result = await provider.transfer({
      idempotencyKey: `account-closing-${payout.ledgerId}`,
      payoutId: payout.ledgerId,
      amountBani: payout.amountBani,
      currency: 'RON',
      iban: payout.iban,
      holder: payout.holder,
      description: 'Curiero: soldul portofelului la închiderea contului',
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new RetryLater(5 * 60_000, error.message);
    throw error;
  }
  if (result.status === 'processing') throw new RetryLater(30 * 60_000, 'the transfer is not settled yet');
  if (result.status === 'refused') {
    const reason = refusalReason(result.code);
    if (result.permanent) throw new GiveUp(reason);
    throw new Error(reason);
  }
}
