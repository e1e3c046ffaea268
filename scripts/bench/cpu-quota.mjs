// Holds each of a site's workers to a share of one core with the kernel's CPU quota (a cgroup of
// its own each), so the bench can see what a second worker adds when each worker has a core to
// itself and the load generator runs outside them. On this 2-core machine wrk, the primary and the
// sandbox otherwise share the two cores with the workers, and two workers cannot take two whole
// cores (docs/bench.md, "Pages under load"). Needs root and the cgroup v1 `cpu` hierarchy;
// elsewhere `holdToCoreShare` gives null and the bench leaves those rows out.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { readStats } from './process-cpu.mjs';

const CPU_HIERARCHY = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

/** The pids of the cluster workers `primaryPid` forked (src/server/cluster/site-worker.ts). */
export function workerPids(primaryPid) {
  return readStats()
    .filter((stat) => stat.ppid === primaryPid && commandLine(stat.pid).includes('site-worker'))
    .map((stat) => stat.pid);
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // The process has ended since the listing.
  }
}

/**
 * Puts each of `pids` (all its threads) in a cgroup of its own allowed `coreShare` of one core;
 * gives a function that lets them go again, or null where quotas cannot be set here.
 */
export function holdToCoreShare(pids, coreShare) {
  if (!existsSync(`${CPU_HIERARCHY}/cpu.cfs_quota_us`)) return null;
  // A build without the cluster (before issue 14's workers) has no worker to hold.
  if (pids.length === 0) return null;
  const groups = [];
  try {
    for (const pid of pids) {
      const group = `${CPU_HIERARCHY}/bench-held-${pid}`;
      mkdirSync(group);
      groups.push(group);
      writeFileSync(`${group}/cpu.cfs_period_us`, String(PERIOD_US));
      writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(coreShare * PERIOD_US)));
      writeFileSync(`${group}/cgroup.procs`, String(pid));
    }
  } catch (error) {
    release(groups);
    console.log(`  (no CPU quota here: ${error.message})`);
    return null;
  }
  return () => release(groups);
}

/** Moves the groups' processes back to the root group and removes the groups. */
function release(groups) {
  for (const group of groups) {
    for (const pid of readFileSync(`${group}/cgroup.procs`, 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(`${CPU_HIERARCHY}/cgroup.procs`, pid);
      } catch {
        // The process has ended: the group empties itself.
      }
    }
    rmdirSync(group);
  }
}
