import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A locally installed CLI, run directly so no registry is asked and npx adds no noise. */
export function bin(name) {
  return `${projectRoot}node_modules/.bin/${name}`;
}

/** Runs a command in the project root with the terminal's stdio; resolves with its exit code. */
export function run(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs steps in order and stops at the first failure, exiting with that step's code. */
export async function runSteps(steps) {
  const done = [];
  for (const step of steps) {
    const started = Date.now();
    console.log(`\n▶ ${step.name}`);
    const code = await run(step.command, step.args);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      console.error(`\n✖ ${step.name} failed (exit ${code}) after ${seconds}s`);
      printSummary(done);
      process.exit(code);
    }
    done.push(`✔ ${step.name} (${seconds}s)`);
  }
  printSummary(done);
}

function printSummary(lines) {
  if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
}
