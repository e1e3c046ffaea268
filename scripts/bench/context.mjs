import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { projectRoot } from '../lib/processes.mjs';

/** What a figure depends on besides the code: machine, runtime, date and the exact commit. */
export function benchContext() {
  const processors = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: processors.length,
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    commit: git(['rev-parse', '--short', 'HEAD']) ?? 'unknown',
    // Uncommitted changes mean the figures belong to the working tree, not to the commit alone.
    dirty: (git(['status', '--porcelain']) ?? '') !== '',
  };
}

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
