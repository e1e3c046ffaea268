// The speed figures of issue 14 for one checkout (this one, or a reference commit's worktree): the
// site as `npm start` runs it, measured page by page. bench.mjs prints them beside the bare React
// baseline and a reference commit measured in the same run, with the targets (speed-table.mjs).
import { memberCookies, memberLogin, withMemberCookies } from '../lib/member-proxy.mjs';
import { holdToCoreShare, workerPids } from './cpu-quota.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { assertHomeGrid, firstProfileRoute } from './home-page.mjs';
import { measureFirstByte } from './first-byte.mjs';
import { httpGet } from './http-get.mjs';
import { measureLighthouseInTurns } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { startProductionSite, withServer } from './servers.mjs';
import { findWrk, measureLoadWrk } from './wrk.mjs';
import { processTreeCpu } from './process-cpu.mjs';

/** The seeded member who opens the messenger (a guest is sent home from it). */
const MEMBER = { username: 'reader', password: 'reader123' };
const MESSENGER = '/en/messenger';
/** A category page of SPEC §2 (the bench switches the categories feature on). */
const CATEGORY = '/blond';

/** The pages measured under load with one worker: the home grids, a profile, a category. */
function loadPages(profile) {
  return [
    { name: '/', path: '/' },
    { name: '/en', path: '/en' },
    { name: 'profile', path: profile },
    { name: `category ${CATEGORY}`, path: CATEGORY },
  ];
}

async function assertPage(url, name) {
  const page = await httpGet(url);
  if (page.status !== 200) throw new Error(`${name} ${url} answered ${page.status}`);
}

/** First-load JS of the guest routes and of the member's messenger (through a cookie proxy). */
async function firstLoads(siteUrl, profile, token) {
  const routes = [];
  for (const route of ['/', '/en', '/no-such-page', profile])
    routes.push(await measureFirstLoadJs(siteUrl, route));
  const proxy = await withMemberCookies(siteUrl, token);
  try {
    routes.push({ ...(await measureFirstLoadJs(proxy.url, MESSENGER)), route: `${MESSENGER} (member)` });
  } finally {
    await proxy.close();
  }
  return routes;
}

/**
 * The Lighthouse pages of one site: the home page, a profile, the member's messenger. `page` names
 * its row in the tables, `name` its reports in .bench/.
 */
function lighthouseTargets(siteUrl, profile, token, reportPrefix) {
  return [
    { id: 'home', page: '/', url: `${siteUrl}/` },
    { id: 'profile', page: 'profile', url: `${siteUrl}${profile}` },
    {
      id: 'messenger',
      page: `${MESSENGER} (member)`,
      url: `${siteUrl}${MESSENGER}`,
      headers: { Cookie: memberCookies(token) },
    },
  ].map((target) => ({ ...target, name: `${reportPrefix}${target.id}` }));
}

/**
 * Lighthouse on each site's pages (`sites`: each one's url, profile route, member token and report
 * prefix), `runs` rounds of one run per page and site in turn: the two builds of `--against` meet
 * the same machine (measured one after the other, a drift of the machine counted as a difference).
 * Resolves with each site's results, in the order given.
 */
async function lighthouseInTurns(sites, runs) {
  if (runs === 0) return sites.map(() => []);
  const perSite = sites.map(({ siteUrl, profile, token, reportPrefix }) =>
    lighthouseTargets(siteUrl, profile, token, reportPrefix),
  );
  // Page by page, the sites in turn within each: [home this, home ref, profile this, ...].
  const targets = perSite[0].flatMap((_, page) => perSite.map((siteTargets) => siteTargets[page]));
  for (const page of new Set(perSite[0].map((target) => target.page)))
    console.log(`  Lighthouse ${page} ×${runs}…`);
  const results = await measureLighthouseInTurns(targets, runs);
  return perSite.map((siteTargets) =>
    siteTargets.map((target) => ({ page: target.page, ...results[targets.indexOf(target)] })),
  );
}

