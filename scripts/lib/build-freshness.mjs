import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './processes.mjs';

// Everything that can change what `vite build` produces.
const buildInputs = ['src', 'build', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
// Written last by the build, so its age is the age of the whole build.
const buildOutput = join(projectRoot, 'dist/server/entry.mjs');

/** True when dist/ is missing or any build input was modified after the last build. */
export function buildIsStale() {
  if (!existsSync(buildOutput)) return true;
  const builtAt = statSync(buildOutput).mtimeMs;
  return buildInputs.some((input) => newestMtime(join(projectRoot, input)) > builtAt);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stats.mtimeMs,
  );
}
