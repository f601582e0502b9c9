// The webhook guide's JavaScript verification example (src/features/docs/guides/webhooks.ts), run as
// a reader would run it: written to a .mjs file and started with `node`, the delivery in the
// environment variables it reads. The delivery is signed by the server's own code (signedHeaders of
// services/webhooks/deliver.ts, with a secret made by newSecret of endpoints.ts), so the example
// must accept what the server sends, and refuse a forged body, a wrong secret and an old timestamp.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText, signedHeaders } from '../../server/services/webhooks/deliver.ts';
import { newSecret } from '../../server/services/webhooks/endpoints.ts';
import { messageIdOf } from '../../server/services/webhooks/events.ts';
import { page } from '../../src/features/docs/guides/webhooks.ts';

const run = promisify(execFile);

/** The JavaScript sample of the page's verification block (the one that exports verifyWebhook). */
function verificationSample(): string {
  const samples = page.blocks.flatMap((block) => (block.kind === 'code' ? block.samples : []));
  const js = samples.filter((s) => s.lang === 'js' && s.code.includes('export function verifyWebhook'));
  expect(js).toHaveLength(1);
  return js[0]!.code;
}

interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** A delivery as deliver.ts sends it: the stored payload's bytes, signed at `at`. */
function delivery(secret: string, at = new Date()): Delivery {
  const payload = {
    type: 'order.status_changed',
    timestamp: at.toISOString(),
    data: { order_id: 1042, order_number: 'CUR-2026-001042', awb: 'SMD4000123456', status: 'Livrat', status_key: 'delivered', previous_status: 'În livrare', is_final: true },
  };
  const body = bodyText(payload);
  return { body, headers: signedHeaders(secret, messageIdOf('order.status_changed:1042:delivered:1', 42), body, at) };
}

describe('the webhook guide’s JavaScript verification example', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-webhook-'));
    file = join(dir, 'verifica-webhook.mjs');
    writeFileSync(file, verificationSample());
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the example with the delivery in its environment variables; its exit code and output. */
  async function verify(d: Delivery, secret: string): Promise<{ ok: boolean; out: string }> {
    const env = {
      PATH: process.env.PATH ?? '',
      WEBHOOK_BODY: d.body,
      WEBHOOK_ID: d.headers['webhook-id']!,
      WEBHOOK_TIMESTAMP: d.headers['webhook-timestamp']!,
      WEBHOOK_SIGNATURE: d.headers['webhook-signature']!,
      WEBHOOK_SECRET: secret,
    };
    try {
      const { stdout } = await run(process.execPath, [file], { env, timeout: 20_000 });
      return { ok: true, out: stdout };
    } catch (error) {
      const failed = error as { code?: number; stderr?: string };
      expect(failed.code, `the example crashed instead of refusing: ${failed.stderr}`).toBe(1);
      return { ok: false, out: failed.stderr ?? '' };
    }
  }

  it('signs with a whsec_ secret of 32 random bytes in base64, as the example expects', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(delivery(secret).headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('accepts a delivery signed by the server, diacritics included', async () => {
    const secret = newSecret();
    const d = delivery(secret);
    expect(d.body).toContain('În livrare');
    const result = await verify(d, secret);
    expect(result).toEqual({ ok: true, out: 'Semnătură validă: order.status_changed\n' });
  });

  it('also accepts the secret without its whsec_ prefix, and one of several signatures', async () => {
    const secret = newSecret();
    const d = delivery(secret);
    expect((await verify(d, secret.slice('whsec_'.length))).ok).toBe(true);
    const other = delivery(newSecret()).headers['webhook-signature']!;
    const both = { ...d, headers: { ...d.headers, 'webhook-signature': `${other} ${d.headers['webhook-signature']}` } };
    expect((await verify(both, secret)).ok).toBe(true);
  });

  it('refuses a forged body', async () => {
    const secret = newSecret();
    const d = delivery(secret);
    const forged = { ...d, body: d.body.replace('"order_id":1042', '"order_id":1043') };
    expect(forged.body).not.toBe(d.body);
    const result = await verify(forged, secret);
    expect(result.ok).toBe(false);
    expect(result.out).toMatch(/Semnătura nu se potrivește/);
  });

  it('refuses a wrong secret', async () => {
    const d = delivery(newSecret());
    const result = await verify(d, newSecret());
    expect(result.ok).toBe(false);
    expect(result.out).toMatch(/Semnătura nu se potrivește/);
  });

  it('refuses a delivery signed more than 5 minutes ago, or ahead of the clock, and accepts one within', async () => {
    const secret = newSecret();
    const old = await verify(delivery(secret, new Date(Date.now() - 6 * 60 * 1000)), secret);
    expect(old.ok).toBe(false);
    expect(old.out).toMatch(/webhook-timestamp/);
    const ahead = await verify(delivery(secret, new Date(Date.now() + 6 * 60 * 1000)), secret);
    expect(ahead.ok).toBe(false);
    expect((await verify(delivery(secret, new Date(Date.now() - 4 * 60 * 1000)), secret)).ok).toBe(true);
  });

  it('refuses a timestamp changed after signing, and a missing signature', async () => {
    const secret = newSecret();
    const d = delivery(secret);
    const moved = { ...d, headers: { ...d.headers, 'webhook-timestamp': String(Number(d.headers['webhook-timestamp']) - 1) } };
    expect((await verify(moved, secret)).ok).toBe(false);
    const unsigned = { ...d, headers: { ...d.headers, 'webhook-signature': '' } };
    expect((await verify(unsigned, secret)).ok).toBe(false);
  });
});
