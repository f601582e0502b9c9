// Outgoing mail behind one interface: SMTP when SMTP_URL is set, otherwise the outbox (an .eml file
// per message in DATA_DIR/outbox), so links in mail work on a fresh machine with nothing configured.
import type { Config } from '../../config/index.ts';
import type { Logger } from '../logger.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';
import type { Mailer } from './message.ts';

export type { MailMessage, Mailer, MailPurpose } from './message.ts';

export function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new OutboxMailer(config.dataDir, config.mail.from, log);
}
