// The Redis of the tests that need one (TEST_REDIS_URL, default redis://127.0.0.1:6379, as on CI
// where .ci/run installs and starts it): requireRedis() fails the test with a clear message when it
// does not answer, rather than letting the app's own error stand for the cause. And a throwaway
// redis-server of a test's own (startRedisServer), for a test that kills it.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from './processes.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/** A client of the tests' Redis, connected; throws naming the address and what to do when it is not there. */
export async function requireRedis(url = TEST_REDIS_URL): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null });
  const seen: { error?: Error } = {};
  redis.on('error', (error: Error) => (seen.error = error));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    const reason = seen.error?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`These tests need Redis at ${url} (set TEST_REDIS_URL to another): ${reason}. Start one (Debian: apt-get install redis-server; CI: .ci/run starts it).`);
  }
}

export interface RedisServer {
  url: string;
  child: ChildProcess;
  /** SIGKILL, resolved once the process has exited. */
  kill(): Promise<void>;
}

/** A redis-server of this test's own on a free port (nothing saved), answering when resolved. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const failed = once(child, 'error').then(([error]) => {
    throw new Error(`could not start redis-server (Debian: apt-get install redis-server): ${(error as Error).message}`);
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await Promise.race([requireRedis(url).then((r) => (r.disconnect(), true), () => false), failed]);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
