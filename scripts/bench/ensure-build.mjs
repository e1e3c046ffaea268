import { buildIsStale } from '../lib/build-freshness.mjs';
import { bin, run } from '../lib/processes.mjs';

/** Both scripts measure dist/: build it first when it is missing or older than the sources. */
export async function ensureBuild() {
  if (!buildIsStale()) return;
  console.log('dist/ is missing or older than the sources: building');
  const code = await run(bin('vite'), ['build']);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}
