// The accounts' mail templates (declared in account-mail-queue.ts) and their renderer: each message
// built when its job runs, from the account as it is then (account-mails.ts).
import { defineMailRenderers } from '../mail/index.ts';
import { buildAccountMail } from './account-mails.ts';
import type { AuthContext } from './context.ts';

export const accountMailRenderers = defineMailRenderers<AuthContext>()({
  verify_email: buildAccountMail,
  set_password: buildAccountMail,
  password_changed: buildAccountMail,
  reset_password: buildAccountMail,
  email_change_confirm: buildAccountMail,
  email_change_requested: buildAccountMail,
  email_changed: buildAccountMail,
});
