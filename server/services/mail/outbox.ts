// The default mail adapter: each message becomes an RFC 822 file in DATA_DIR/outbox, named so that
// sorting by name is sorting by time (2026-05-01T10-20-30-123Z-verify-email-3f9a.eml), and the
// action link is logged, so e-mail verification and password reset work on a development machine.
// Meant for development and tests: in production set SMTP_URL (then links are never logged).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { MailMessage, Mailer } from './mailer.ts';

export class OutboxMailer implements Mailer {
  readonly dir: string;
  readonly #transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    this.dir = join(dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.messageId ? { messageId: message.messageId } : {}),
      // Readable and greppable files (the e2e tests follow links in them), whatever the text.
      textEncoding: 'quoted-printable',
    });
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${message.purpose}-${randomBytes(2).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.log.info({ file, purpose: message.purpose, link: message.link }, 'mail written to the outbox (SMTP_URL not set)');
  }
}
