// Outgoing mail: the SMTP server and the sender.
import type { EnvKit } from './env.ts';

export interface MailConfig {
  /** smtp:// or smtps://; null writes every message to DATA_DIR/outbox as an .eml file. */
  readonly smtpUrl: string | null;
  readonly from: string;
}

export function readMail(kit: EnvKit): MailConfig {
  return Object.freeze({
    smtpUrl: kit.url('SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
    from: kit.read('MAIL_FROM') ?? 'Curiero <no-reply@curiero.ro>',
  });
}
