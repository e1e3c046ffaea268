// The speed figures of issue 14 for one checkout (this one, or a reference commit's worktree): the
// site as `npm start` runs it, measured page by page. bench.mjs prints them beside the bare React
// baseline and a reference commit measured in the same run, with the targets (speed-table.mjs).
import { memberCookies, memberLogin, withMemberCookies } from '../lib/member-proxy.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { assertHomeGrid, firstProfileRoute } from './home-page.mjs';
import { httpGet } from './http-get.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { startProductionSite, withServer } from './servers.mjs';
import { findWrk, measureLoadWrk } from './wrk.mjs';

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

async function lighthousePages(siteUrl, profile, token, runs, reportPrefix) {
  if (runs === 0) return [];
  const pages = [
    { id: 'home', name: '/', url: `${siteUrl}/` },
    { id: 'profile', name: 'profile', url: `${siteUrl}${profile}` },
    {
      id: 'messenger',
      name: `${MESSENGER} (member)`,
      url: `${siteUrl}${MESSENGER}`,
      headers: { Cookie: memberCookies(token) },
    },
  ];
  const results = [];
  for (const { id, name, url, headers } of pages) {
    console.log(`  Lighthouse ${name} ×${runs}…`);
    results.push({
      page: name,
      ...(await measureLighthouse(url, { runs, headers, name: `${reportPrefix}${id}` })),
    });
  }
  return results;
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
export async function measureSpeed(root, { label, load, lighthouseRuns, onSite, reportPrefix = '' }) {
  console.log(`Measuring ${label}: one worker…`);
  const one = await withSite({ root, workers: 1 }, async (siteUrl) => {
    await assertHomeGrid(`${siteUrl}/`, label);
    const profile = await firstProfileRoute(siteUrl);
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
    // After the load, so Lighthouse meets a warmed-up server as a visitor would.
    const lighthouse = await lighthousePages(siteUrl, profile, token, lighthouseRuns, reportPrefix);
    return { profile, firstLoad, loads, lighthouse };
  });
  return {
    profile: one.profile,
    firstLoad: one.firstLoad,
    loads: [...one.loads, ...(await measureScaling(root, label, load))],
    lighthouse: one.lighthouse,
  };
}

/** Rounds of one worker then two, alternated: one machine's figures drift within a minute. */
const SCALING_ROUNDS = 3;

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
    console.log(
      `Measuring ${label}: 1 and 2 workers in turns, page cache ${cache ? 'on' : 'off'}, ${generator}…`,
    );
    const sites = [];
    try {
      for (const workers of [1, 2]) sites.push(await startProductionSite({ root, workers, env }));
      const runs = sites.map(() => []);
      for (let round = 0; round < SCALING_ROUNDS; round++) {
        for (const [index, site] of sites.entries()) {
          // Warmed up once; later rounds meet a warm site.
          const options = round === 0 ? load : { ...load, warmupSeconds: 0 };
          runs[index].push(await measure(`${site.url}/`, options));
        }
      }
      runs.forEach((siteRuns, index) =>
        rows.push({ page: '/', workers: index + 1, cache, scaling: true, generator, ...medianRun(siteRuns) }),
      );
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
    }
  }
  return rows;
}
