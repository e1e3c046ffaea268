// `npm test`: every check CI runs, in order, stopping at the first failure.
import { bin, runSteps } from './lib/processes.mjs';

await runSteps([
  { name: 'check (typecheck, lint, format)', command: 'npm', args: ['run', 'check'] },
  { name: 'jest', command: bin('jest'), args: ['--ci'] },
  { name: 'vite build', command: bin('vite'), args: ['build'] },
  { name: 'bundle budget', command: 'node', args: ['scripts/size-budget.mjs'] },
  { name: 'playwright', command: bin('playwright'), args: ['test'] },
]);
