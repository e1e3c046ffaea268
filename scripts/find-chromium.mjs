import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/**
 * The Chromium binary Playwright drives. Playwright's own browser download needs internet we do
 * not have, so we use: $CHROMIUM_PATH, else Debian's chromium, installing it first when we are root.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync(debianChromium)) return debianChromium;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian package "chromium"');
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
    if (existsSync(debianChromium)) return debianChromium;
  }
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
