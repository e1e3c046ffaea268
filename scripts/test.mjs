// `npm test`: every check CI runs, in order, stopping at the first failure.
import { mkdirSync } from 'node:fs';
import { bin, runSteps } from './lib/processes.mjs';
import { printTotals } from './lib/test-totals.mjs';

const reports = '.test-reports';
mkdirSync(reports, { recursive: true });
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = `${reports}/playwright.json`;

await runSteps([
  { name: 'check (typecheck, lint, format)', command: 'npm', args: ['run', 'check'] },
  { name: 'jest', command: bin('jest'), args: ['--ci', '--json', `--outputFile=${reports}/jest.json`] },
  { name: 'vite build', command: bin('vite'), args: ['build'] },
  { name: 'bundle budget', command: 'node', args: ['scripts/size-budget.mjs'] },
  { name: 'playwright', command: bin('playwright'), args: ['test', '--reporter=list,json'] },
  // nginx's guest page cache in front of two site processes: kept pages, the purge, the hit rate.
  { name: 'scale-out', command: 'npm', args: ['run', 'scale-out', '--', '--seconds=5', '--warmup=2'] },
]);
printTotals(reports);
