// A guest's order belongs to an account from the start: the account of the guest's e-mail if there
// is one, else a new account without password, whose owner gets the set-password e-mail of the
// invitations (the same single-use link, 7 days) once the order exists. The answer says which.
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { createCustomerWithoutPassword, findCustomerByEmail, type CustomerRow } from '../auth/customers.ts';
import { queueAccountMail } from '../mail/account-mails.ts';
import type { OrderRow } from './booking.ts';
import type { CommerceContext } from './context.ts';
import type { OrderBody } from './order-input.ts';

export interface GuestAccount {
  customer: CustomerRow;
  created: boolean;
}

export async function accountForGuest(ctx: CommerceContext, email: string, name: string): Promise<GuestAccount> {
  const created = await createCustomerWithoutPassword(ctx.db, { email, name });
  if (created) return { customer: created, created: true };
  const existing = await findCustomerByEmail(ctx.db, email);
  if (!existing) throw new Error('the guest account could not be created nor found');
  return { customer: existing, created: false };
}

/** After the answer: the set-password link to a guest whose account was made for the order. */
export async function mailSetPasswordLink(ctx: CommerceContext, customer: CustomerRow): Promise<void> {
  await queueAccountMail(ctx.db, { template: 'set_password', customerId: customer.id });
}

/** Links a guest's order (claimed without a customer) to the account of its e-mail. */
export async function linkGuestOrder(ctx: CommerceContext, order: OrderRow, body: OrderBody): Promise<{ order: OrderRow; account: GuestAccount }> {
  const name = body.billing.type === 'person' ? body.billing.name : (body.address_from.contact ?? body.billing.name);
  const account = await accountForGuest(ctx, order.guestEmail ?? '', name);
  const [linked] = await ctx.db.update(orders).set({ customerId: account.customer.id }).where(eq(orders.id, order.id)).returning();
  if (account.created) await mailSetPasswordLink(ctx, account.customer);
  return { order: linked ?? order, account };
}

export function accountAnswer(account: GuestAccount) {
  const { email } = account.customer;
  return account.created
    ? {
        status: 'created' as const,
        email,
        message: `Ți-am creat un cont Curiero pentru ${email} și ți-am trimis pe email un link pentru setarea parolei; comanda te așteaptă în cont.`,
      }
    : {
        status: 'linked' as const,
        email,
        message: `Comanda a fost adăugată în contul Curiero al adresei ${email}. Autentifică-te ca s-o urmărești.`,
      };
}
