// The mail module's job handler (its kind, payload and policy: job-kinds.ts): one e-mail, built by
// the module its template belongs to (accounts, orders, invoices) when the job runs and sent with
// the job's id as its Message-ID; a form's mails are delivered by the forms module itself.
import type { Config } from '../../config/index.ts';
import type { AppDb } from '../../db/client.ts';
import { ACCOUNT_TEMPLATES, type AccountMail } from '../auth/account-mail-queue.ts';
import { buildAccountMail } from '../auth/account-mails.ts';
import type { AuthContext } from '../auth/context.ts';
import { deliverFormMail } from '../forms/notify.ts';
import { buildInvoiceMail } from '../invoices/invoice-mail.ts';
import { defineJobs } from '../jobs/define.ts';
import type { Logger } from '../logger.ts';
import type { CommerceContext } from '../orders/context.ts';
import { buildOrderMail, ORDER_TEMPLATES, type OrderMail } from '../orders/order-mails.ts';
import type { MailJob } from './job-kinds.ts';
import type { MailMessage } from './mailer.ts';

export interface MailJobDeps {
  db: AppDb;
  config: Config;
  /** The accounts' context; its mailer sends every message. */
  auth: AuthContext;
  log: Logger;
  /** The order services' context, built when first read (only an order's mail needs it). */
  orders: () => CommerceContext;
}

const isAccountMail = (mail: MailJob): mail is AccountMail => (ACCOUNT_TEMPLATES as readonly string[]).includes(mail.template);
const isOrderMail = (mail: MailJob): mail is OrderMail => (ORDER_TEMPLATES as readonly string[]).includes(mail.template);

export const mailJobs = defineJobs<MailJobDeps>()({
  mail: async (deps, mail: MailJob, job) => {
    if (mail.template === 'form_team' || mail.template === 'form_ack') {
      return deliverFormMail({ db: deps.db, config: deps.config, mailer: deps.auth.mailer, log: deps.log }, mail, job);
    }
    let message: MailMessage | null;
    if (mail.template === 'invoice_issued') message = await buildInvoiceMail(deps.db, deps.config.publicUrl, mail);
    else if (isAccountMail(mail)) message = await buildAccountMail(deps.auth, mail);
    else if (isOrderMail(mail)) message = await buildOrderMail(deps.orders(), mail);
    else throw new Error(`unknown mail template ${(mail as { template: string }).template}`);
    if (message) await deps.auth.mailer.send({ ...message, messageId: `<job-${job.id}@curiero>` });
  },
});
