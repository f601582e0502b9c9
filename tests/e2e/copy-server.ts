// A second real server over a private copy of dist/, for tests that change the served files
// (update) or stop the server (offline) without disturbing the shared one.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { E2E_DIST_DIR, E2E_PREPARED_DATA_DIR, E2E_SERVER_ENTRY } from './e2e-env.ts';

export interface CopyServer {
  origin: string;
  /** The copied dist/ this server serves. */
  distDir: string;
  /** Its data directory (the mail outbox is in it: outbox.ts). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Stops the server and removes the copy. */
  dispose: () => Promise<void>;
}

/**
 * `env`: more of the server's configuration (a carrier pointed at its stand-in, a faster poll).
 * `restart`: a stopped server whose copy (build and data) this one starts over, e.g. with another
 * configuration; dispose the new one only.
 */
export async function startCopyServer(port: number, name: string, env: Record<string, string> = {}, restart?: CopyServer): Promise<CopyServer> {
  const root = restart ? dirname(restart.dataDir) : mkdtempSync(join(tmpdir(), `curiero-${name}-`));
  const distDir = join(root, 'dist');
  const dataDir = join(root, 'data');
  if (!restart) {
    cpSync(E2E_DIST_DIR, distDir, { recursive: true });
    // From the prepared data directory: migrated, the reference data loaded (seconds saved per server).
    if (existsSync(E2E_PREPARED_DATA_DIR)) cpSync(E2E_PREPARED_DATA_DIR, dataDir, { recursive: true });
    else mkdirSync(dataDir);
  }
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [E2E_SERVER_ENTRY], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STATIC_DIR: distDir, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });

  // A worker torn down mid-start (a hook's timeout) must not leave the server holding its port.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  server.once('exit', () => process.off('exit', killOnExit));

  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`second server exited (${server.exitCode})`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`second server did not answer ${origin}/api/health within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, distDir, dataDir, stop, dispose: async () => { await stop(); rmSync(root, { recursive: true, force: true }); } };
}
