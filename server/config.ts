// Server configuration: the environment is read once, here, and validated into a frozen object.
// Every bad value becomes one line of a ConfigError naming the variable and what it expects, so a
// typo stops start-up with a readable message instead of a surprise later.
import { resolve } from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface FirebaseConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey: string;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute; the embedded database lives in `<dataDir>/pglite`. */
  readonly dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  readonly databaseUrl: string | null;
  readonly staticDir: string;
  readonly serveStatic: boolean;
  readonly logLevel: LogLevel;
  readonly trustProxy: boolean;
  readonly shutdownTimeoutMs: number;
  readonly chatWidgetUrl: string | null;
  readonly firebase: FirebaseConfig | null;
  readonly release: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Readonly<Record<string, string | undefined>>;

const FIREBASE_VARS = {
  apiKey: 'FIREBASE_API_KEY',
  projectId: 'FIREBASE_PROJECT_ID',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  vapidKey: 'FIREBASE_VAPID_KEY',
} as const;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // An empty variable counts as unset: `PORT= npm start` should mean "default", not "invalid".
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const fail = <T>(name: string, expected: string, got: string, fallback: T): T => {
    problems.push(`${name} must be ${expected}, got ${JSON.stringify(got)}`);
    return fallback;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      return fail(name, `an integer ${min}-${max}`, raw, fallback);
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const lower = raw.toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return true;
    if (['false', '0', 'no'].includes(lower)) return false;
    return fail(name, 'true or false', raw, fallback);
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    return (allowed as readonly string[]).includes(raw) ? (raw as T) : fail(name, `one of ${allowed.join('|')}`, raw, fallback);
  };

  const url = (name: string, protocols: string[], expected: string): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      if (protocols.includes(new URL(raw).protocol)) return raw;
    } catch {
      // Falls through to the shared message below.
    }
    return fail(name, expected, raw, null);
  };

  const config: Config = {
    port: integer('PORT', 8080, 1, 65535),
    host: read('HOST') ?? '127.0.0.1',
    dataDir: resolve(read('DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
    staticDir: resolve(read('STATIC_DIR') ?? './dist'),
    serveStatic: boolean('SERVE_STATIC', true),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: boolean('TRUST_PROXY', false),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 3_600_000),
    chatWidgetUrl: url('CHAT_WIDGET_URL', ['https:'], 'an https:// URL or empty'),
    firebase: readFirebase(read, problems),
    release: read('RELEASE') ?? 'dev',
  };

  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return Object.freeze(config);
}

// Firebase Messaging needs all five values; a partial set is a mistake, not "push disabled".
function readFirebase(read: (name: string) => string | undefined, problems: string[]): FirebaseConfig | null {
  const entries = Object.entries(FIREBASE_VARS).map(([key, name]) => [key, name, read(name)] as const);
  const missing = entries.filter(([, , value]) => value === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return null;
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')} must be set too: the FIREBASE_* variables are all set or all empty`,
    );
    return null;
  }
  return Object.freeze(Object.fromEntries(entries.map(([key, , value]) => [key, value])) as unknown as FirebaseConfig);
}
