import { existsSync } from 'node:fs';
import { assertChromium } from './chromium.ts';

export default function globalSetup(): void {
  assertChromium();
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js') || !existsSync('dist/prerendered/routes.json')) {
    throw new Error('No production build in dist/: run `npm run build` before `npm run test:e2e`.');
  }
}
