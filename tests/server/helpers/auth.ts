// Shared set-up of the account tests: a migrated database of the given backend, apps configured for
// it (known AUTH_SECRET, a public URL, an outbox in a temp DATA_DIR), and small helpers to call the
// API, read the outbox and look into the tables.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Env } from '../../../server/config/index.ts';
import { rowsOf, type AppDb } from '../../../server/db/client.ts';
import type { AppDeps } from '../../../server/app/index.ts';
import { tempDir, testApp } from './app.ts';
import type { TestBackend, TestDatabase } from './databases.ts';

export const AUTH_SECRET = 'test-secret-of-at-least-32-characters!!';
export const PUBLIC_URL = 'http://curiero.test';
/** A password the policy accepts (not common, long enough). */
export const PASSWORD = 'Cartof-Albastru-Zboara-42';

export interface AuthHarness {
  readonly db: AppDb;
  readonly test: TestDatabase;
  readonly dataDir: string;
  /** The app made by authHarness(); more with newApp(). */
  readonly app: FastifyInstance;
  newApp(env?: Env, deps?: Omit<AppDeps, 'database'>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export function authEnv(dataDir: string, env: Env = {}): Env {
  return { AUTH_SECRET, PUBLIC_URL, DATA_DIR: dataDir, ...env };
}

export async function authHarness(backend: TestBackend, env: Env = {}): Promise<AuthHarness> {
  const test = await backend.createPrepared(); // migrated, reference data loaded: the app starts at once
  const dataDir = tempDir('auth');
  const apps: FastifyInstance[] = [];
  const newApp = async (more: Env = {}, deps: Omit<AppDeps, 'database'> = {}) => {
    const app = await testApp(authEnv(dataDir, { ...env, ...more }), { ...deps, database: test.database });
    apps.push(app);
    return app;
  };
  const app = await newApp();
  return {
    db: test.database.db,
    test,
    dataDir,
    app,
    newApp,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await test.dispose();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A JSON call to /api/private/<path>. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, token, ip, headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method,
    url: `/api/private/${path}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(ip ? { remoteAddress: ip } : {}),
  };
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  return app.inject(options);
}

let counter = 0;
/** A fresh address per call, so tests do not share accounts. */
export function uniqueEmail(prefix = 'client'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@exemplu.ro`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Popescu',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    dark_mode: 'system',
    currency_code: 'RON',
    preferred_language: 'ro',
    billing_country: 'RO',
    ...overrides,
  };
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  customer: { id: number; email: string; name: string; email_verified: boolean } & Record<string, unknown>;
}

/** Registers through the API (from a random IP, clear of rate limits); returns the token answer. */
export async function registerCustomer(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TokenAnswer> {
  const res = await call(app, 'POST', 'auth/register', { body: registration(overrides), ip: randomIp() });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function loginCustomer(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return call(app, 'POST', 'auth/login', { body: { email, password, ...extra }, ip: randomIp() });
}

export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** Runs the jobs the app queued (mail, the forgot-password lookup...) until none is due. */
export async function settled(app: FastifyInstance): Promise<void> {
  await app.jobs.drain();
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/g, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

export interface OutboxMail {
  file: string;
  raw: string;
  /** Quoted-printable decoded. */
  text: string;
}

export function outbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    return { file, raw, text: decodeQuotedPrintable(raw) };
  });
}

export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  return outbox(dataDir).filter((m) => m.raw.includes(`To: ${email}`));
}

/** The newest link in the mail to `email` whose URL starts with PUBLIC_URL + pathPrefix. */
export function linkFromMail(dataDir: string, email: string, pathPrefix: string): URL {
  const escaped = (PUBLIC_URL + pathPrefix).replace(/[.?/]/g, '\\$&');
  const links = mailsTo(dataDir, email).flatMap((m) => m.text.match(new RegExp(`${escaped}[^\\s"<>]*`, 'g')) ?? []);
  const last = links.at(-1);
  if (!last) throw new Error(`no ${pathPrefix} link in the mail to ${email}`);
  return new URL(last.replace(/&amp;/g, '&'));
}

export async function query<T>(db: AppDb, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

export async function clearRateLimits(db: AppDb): Promise<void> {
  await db.execute(sql`delete from rate_limits`);
}

/** The payload of a JWT, unverified (tests look at the claims). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
