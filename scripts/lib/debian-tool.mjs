import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A program this project takes from Debian (Chromium, nginx, wrk): the path in `$envVar`, else the
 * package's binary at `path`, installing `pkg` first when it is missing and we are root (`install`
 * replaces the plain apt-get when a package needs more). Null when there is none.
 */
export function findDebianTool({ label, envVar, path, pkg, install }) {
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${envVar} is set to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) return null;
  console.log(`${label} is missing: installing Debian package "${pkg}"`);
  if (install) install();
  else execSync(`apt-get update && apt-get install -y ${pkg}`, { stdio: 'inherit' });
  return existsSync(path) ? path : null;
}
