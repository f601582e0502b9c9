import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const FIREBASE = {
  FIREBASE_API_KEY: 'key',
  FIREBASE_PROJECT_ID: 'curiero',
  FIREBASE_MESSAGING_SENDER_ID: '123',
  FIREBASE_APP_ID: '1:123:web:abc',
  FIREBASE_VAPID_KEY: 'vapid',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults and is frozen', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      serveStatic: true,
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      chatWidgetUrl: null,
      firebase: null,
      release: 'dev',
    });
    expect(isAbsolute(config.dataDir) && config.dataDir.endsWith('data')).toBe(true);
    expect(config.staticDir.endsWith('dist')).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/curiero',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      SHUTDOWN_TIMEOUT_MS: '2500',
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
      RELEASE: '1.2.3',
      ...FIREBASE,
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/curiero',
      serveStatic: false,
      logLevel: 'debug',
      trustProxy: true,
      shutdownTimeoutMs: 2500,
      chatWidgetUrl: 'https://chat.example.com/widget.js',
      release: '1.2.3',
      firebase: { apiKey: 'key', projectId: 'curiero', messagingSenderId: '123', appId: '1:123:web:abc', vapidKey: 'vapid' },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', CHAT_WIDGET_URL: ' ' })).toMatchObject({ port: 8080, chatWidgetUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer 1-65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be an integer 1-65535, got "70000"'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal|error|warn|info|debug|trace|silent, got "verbose"'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://x@y/z"'],
    [{ CHAT_WIDGET_URL: 'http://chat.example.com' }, 'CHAT_WIDGET_URL must be an https:// URL or empty'],
    [{ SERVE_STATIC: 'maybe' }, 'SERVE_STATIC must be true or false, got "maybe"'],
    [{ TRUST_PROXY: 'sure' }, 'TRUST_PROXY must be true or false'],
    [{ SHUTDOWN_TIMEOUT_MS: '-5' }, 'SHUTDOWN_TIMEOUT_MS must be an integer'],
  ])('rejects %o naming the variable', (env, message) => {
    expect(configError(env).message).toContain(message);
  });

  it('wants all FIREBASE_* variables or none', () => {
    const { FIREBASE_APP_ID: _app, FIREBASE_VAPID_KEY: _vapid, ...partial } = FIREBASE;
    const message = configError(partial).message;
    expect(message).toContain('FIREBASE_APP_ID, FIREBASE_VAPID_KEY must be set too');
  });

  it('reports every bad variable at once', () => {
    const message = configError({ PORT: 'x', LOG_LEVEL: 'loud' }).message;
    expect(message.split('\n')).toHaveLength(2);
  });
});
