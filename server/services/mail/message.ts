// What a mailer sends and the interface every mailer has (SMTP, outbox): apart from the factory
// (mailer.ts), so that the mailers import the types without importing the factory that imports them.
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
  | 'invoice'
  | 'return-acknowledgement'
  | 'return-statement'
  | 'return-refused'
  | 'return-label'
  | 'return-shipment-cancelled'
  | 'return-arrived'
  | 'return-refunded';

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
