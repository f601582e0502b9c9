// What an account's profile says to a shop's integration (the public GET /account/profile): the
// customer row, the wallet's balance, the bank account of the default billing address, and the
// notifications we actually send. Accounts have no notification settings of their own (nor a
// phone): the flags below describe what Curiero does for every account, and the addresses where.
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { walletBalance } from '../payments/index.ts';
import { findCustomerById, type CustomerRow } from './customers.ts';

/**
 * The notifications of an account, in the contract's shape: a flag per kind and, for those sent by
 * e-mail (or telephone), the address they go to (a string; empty: not sent). The order confirmation
 * (with the AWB) and the notice of an order the carrier would not take go to the account's e-mail
 * (services/orders/order-mails.ts); status changes go as push notifications to the devices that
 * follow the parcel; nothing else is sent (no e-mail alerts, no bordero, no SMS, no calls).
 */
export function notificationSettings(accountEmail: string) {
  return {
    receive_delivery_alerts: true,
    /** No e-mail on status changes: no address. */
    email_delivery_alerts: '',
    /** Repayment reports (bordero) are in the dashboard and the API, not sent. */
    receive_bordero: false,
    email_bordero: '',
    confirmation_alert: true,
    email_confirmation: accountEmail,
    sms_recipient_notification: false,
    phone_delivery_notification: '',
    prevention_email_notification: false,
    non_pickup_notification: false,
    delivery_confirmation_email: false,
    wallet_transaction_email: false,
    /** Every placed order gets the confirmation e-mail above (or the cancellation one, money back). */
    placed_order_email: true,
  };
}

/** No marketing messages are sent. */
export const MARKETING_SETTINGS = { email_notifications: false, sms_notifications: false } as const;

export interface AccountProfile {
  customer: CustomerRow;
  walletBani: number;
  /** The default billing address's bank account; empty strings without one. */
  bankIban: string;
  bankHolder: string;
}

export async function accountProfile(db: AppDb, customerId: number): Promise<AccountProfile | null> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) return null;
  const [billing] = await db
    .select({ bankIban: addresses.bankIban, company: addresses.company, contact: addresses.contact })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, 'billing'), eq(addresses.isDefault, true)))
    .limit(1);
  return {
    customer,
    walletBani: await walletBalance(db, customerId),
    bankIban: billing?.bankIban ?? '',
    bankHolder: billing ? billing.company.trim() || billing.contact.trim() : '',
  };
}
