// Erasing a customer's account when they ask (the privacy policy: within 30 days, except what the
// law obliges us to keep). Support runs it: `npm run customer:erase -- --email <e-mail>`.
// - Deleted: sessions (with their refresh tokens), e-mail links, social logins, push devices (with
//   their subscriptions and deliveries), a shop's returns page (the requests stay, like orders), and the chat and form messages sent from the address, except
//   contact messages about an order (kept like the order, for complaints).
// - Anonymised: the account row. Orders, payments and wallet movements stay linked to it, because
//   invoices and accounting records must be kept (3 and 5 years); its name, e-mail and password go,
//   and it is left inactive, so nobody can sign in to it. The address can register again.
// - Refused while the wallet holds money (refund it first) or an order is still under way.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { walletBalance } from '../payments/index.ts';
import { CONTACT_ABOUT_AN_ORDER } from '../retention.ts';

export class EraseRefused extends Error {}

/** Orders not finished yet: paid or being paid, booked, on the way. */
const UNDER_WAY = ['awaiting_payment', 'paid', 'booked', 'picked_up'];

export const ERASED_NAME = 'Cont șters';
export const erasedEmail = (customerId: number) => `sters-${customerId}@curiero.invalid`;

export interface Erasure {
  customerId: number;
  chatMessages: number;
  formMessages: number;
}

export async function eraseCustomer(db: AppDb, rawEmail: string): Promise<Erasure> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [customer] = rowsOf<{ id: number }>(await tx.execute(sql`select id from customers where email = ${email} for update`));
    if (!customer) throw new EraseRefused(`No customer account has the address ${email}.`);
    const id = Number(customer.id);
    const balance = await walletBalance(tx, id);
    if (balance !== 0) throw new EraseRefused(`The wallet of ${email} holds ${(balance / 100).toFixed(2)} RON: refund it before erasing the account.`);
    const statuses = sql.join(UNDER_WAY.map((status) => sql`${status}`), sql`, `);
    const underWay = rowsOf<{ number: string }>(await tx.execute(sql`select number from orders where customer_id = ${id} and status in (${statuses}) order by id`));
    if (underWay.length) throw new EraseRefused(`Orders still under way: ${underWay.map((o) => o.number).join(', ')}. Erase the account once they are finished.`);

    await tx.execute(sql`delete from auth_sessions where customer_id = ${id}`);
    await tx.execute(sql`delete from auth_links where customer_id = ${id}`);
    await tx.execute(sql`delete from customer_identities where customer_id = ${id}`);
    await tx.execute(sql`delete from device_tokens where customer_id = ${id}`);
    // A shop's returns page goes (its public page with it); its return requests stay, like its orders.
    await tx.execute(sql`delete from return_settings where customer_id = ${id}`);
    // The queue's jobs that name the address or the account go too (a reset mail asked by address,
    // account mails, a status change of their parcel): nothing is left to send to an erased account.
    await tx.execute(sql`delete from jobs where lower(payload->>'email') = ${email} or payload->>'customerId' = ${String(id)}`);
    const chat = rowsOf(await tx.execute(sql`delete from chat_messages where lower(email) = ${email} returning id`)).length;
    // A contact message about an order stays, like the order (services/retention.ts drops it after 3 years).
    const forms = rowsOf(
      await tx.execute(sql`delete from form_submissions where (customer_id = ${id} or lower(email) = ${email}) and not ${CONTACT_ABOUT_AN_ORDER} returning id`),
    ).length;
    await tx.execute(sql`
      update customers
      set email = ${erasedEmail(id)}, name = ${ERASED_NAME}, password_hash = null, email_verified_at = null,
          status = 'inactive', updated_at = now()
      where id = ${id}`);
    return { customerId: id, chatMessages: chat, formMessages: forms };
  });
}
