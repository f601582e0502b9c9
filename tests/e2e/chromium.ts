import { existsSync } from 'node:fs';

// Debian's Chromium; the flags keep it from reaching out to Google's hosts on a closed network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function assertChromium(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's Chromium with ` +
        '`sudo apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
