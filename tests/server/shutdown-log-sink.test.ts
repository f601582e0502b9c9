// A server whose log reader stops reading or goes away still stops on SIGTERM within
// SHUTDOWN_TIMEOUT_MS (#32). The compiled server runs as `npm run serve` runs it, its stdout being:
// a pipe whose reader is still there but never reads, filled to the brim (pino's own stdout writer
// retried a full pipe every 100 ms on the main thread, for ever: no SIGTERM handled); or a pipe whose
// reader has gone away (EPIPE). One DATA_DIR for the file: the reference data loads once.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServerFor, freePort, ROOT } from './helpers/processes.ts';

const SHUTDOWN_TIMEOUT_MS = 4_000;
/** Above the timeout: a process exit and its report to this process on a busy machine. */
const MARGIN_MS = 3_000;
/** The first start loads the reference data into the empty DATA_DIR: minutes on a busy machine. */
const START_MS = 200_000;

describe('shutdown whatever happens to the log reader', () => {
  let build: ReturnType<typeof buildServerFor>;
  const dataDir = mkdtempSync(join(tmpdir(), 'curiero-log-sink-'));
  const started: ChildProcess[] = [];
  afterEach(() => {
    // A test that failed before its SIGTERM leaves no server behind (nor one on the DATA_DIR).
    for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  beforeAll(() => {
    build = buildServerFor(`test-log-sink-${process.pid}`);
  }, 300_000);
  afterAll(() => {
    build?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function launch(port: number, stdout: 'pipe' | number, format: 'json' | 'pretty'): { child: ChildProcess; errors: () => string; exited: Promise<{ code: number | null; at: number }> } {
    const { DATABASE_URL: _unset, NODE_OPTIONS: _none, ...env } = process.env;
    const child = spawn(process.execPath, [build.entry], {
      cwd: ROOT,
      stdio: ['ignore', stdout, 'pipe'],
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SERVE_STATIC: 'false',
        LOG_FORMAT: format,
        LOG_LEVEL: 'info',
        TRACKING_POLL_INTERVAL_SECONDS: '0',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
    });
    started.push(child);
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
    return { child, errors: () => errors, exited };
  }

  async function ready(port: number, child: ChildProcess, errors: () => string): Promise<void> {
    const deadline = Date.now() + START_MS;
    while (!(await fetch(`http://127.0.0.1:${port}/api/ready`).then((res) => res.ok, () => false))) {
      expect(child.exitCode, errors()).toBeNull();
      expect(Date.now() < deadline, `not ready within ${START_MS} ms:\n${errors()}`).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM now; the exit code, or null when the process was still there past the timeout and margin. */
  async function terminate(child: ChildProcess, exited: Promise<{ code: number | null; at: number }>): Promise<{ code: number | null; ms: number } | null> {
    const sent = Date.now();
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHUTDOWN_TIMEOUT_MS + MARGIN_MS)));
    const outcome = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (outcome === null) {
      child.kill('SIGKILL');
      return null;
    }
    return { code: outcome.code, ms: outcome.at - sent };
  }

  for (const format of ['json', 'pretty'] as const) {
    it(`exits on SIGTERM with stdout a full pipe nobody reads (LOG_FORMAT=${format})`, async () => {
      // A FIFO with a reader that never reads (held open: no EPIPE); the server's stdout is a
      // blocking write end of its own. The start's few lines fit in the pipe; once the server
      // answers, the test fills the pipe until the kernel refuses more.
      const fifo = join(dataDir, `stdout-${format}.fifo`);
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
      const filler = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
      const serverEnd = openSync(fifo, constants.O_WRONLY);
      const port = await freePort();
      const server = launch(port, serverEnd, format);
      closeSync(serverEnd);
      await ready(port, server.child, server.errors);
      let filled = 0;
      try {
        for (;;) filled += writeSync(filler, Buffer.alloc(4096, 'x'));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('EAGAIN');
      }
      expect(filled).toBeGreaterThan(0);
      // A request logged into the full pipe.
      expect((await fetch(`http://127.0.0.1:${port}/api/private/no-such-door`)).status).toBe(404);
      const stopped = await terminate(server.child, server.exited);
      closeSync(filler);
      closeSync(reader);
      expect(stopped, `no exit within ${SHUTDOWN_TIMEOUT_MS + MARGIN_MS} ms of SIGTERM:\n${server.errors()}`).not.toBeNull();
      expect(stopped!.code, server.errors()).toBe(0);
    }, START_MS + 60_000);
  }

  it('exits on SIGTERM after the reader of its stdout has gone away (EPIPE)', async () => {
    const port = await freePort();
    const server = launch(port, 'pipe', 'json');
    let out = '';
    server.child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await ready(port, server.child, server.errors);
    expect(out).toMatch(/"msg":"(migrations applied|database up to date)"/);
    server.child.stdout!.destroy();
    // Lines written to the closed pipe: the request's, and those of the shutdown.
    expect((await fetch(`http://127.0.0.1:${port}/api/private/no-such-door`)).status).toBe(404);
    const stopped = await terminate(server.child, server.exited);
    expect(stopped, `no exit within ${SHUTDOWN_TIMEOUT_MS + MARGIN_MS} ms of SIGTERM:\n${server.errors()}`).not.toBeNull();
    expect(stopped!.code, server.errors()).toBe(0);
    expect(server.errors()).not.toContain('EPIPE');
  }, START_MS + 60_000);
});
