// Reads the mail the server wrote to its outbox (the default mail adapter): the e2e specs follow the
// links in it as a person would follow the links in their inbox.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { E2E_OUTBOX } from './e2e-env.ts';

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The raw messages to `email` in `outbox` (the shared server's, or a second server's: copy-server.ts), oldest first. */
function rawMessagesTo(email: string, outbox = E2E_OUTBOX): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(outbox, f), 'utf8')).filter((m) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

function messagesTo(email: string): string[] {
  return rawMessagesTo(email).map(decodeQuotedPrintable);
}

/** The newest link to `pathPrefix` (e.g. '/verify-email/') in the mail sent to `email`; waits up to 10 s. */
export async function linkFromMail(email: string, pathPrefix: string): Promise<URL> {
  const deadline = Date.now() + 10_000;
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`, 'g');
  for (;;) {
    const links = messagesTo(email).flatMap((m) => m.match(pattern) ?? []);
    const last = links.at(-1);
    if (last) return new URL(last.replace(/&amp;/g, '&'));
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a ${pathPrefix} link in ${E2E_OUTBOX}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface ReceivedMail {
  subject: string;
  text: string;
  attachments: { filename: string; mimeType: string; content: Buffer }[];
}

/** The newest mail to `email` whose subject matches, parsed (postal-mime) with its attachments; waits up to `timeoutMs`; `outbox`: a second server's (join(dataDir, 'outbox')). */
export async function mailTo(email: string, subject: RegExp, timeoutMs = 20_000, outbox = E2E_OUTBOX): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const raw = rawMessagesTo(email, outbox);
    for (const message of raw.reverse()) {
      const parsed = await PostalMime.parse(message);
      if (!subject.test(parsed.subject ?? '')) continue;
      return {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        attachments: parsed.attachments.map((a) => ({
          filename: a.filename ?? '',
          mimeType: a.mimeType,
          content: typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : Buffer.from(a.content as ArrayBuffer),
        })),
      };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a subject like ${subject} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
