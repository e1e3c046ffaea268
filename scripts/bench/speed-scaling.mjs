// What a second worker adds (speed.mjs): `/` with one worker and with two, the guest page cache
// on (nginx's in front, or the process's at an older commit) and off, measured in turns, and again
// with each worker held to a share of a core of its own.
import { holdToCoreShare, workerPids } from './cpu-quota.mjs';
import { measureLoad } from './load.mjs';
import { measureMemberPages } from './speed-members.mjs';
import { processTreeCpu } from './process-cpu.mjs';
import { startCachedSite } from './cached-site.mjs';
import { startProductionSite } from './servers.mjs';
import { findWrk, measureLoadWrk } from './wrk.mjs';

/** Rounds of one worker then two, alternated: one machine's figures drift within a minute. */
const SCALING_ROUNDS = 3;
/**
 * Each site's warm-up before its first round, per worker and way of asking: each worker of two
 * gets as many requests to warm up on as one worker alone, and a worker's throughput still rose
 * for several seconds of load (docs/bench.md, "Pages under load").
 */
const SCALING_WARMUP_SECONDS_PER_WORKER = 10;

/**
 * Each worker's share of a core in the held rows (cpu-quota.mjs): two workers take 1.6 cores at
 * most, which leaves wrk (0.2-0.3 core at the cached rate), the primary and the sandbox the rest.
 */
const HELD_CORE_SHARE = 0.8;

/** The run with the median throughput, with every run's throughput beside it. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    runsPerSecond: runs.map((run) => run.requestsPerSecond),
  };
}

/**
 * What a second worker adds: `/` with one worker and with two, from the guest page cache (nginx's
 * in front, cached-site.mjs) and with it off (what a render costs: a member's page, or a guest's
 * first visit). Both sites are up together and
 * measured in turns, SCALING_ROUNDS times each (the median counts), with wrk when there is one:
 * autocannon itself takes a core at the cached rate (wrk.mjs). Rows marked `scaling`. With the
 * cache off, `/en` and `profile` as a member too (speed-members.mjs).
 */
export async function measureScaling(root, label, load, profile) {
  const wrk = findWrk();
  const generator = wrk ? 'wrk' : 'autocannon';
  const measure = (url, options) => (wrk ? measureLoadWrk(wrk, url, options) : measureLoad(url, options));
  const rows = [];
  for (const cache of [true, false]) {
    const env = cache ? {} : { PAGE_CACHE_SECONDS: '0' };
    // As browsers ask (gzip) too where the page is cached: only wrk sends the header.
    const encodings = cache && wrk ? [false, true] : [false];
    console.log(
      `Measuring ${label}: 1 and 2 workers in turns, page cache ${cache ? 'on' : 'off'}, ${generator}…`,
    );
    const sites = [];
    try {
      const start = cache ? startCachedSite : startProductionSite;
      for (const workers of [1, 2]) sites.push(await start({ root, workers, env }));
      const runs = sites.map(() => encodings.map(() => []));
      const siteCpus = sites.map((site) => processTreeCpu(site.pid));
      for (let round = 0; round < SCALING_ROUNDS; round++) {
        for (const [index, site] of sites.entries()) {
          for (const [way, gzip] of encodings.entries()) {
            // Warmed up once, by workers; later rounds meet a warm site.
            const warmupSeconds = round === 0 ? SCALING_WARMUP_SECONDS_PER_WORKER * (index + 1) : 0;
            const options = { ...load, warmupSeconds, gzip, siteCpu: siteCpus[index] };
            runs[index][way].push(await measure(`${site.url}/`, options));
          }
        }
      }
      // `asked`: how the row's requests were made (gzip or not), or that its workers were held.
      const row = (index, siteRuns, asked) => ({
        page: '/',
        workers: index + 1,
        cache,
        via: sites[index].via,
        ...asked,
        scaling: true,
        generator,
        ...medianRun(siteRuns),
      });
      runs.forEach((byWay, index) =>
        byWay.forEach((siteRuns, way) => rows.push(row(index, siteRuns, { gzip: encodings[way] }))),
      );
      const held = await measureHeld(
        sites,
        (url, options) => measure(url, { ...load, ...options }),
        siteCpus,
      );
      held?.forEach((siteRuns, index) => rows.push(row(index, siteRuns, { held: HELD_CORE_SHARE })));
      if (!cache && profile)
        rows.push(
          ...(await measureMemberPages(sites, {
            profile,
            rounds: SCALING_ROUNDS,
            warmupSeconds: SCALING_WARMUP_SECONDS_PER_WORKER,
            measure: (url, options) => measure(url, { ...load, ...options }),
            row,
          })),
        );
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
    }
  }
  return rows;
}

/**
 * The same sites again, each worker held to HELD_CORE_SHARE of a core of its own (as wrk asks):
 * what a second worker adds when the load generator is not on the workers' cores. Resolves with
 * each site's runs, or null where the kernel's CPU quota cannot be set (cpu-quota.mjs) or a
 * site has no cluster workers.
 */
async function measureHeld(sites, measure, siteCpus) {
  const releases = sites.map((site) => holdToCoreShare(workerPids(site.pid), HELD_CORE_SHARE));
  try {
    if (!releases.every(Boolean)) {
      console.log('  (rows held to a core each left out: no CPU quota here, or no cluster workers)');
      return null;
    }
    console.log(`  …each worker held to ${HELD_CORE_SHARE} of a core of its own…`);
    const runs = sites.map(() => []);
    for (let round = 0; round < SCALING_ROUNDS; round++) {
      for (const [index, site] of sites.entries()) {
        // Warm already: the bench's own short warm-up settles the quota before the first round.
        const warm = round === 0 ? {} : { warmupSeconds: 0 };
        runs[index].push(await measure(`${site.url}/`, { ...warm, gzip: false, siteCpu: siteCpus[index] }));
      }
    }
    return runs;
  } finally {
    for (const release of releases) release?.();
  }
}
