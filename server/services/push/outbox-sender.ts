// The default push sender: each message becomes a JSON file in DATA_DIR/push-outbox, exactly the body
// FCM would receive ({ message: {...} }), named so that sorting by name is sorting by time
// (2026-05-01T10-20-30-123Z-awb-1234567890-3f9a.json), and one line is logged. Meant for development
// and tests: in production set FCM_SERVICE_ACCOUNT.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';
import type { PushMessage, PushSender, SendResult } from './push-message.ts';

export class OutboxSender implements PushSender {
  readonly name = 'outbox';
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly log: Logger,
  ) {
    this.dir = join(dataDir, 'push-outbox');
  }

  async send(message: PushMessage): Promise<SendResult> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const tag = (message.data.tag ?? 'push').replace(/[^A-Za-z0-9-]/g, '');
    const id = `${stamp}-${tag}-${randomBytes(2).toString('hex')}`;
    const file = join(this.dir, `${id}.json`);
    await writeFile(file, `${JSON.stringify({ message }, null, 2)}\n`, { mode: 0o600 });
    this.log.info({ file, title: message.notification.title, url: message.data.url }, 'push message written to the outbox (FCM_SERVICE_ACCOUNT not set)');
    return { kind: 'sent', id };
  }
}