/** Fetches a page and the pictures it shows, so no site's first Lighthouse run waits for a cold one. */
async function warmPage(url, headers) {
  const page = await httpGet(url, headers);
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}: no page to run Lighthouse on`);
  const pictures = [...page.body.toString('utf8').matchAll(/src="(\/sandbox\/media\/[^"]+)"/g)];
  for (const [, path] of pictures) await httpGet(new URL(path.replaceAll('&amp;', '&'), url).href);
}

/** One site process tree, started, used and always stopped. */
const withSite = async (options, use) => withServer(await startProductionSite(options), use);

/**
 * Every speed figure of the checkout at `root`: first-load JS, throughput and latency of each page
 * with one worker, the home page with one and two workers with the page cache on and off, and
 * Lighthouse.
 * `onSite(url)` runs once against the one-worker site (the caller saves the baseline's performers);
 * `reportPrefix` starts the names of its Lighthouse reports in .bench/ (`ref-` for the reference).
 */
export async function measureSpeed(
  root,
  { label, load, lighthouseRuns, onSite, reportPrefix = '', profile: givenProfile },
) {
  console.log(`Measuring ${label}: one worker…`);
  const one = await withSite({ root, workers: 1 }, async (siteUrl) => {
    await assertHomeGrid(`${siteUrl}/`, label);
    const profile = await profileRoute(siteUrl, givenProfile);
    const token = await memberLogin(siteUrl, MEMBER.username, MEMBER.password);
    await onSite?.(siteUrl);
    const firstLoad = await firstLoads(siteUrl, profile, token);
    const loads = [];
    for (const page of loadPages(profile)) {
      await assertPage(`${siteUrl}${page.path}`, `${label} ${page.name}`);
      loads.push({
        page: page.name,
        workers: 1,
        cache: true,
        ...(await measureLoad(`${siteUrl}${page.path}`, load)),
      });
    }
    const firstBytes = await memberFirstBytes(siteUrl, profile, token);
    // After the load, so Lighthouse meets a warmed-up server as a visitor would.
    const [lighthouse] = await lighthouseInTurns([{ siteUrl, profile, token, reportPrefix }], lighthouseRuns);
    return { profile, firstLoad, loads, firstBytes, lighthouse };
  });
  return {
    profile: one.profile,
    firstLoad: one.firstLoad,
    loads: [...one.loads, ...(await measureScaling(root, label, load))],
    firstBytes: one.firstBytes,
    lighthouse: one.lighthouse,
  };
}

/**
 * Time to the first and the last byte of the member's `/en` and profile, one request at a time:
 * a member's page is never cached, so each one is a render.
 */
async function memberFirstBytes(siteUrl, profile, token) {
  const headers = { Cookie: memberCookies(token) };
  const pages = [
    { name: '/en', path: '/en' },
    { name: 'profile', path: profile },
  ];
  const rows = [];
  for (const page of pages)
    rows.push({
      page: `${page.name} as the member`,
      ...(await measureFirstByte(`${siteUrl}${page.path}`, { headers })),
    });
  return rows;
}

/**
 * The profile page to measure: `given` (this build's, for the reference) when the site has it, so
 * both builds measure the same performer; else the first card's on the English grid.
 */
async function profileRoute(siteUrl, given) {
  if (given && (await httpGet(`${siteUrl}${given}`)).status === 200) return given;
  return firstProfileRoute(siteUrl);
}

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
 * What a second worker adds: `/` with one worker and with two, from the page cache and with it off
 * (what a render costs: a member's page, or a guest's first visit). Both sites are up together and
 * measured in turns, SCALING_ROUNDS times each (the median counts), with wrk when there is one:
 * autocannon itself takes a core at the cached rate (wrk.mjs). Rows marked `scaling`.
 */
async function measureScaling(root, label, load) {
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
      for (const workers of [1, 2]) sites.push(await startProductionSite({ root, workers, env }));
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

/**
 * Lighthouse for `--against`: this build's and the reference's one-worker sites up together, their
 * pages measured in turns (lighthouseInTurns), each site's pages and pictures fetched once first.
 * `builds`: each one's checkout and the profile route its load figures measured. Resolves with
 * `[this build's results, the reference's]`.
 */
export async function measureLighthouseAgainst(builds, runs) {
  console.log('Measuring Lighthouse, this build and the reference in turns…');
  const sites = [];
  try {
    for (const { root } of builds) sites.push(await startProductionSite({ root }));
    const measured = [];
    for (const [index, site] of sites.entries()) {
      const { profile } = builds[index];
      const token = await memberLogin(site.url, MEMBER.username, MEMBER.password);
      for (const { url, headers } of lighthouseTargets(site.url, profile, token, ''))
        await warmPage(url, headers);
      measured.push({ siteUrl: site.url, profile, token, reportPrefix: index === 0 ? '' : 'ref-' });
    }
    return await lighthouseInTurns(measured, runs);
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}
