// Where the server listens, what it serves, how it logs, how long it waits to stop, which release it is.
import { resolve } from 'node:path';
import type { EnvKit } from './env.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** pino's JSON lines, or one readable line per message (pino-pretty) for a terminal. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface Listen {
  readonly port: number;
  readonly host: string;
}

export function readListen(kit: EnvKit): Listen {
  return { port: kit.integer('PORT', 8080, 1, 65535), host: kit.read('HOST') ?? '127.0.0.1' };
}

export function readStatic(kit: EnvKit): { staticDir: string; serveStatic: boolean } {
  return { staticDir: resolve(kit.read('STATIC_DIR') ?? './dist'), serveStatic: kit.boolean('SERVE_STATIC', true) };
}

export function readLogging(kit: EnvKit): { logLevel: LogLevel; logFormat: LogFormat } {
  return {
    logLevel: kit.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: kit.oneOf('LOG_FORMAT', LOG_FORMATS, process.stdout.isTTY ? 'pretty' : 'json'),
  };
}

export function readShutdownTimeoutMs(kit: EnvKit): number {
  return kit.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 3_600_000);
}

export function readRelease(kit: EnvKit): string {
  return kit.read('RELEASE') ?? 'dev';
}
