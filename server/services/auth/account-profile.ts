// What an account's profile says to a shop's integration (the public GET /account/profile): the
// customer row, the wallet's balance, the bank account of the default billing address, and the
// notifications we actually send. Accounts have no per-account notification settings (nor a
// phone): the flags below describe what Curiero does for every account.
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { walletBalance } from '../payments/wallet.ts';
import { findCustomerById, type CustomerRow } from './customers.ts';

export const NOTIFICATION_SETTINGS = {
  /** Push notifications on every status change, to the devices that follow the parcel. */
  receive_delivery_alerts: true,
  /** No e-mail on status changes. */
  email_delivery_alerts: false,
  /** Repayment reports (bordero) are in the dashboard and the API, not sent. */
  receive_bordero: false,
  email_bordero: false,
  /** The order confirmation e-mail (with the AWB) once the carrier booked the order. */
  confirmation_alert: true,
  email_confirmation: true,
  /** No SMS and no calls. */
  sms_recipient_notification: false,
  phone_delivery_notification: false,
  prevention_email_notification: false,
  non_pickup_notification: false,
  delivery_confirmation_email: false,
  wallet_transaction_email: false,
  /** Every placed order gets the confirmation e-mail above (or the cancellation one, money back). */
  placed_order_email: true,
} as const;

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
