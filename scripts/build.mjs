// `npm run build [-- outDir]`: the server compiled to JavaScript (build/ for dist/,
// scripts/build-server.mjs), the client build (PWA, service worker, Vite manifest), the build-time
// renderer, the prerendered public pages, and the precompressed assets.
import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';

const outDir = process.argv[2] ?? 'dist';
// The build-time renderer (inside node_modules, where its imports resolve) gets a directory per
// output, so that two builds (bench, e2e, parallel work) never share one.
const ssrDir = outDir === 'dist' ? 'node_modules/.cache/ssr' : `node_modules/.cache/ssr-${outDir.replace(/[^A-Za-z0-9]+/g, '-')}`;
const steps = [
  // The docs pages as data, from the public API's OpenAPI document (before Vite bundles them).
  ['npx', ['tsx', 'scripts/docs-build.ts']],
  ['npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']],
  ['npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn']],
  ['npx', ['tsx', 'scripts/prerender.ts', outDir, `${ssrDir}/entry-server.js`]],
  ['node', ['scripts/precompress.mjs', outDir]],
];
try {
  buildServer(outDir);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const [cmd, args] of steps) {
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`build: ${cmd} ${args.join(' ')} failed`);
    process.exit(run.status ?? 1);
  }
}
