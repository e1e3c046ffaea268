import { findDebianTool } from './lib/debian-tool.mjs';

/**
 * The Chromium binary Playwright drives. Playwright's own browser download needs internet we do
 * not have, so we use: $CHROMIUM_PATH, else Debian's chromium, installing it first when we are root.
 */
export function findChromium() {
  const found = findDebianTool({
    label: 'Chromium',
    envVar: 'CHROMIUM_PATH',
    path: '/usr/bin/chromium',
    pkg: 'chromium',
  });
  if (found) return found;
  throw new Error(
    `No Chromium found. Install it (Debian: "sudo apt-get install chromium") or set CHROMIUM_PATH.`,
  );
}

/**
 * Flags for Chromium on these machines: containers have no GPU or user namespaces, and no test or
 * benchmark may reach the internet (background networking would try, and be refused).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
