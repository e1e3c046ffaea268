// The CPU time a site's processes use while wrk loads it: the primary, its workers and the
// sandbox, which runs in a process group of its own, so the tree is followed by parent ids. On this
// 2-core machine the load generator and the kernel's loopback share the cores with the workers, so
// two workers cannot take two whole cores; the cores the site did take, and what it served per
// core, say whether the shortfall is the machine's or the site's (docs/bench.md).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), which /proc's CPU times count in. */
const TICKS_PER_SECOND = 100;

/** The pid, parent pid and user plus system CPU seconds of one /proc/<pid>/stat line. */
export function parseProcStat(line) {
  // The command name is in parentheses and may hold spaces or parentheses itself: fields are
  // counted from the last ')'.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // After the name: state (field 3 of proc(5)), ppid (4), ..., utime (14), stime (15).
  const [, ppid] = fields;
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return {
    pid: Number(line.slice(0, line.indexOf(' '))),
    ppid: Number(ppid),
    cpuSeconds: (utime + stime) / TICKS_PER_SECOND,
  };
}

/** parseProcStat of every process in /proc. */
export function readStats() {
  const stats = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.push(parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

/** The CPU seconds used so far by `rootPid` and all its descendants, of `stats` (parseProcStat's). */
export function treeCpuSeconds(stats, rootPid) {
  const tree = new Set([rootPid]);
  // Parents come before their children in pid order, but pids wrap: repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
    }
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.cpuSeconds, 0);
}

/** A reader of the CPU seconds of `rootPid`'s tree, or null where there is no /proc. */
export function processTreeCpu(rootPid) {
  try {
    readdirSync('/proc');
  } catch {
    return null;
  }
  return () => treeCpuSeconds(readStats(), rootPid);
}
