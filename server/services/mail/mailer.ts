// Outgoing mail behind one interface: SMTP when SMTP_URL is set, otherwise the outbox (an .eml file
// per message in DATA_DIR/outbox), so links in mail work on a fresh machine with nothing configured.
import type { Config } from '../../config/index.ts';
import type { Logger } from '../logger.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';

export type MailPurpose =
  | 'verify-email'
  | 'reset-password'
  | 'set-password'
  | 'password-changed'
  | 'email-change'
  | 'email-change-requested'
  | 'email-changed'
  | 'form-team'
  | 'form-ack'
  | 'order-confirmation'
  | 'order-cancelled'
  | 'invoice';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Names the message in file names and logs. */
  purpose: MailPurpose;
  /** The action link in the message, if any (the outbox logs it for development). */
  link?: string;
  /** Message-ID (`<…@…>`): the mail job's own, so a mail sent twice by a retried job can be told apart. */
  messageId?: string;
  /** Files sent with it (an invoice's PDF and XML). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export function createMailer(config: Config, log: Logger): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new OutboxMailer(config.dataDir, config.mail.from, log);
}
