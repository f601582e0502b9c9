// The local mail adapter (the outbox): one .eml file per message; a message sent again with the
// same Message-ID (a mail job retried after a crash between sending and recording it, by this or
// another process) is not written twice, as a mailbox shows one message per Message-ID.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleLogger } from '../../server/services/logger.ts';
import type { MailMessage } from '../../server/services/mail/mailer.ts';
import { OutboxMailer } from '../../server/services/mail/outbox.ts';
import { tempDir } from './helpers/app.ts';

const message = (messageId?: string): MailMessage => ({
  to: 'ana@exemplu.ro',
  subject: 'Comanda CUR-2026-000001',
  text: 'Mulțumim!',
  html: '<p>Mulțumim!</p>',
  purpose: 'order-confirmation',
  ...(messageId ? { messageId } : {}),
});

describe('the outbox mailer', () => {
  it('writes a message once per Message-ID, also from two mailers on one folder', async () => {
    const dir = tempDir('outbox');
    const a = new OutboxMailer(dir, 'Curiero <no-reply@curiero.ro>', consoleLogger);
    const b = new OutboxMailer(dir, 'Curiero <no-reply@curiero.ro>', consoleLogger);
    await a.send(message('<job-7@curiero>'));
    await b.send(message('<job-7@curiero>'));
    await a.send(message('<job-8@curiero>'));
    await a.send(message());
    await a.send(message());
    const files = readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(4);
    const ids = files.map((f) => /^Message-ID: (.*)$/im.exec(readFileSync(join(dir, 'outbox', f), 'utf8'))?.[1]);
    expect(ids.filter((id) => id === '<job-7@curiero>')).toHaveLength(1);
    expect(readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
