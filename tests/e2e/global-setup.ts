import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertChromium } from './chromium.ts';
import { E2E_DIST_DIR, E2E_SERVER_ENTRY } from './e2e-env.ts';

export default function globalSetup(): void {
  assertChromium();
  if (!['index.html', 'sw.js', 'prerendered/routes.json'].every((f) => existsSync(join(E2E_DIST_DIR, f))) || !existsSync(E2E_SERVER_ENTRY)) {
    throw new Error(`No production build in ${E2E_DIST_DIR}/ (with its server, ${E2E_SERVER_ENTRY}): run \`npm run build\` before \`npm run test:e2e\`.`);
  }
}
