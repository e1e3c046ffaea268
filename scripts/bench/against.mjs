// `npm run bench -- --against=<commit>`: the same speed figures for another commit, measured in
// the same run, so a before/after comparison does not depend on how busy the machine was that day.
// The commit is checked out in a worktree of its own under the system's temp folder (kept, so a
// second run reuses its install and build), installed with `npm ci` and built with `vite build`.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { projectRoot, run } from '../lib/processes.mjs';

function git(...args) {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
}

async function step(command, args, cwd, what) {
  const code = await run(command, args, { cwd });
  if (code !== 0) throw new Error(`${what} failed in ${cwd} (exit ${code})`);
}

/** The commit's worktree, installed and built (reused when a run already made it). */
export async function prepareReference(commit) {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const root = join(tmpdir(), `bench-against-${sha.slice(0, 12)}`);
  if (!existsSync(root)) {
    console.log(`Checking out ${sha.slice(0, 12)} in ${root}…`);
    git('worktree', 'add', '--detach', root, sha);
  }
  if (!existsSync(join(root, 'node_modules')))
    await step('npm', ['ci', '--no-audit', '--no-fund'], root, 'npm ci');
  if (!existsSync(join(root, 'dist'))) await step('npx', ['vite', 'build'], root, 'vite build');
  // Measured as its `npm start` ran it (scripts/bench/servers.mjs, startProductionSite).
  if (!existsSync(join(root, 'src/server/main.ts'))) {
    throw new Error(`${sha.slice(0, 12)} has no src/server/main.ts: too old to measure this way`);
  }
  return { sha, root };
}
