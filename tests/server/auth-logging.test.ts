// Logs never hold tokens, passwords or codes: the URL serializer (unit) and whole account flows
// logged at trace level into a buffer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from '../../server/http/log-redaction.ts';
import type { MailMessage } from '../../server/services/mail/mailer.ts';
import { authHarness, call, PASSWORD, registration, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

describe('redactUrl', () => {
  it('hides path tokens and query values, keeping the shape', () => {
    expect(redactUrl('/api/private/auth/set-password/12/abcDEF-_x')).toBe('/api/private/auth/set-password/12/:token');
    expect(redactUrl('/verify-email/7/tok?utm=1')).toBe('/verify-email/7/:token?utm=…');
    expect(redactUrl('/auth/callback/google?code=secret&state=s')).toBe('/auth/callback/google?code=…&state=…');
    expect(redactUrl('/resetare-parola/confirmare?token=t&email=a%40b.ro')).toBe('/resetare-parola/confirmare?token=…&email=…');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('drops the bound values of a failed query from errors', () => {
    const error = new Error('Failed query: insert into customers values ($1)\nparams: $argon2id$v=19$secret', { cause: new Error('duplicate') });
    error.stack = `Error: ${error.message}\n    at somewhere (x.ts:1:1)`;
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain('argon2id');
    expect(serialized).toMatchObject({ message: 'Failed query: insert into customers values ($1)', cause: { message: 'duplicate' } });
  });
});

describe('what account flows log', () => {
  let h: AuthHarness;
  const lines: string[] = [];
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    // One backend is enough: logging does not depend on it.
    h = await authHarness(testDatabases()[0]!);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('contains no password, token, code or link secret', async () => {
    const app = await h.newApp(
      { LOG_LEVEL: 'trace' },
      {
        logStream: { write: (line: string) => void lines.push(line) },
        mailer: { send: async (message) => void sent.push(message) },
      },
    );
    const body = registration();
    const registered = (await call(app, 'POST', 'auth/register', { body })).json();
    await settled(app);
    const verifyPath = new URL(sent[0]!.link!).pathname;
    await call(app, 'POST', `auth${verifyPath}`);
    const refreshed = (await call(app, 'POST', 'auth/refresh', { body: { refresh_token: registered.refresh_token } })).json();
    await call(app, 'POST', 'auth/refresh', { body: { refresh_token: registered.refresh_token } });
    await call(app, 'POST', 'auth/forgot-password', { body: { email: body.email } });
    await settled(app);
    const reset = new URL(sent.at(-1)!.link!);
    await call(app, 'POST', 'auth/reset-password', {
      body: { token: reset.searchParams.get('token'), email: body.email, password: 'Noua-Parola-Foarte-Buna', password_confirmation: 'Noua-Parola-Foarte-Buna' },
    });
    await call(app, 'POST', 'auth/login', { body: { email: body.email, password: 'parola-gresita-lunga' } });
    // A database failure logs the error: without the bound values.
    await h.db.execute(sql`alter table customers rename to customers_away`);
    try {
      await call(app, 'POST', 'auth/register', { body: registration({ password: 'O-Alta-Parola-Secreta', password_confirmation: 'O-Alta-Parola-Secreta' }) });
    } finally {
      await h.db.execute(sql`alter table customers_away rename to customers`);
    }
    await app.inject('/auth/callback/google?code=cod-secret-oauth&state=stare-secreta');
    await settled(app);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/private/auth/verify-email/');
    expect(log).toContain('request failed');
    const secrets = [
      PASSWORD,
      'Noua-Parola-Foarte-Buna',
      'O-Alta-Parola-Secreta',
      'parola-gresita-lunga',
      registered.access_token,
      registered.refresh_token,
      refreshed.refresh_token,
      verifyPath.split('/').at(-1)!,
      reset.searchParams.get('token')!,
      'cod-secret-oauth',
      'stare-secreta',
      '$argon2id$',
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});
