// Account e-mails as jobs of the queue (kind 'mail'): the request writes the job with its change
// (same transaction); the handler builds the message when it runs (account-mails.ts, its renderers
// in mail-renderers.ts). The templates are added to the mail module's (template-registry.ts).
import { enqueue } from '../jobs/index.ts';
import type { AppDb, Tx } from '../../db/client.ts';
import type { MailOf } from '../mail/index.ts';

declare module '../mail/template-registry.ts' {
  interface MailTemplatePayloads {
    verify_email: { customerId: number };
    set_password: { customerId: number };
    password_changed: { customerId: number };
    /** By address: the forgot-password request answers the same whether an account exists or not. */
    reset_password: { email: string };
    /** To the new address (`to`): the confirmation link, made when sent, only while the address is still `from`. */
    email_change_confirm: { customerId: number; from: string; to: string; sessionId: string };
    /** To the current address: a change to `to` was asked. */
    email_change_requested: { customerId: number; from: string; to: string };
    /** To the old address (`from`): the address is now `to`. */
    email_changed: { customerId: number; from: string; to: string };
  }
}

export type AccountTemplate =
  | 'verify_email'
  | 'set_password'
  | 'password_changed'
  | 'reset_password'
  | 'email_change_confirm'
  | 'email_change_requested'
  | 'email_changed';

export type AccountMail = MailOf<AccountTemplate>;

/** Queues an account e-mail in the caller's transaction; `key` makes it once-only. */
export function queueAccountMail(db: AppDb | Tx, mail: AccountMail, key?: string): Promise<number | null> {
  return enqueue(db, { kind: 'mail', payload: mail, key: key ?? null });
}
