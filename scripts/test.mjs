// `npm test`: every check CI runs, in order, stopping at the first failure.
import { bin, runSteps } from './lib/processes.mjs';

await runSteps([
  { name: 'check (typecheck, lint, format)', command: 'npm', args: ['run', 'check'] },
  // Some Jest projects may have no tests yet; that is not a failure.
  { name: 'jest', command: bin('jest'), args: ['--ci', '--passWithNoTests'] },
  { name: 'vite build', command: bin('vite'), args: ['build'] },
  { name: 'playwright', command: bin('playwright'), args: ['test'] },
]);
