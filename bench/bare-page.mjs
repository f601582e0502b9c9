// The bare page of the start-up budgets (issue #18), built and served by the bench itself: Vite
// builds bench/bare-page (React 19 + React Router, nothing else), Node prerenders its one route into
// the HTML, and a small static server (gzip, like a real host; bare-page-server.mjs) serves it. Lighthouse measures it in
// the same run as the product's pages: the floor their figures are judged against.
import { readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { build } from 'vite';
import { App } from './bare-page/app.js';

const ROOT = resolve(import.meta.dirname, 'bare-page');

/** Builds and prerenders the bare page into `outDir`. */
export async function buildBarePage(outDir) {
  await build({ root: ROOT, configFile: false, mode: 'production', logLevel: 'error', build: { outDir: resolve(outDir), emptyOutDir: true, target: 'es2022' } });
  const html = renderToString(createElement(StaticRouter, { location: '/' }, createElement(App)));
  const file = join(outDir, 'index.html');
  writeFileSync(file, readFileSync(file, 'utf8').replace('<!--app-->', html));
}

/**
 * Serves the built bare page on `port` from a child process (bench/bare-page-server.mjs): the bench
 * runs Lighthouse with spawnSync, which blocks this process's event loop. Resolves to { url, stop }.
 */
export async function serveBarePage(dir, port) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-page-server.mjs'), resolve(dir), String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 40; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('bench: the bare page server did not start');
}
