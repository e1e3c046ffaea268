// `npm run test:e2e`: a fresh production build, then the Playwright suite. Extra arguments go to
// Playwright, e.g. `npm run test:e2e -- --headed test/e2e/home.spec.ts`.
import { bin, runSteps } from './lib/processes.mjs';

await runSteps([
  { name: 'vite build', command: bin('vite'), args: ['build'] },
  { name: 'playwright', command: bin('playwright'), args: ['test', ...process.argv.slice(2)] },
]);
