// The default mail adapter: each message becomes an RFC 822 file in DATA_DIR/outbox, named so that
// sorting by name is sorting by time (2026-05-01T10-20-30-123Z-verify-email-3f9a0c1d2e3f4a5b.eml: the tail is a hash
// of the Message-ID, or 4 random hex digits without one), and the
// action link is logged, so e-mail verification and password reset work on a development machine.
// Meant for development and tests: in production set SMTP_URL (then links are never logged).
// Like a mailbox that shows one message per Message-ID (as mail clients do), a message sent again
// with the same Message-ID (a mail job retried after a crash between sending and recording it) is
// written once: its file name carries a hash of the Message-ID.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { MailMessage, Mailer } from './message.ts';

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
      ...(message.attachments ? { attachments: message.attachments } : {}),
      // Readable and greppable files (the e2e tests follow links in them), whatever the text.
      textEncoding: 'quoted-printable',
    });
    await mkdir(this.dir, { recursive: true });
    // With a Message-ID the file name ends with its hash: a message already there is not written
    // again. Written under a temporary name and renamed, so a crash leaves it whole or absent.
    const tag = message.messageId ? createHash('sha256').update(message.messageId).digest('hex').slice(0, 16) : randomBytes(2).toString('hex');
    if (message.messageId && (await readdir(this.dir)).some((name) => name.endsWith(`-${tag}.eml`))) {
      this.log.info({ purpose: message.purpose, messageId: message.messageId }, 'mail already in the outbox (same Message-ID): not written again');
      return;
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${message.purpose}-${tag}.eml`);
    const temporary = join(this.dir, `.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
    await rename(temporary, file);
    this.log.info({ file, purpose: message.purpose, link: message.link }, 'mail written to the outbox (SMTP_URL not set)');
  }
}
