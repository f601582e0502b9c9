// The server as plain JavaScript, so that production runs neither TypeScript nor tsx (the last step
// of `npm run build`; alone: `npm run build:server [-- clientOutDir]`).
// tsc (tsconfig.server-build.json, emit only) writes server/ and the src/shared/ modules it imports
// into <dir>/ with the same tree, their `.ts` imports rewritten to `.js`; then the files the server
// reads next to its code (`new URL('../../data/…', import.meta.url)`: server/data and
// server/db/migrations) are copied to the same places. The entry is <dir>/server/main.js; packages
// resolve from the project's node_modules, so <dir> stays inside the project.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Read at run time relative to the code, so copied into the build. */
const RUNTIME_FILES = ['server/data', 'server/db/migrations'];
/** The sources a server build is made of (for the staleness warning of `npm run serve`). */
const SOURCES = ['server', 'src/shared'];
const INFO_FILE = 'build-info.json';

/**
 * Where the server build that goes with a client build lives, relative to the project: build/ for
 * dist/, build-<name>/ for the others (bench, e2e), so that two builds never share one.
 */
export function serverBuildDir(clientOutDir = 'dist') {
  if (clientOutDir === 'dist') return 'build';
  return `build-${clientOutDir.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

/** The compiled entry of that build, absolute. */
export function serverEntry(clientOutDir = 'dist') {
  return join(ROOT, serverBuildDir(clientOutDir), 'server', 'main.js');
}

/** Builds the server into `serverBuildDir(clientOutDir)`; throws when tsc fails. */
export function buildServer(clientOutDir = 'dist') {
  const dir = join(ROOT, serverBuildDir(clientOutDir));
  const started = performance.now();
  rmSync(dir, { recursive: true, force: true });
  const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.server-build.json', '--outDir', dir], { cwd: ROOT, stdio: 'inherit' });
  if (tsc.status !== 0) throw new Error(`build: tsc -p tsconfig.server-build.json exited ${tsc.status}`);
  for (const files of RUNTIME_FILES) cpSync(join(ROOT, files), join(dir, files), { recursive: true });
  // The emitted files are ES modules wherever the folder is.
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  writeFileSync(join(dir, INFO_FILE), `${JSON.stringify({ builtAt: new Date().toISOString() }, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`build: server compiled to ${serverBuildDir(clientOutDir)}/server/main.js in ${seconds} s`);
}

/** The server sources changed after the build of `clientOutDir` (a file newer than the build), or null. */
export function newerSource(clientOutDir = 'dist') {
  const info = join(ROOT, serverBuildDir(clientOutDir), INFO_FILE);
  if (!existsSync(info)) return null;
  const builtAt = Date.parse(JSON.parse(readFileSync(info, 'utf8')).builtAt);
  for (const top of SOURCES) {
    for (const name of readdirSync(join(ROOT, top), { recursive: true })) {
      const file = join(top, String(name));
      if (statSync(join(ROOT, file)).mtimeMs > builtAt) return file;
    }
  }
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildServer(process.argv[2]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
