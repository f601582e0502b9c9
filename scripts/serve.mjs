// `npm run serve`: the last build's compiled server (build/server/main.js, `npm run build`), run in
// this process, so the npm script's Node flags and the stop signals reach it directly.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { newerSource, serverEntry } from './build-server.mjs';

const entry = serverEntry();
if (!existsSync(entry)) {
  console.error(`No server build (${entry} is missing): run \`npm run build\` first, or \`npm start\` (builds, then serves).`);
  process.exit(1);
}
const changed = newerSource();
if (changed) console.warn(`Note: ${changed} changed after the last build; \`npm run build\` (or \`npm start\`) to serve it.`);
await import(pathToFileURL(entry).href);
