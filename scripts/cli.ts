// Shared by the account scripts (admin-create, customer-invite): arguments, the configured
// database (same environment as the server, migrated first), a hidden password prompt.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../server/config/index.ts';
import type { Database } from '../server/db/client.ts';
import { openMigrated } from '../server/db/migrate.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** --email and --name, both required. */
export function emailAndName(usage: string): { email: string; name: string } {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const email = values.email?.trim().toLowerCase();
  const name = values.name?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--email must be an e-mail address\n${usage}`);
  if (!name || name.length < 2 || name.length > 100) fail(`--name must have 2 to 100 characters\n${usage}`);
  return { email, name };
}

export async function openConfigured(): Promise<{ config: Config; database: Database }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Invalid configuration:\n${error.message}`);
    throw error;
  }
  return { config, database: await openMigrated(config) };
}

/** Reads a line from the terminal without echoing it (or a plain line when stdin is a pipe). */
export async function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  // Raw mode (no echo) before the question, so nothing typed at once is shown.
  if (input.isTTY) input.setRawMode(true);
  process.stderr.write(question);
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split(/\r?\n/)[0] ?? '';
  }
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let answer = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          process.stderr.write('\n');
          resolve(answer);
          return;
        }
        if (char === '\u0003') {
          process.stderr.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    input.on('data', onData);
  });
}
