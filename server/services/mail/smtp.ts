// Sends mail through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL).
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './message.ts';

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.messageId ? { messageId: message.messageId } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    });
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
