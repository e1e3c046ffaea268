// The speed figures of issue 14 for one checkout (this one, or a reference commit's worktree): the
// site as `npm start` runs it, measured page by page. bench.mjs prints them beside the bare React
// baseline and a reference commit measured in the same run, with the targets (speed-table.mjs,
// speed-targets.mjs). Lighthouse is speed-lighthouse.mjs, the rows of one and two workers
// speed-scaling.mjs.
import { memberCookies, memberLogin, withMemberCookies } from '../lib/member-proxy.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { assertHomeGrid, firstProfileRoute } from './home-page.mjs';
import { measureFirstByte } from './first-byte.mjs';
import { httpGet } from './http-get.mjs';
import { measureLoad } from './load.mjs';
import { startCachedSite } from './cached-site.mjs';
import { withServer } from './servers.mjs';
import { lighthouseInTurns, MEMBER, MESSENGER } from './speed-lighthouse.mjs';
import { measureScaling } from './speed-scaling.mjs';

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
 * One site process tree with its build's guest page cache (nginx's in front, or its own at an
 * older commit), started, used and always stopped.
 */
const withSite = async (options, use) => {
  const site = await startCachedSite(options);
  return withServer(site, (url) => use(url, site));
};

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
  const one = await withSite({ root, workers: 1 }, async (siteUrl, { via, siteUrl: renderUrl }) => {
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
        via,
        ...(await measureLoad(`${siteUrl}${page.path}`, load)),
      });
    }
    // A member's page is a render: timed at the site itself, as a build without nginx is.
    const firstBytes = await memberFirstBytes(renderUrl, profile, token);
    // After the load, so Lighthouse meets a warmed-up server as a visitor would.
    const [lighthouse] = await lighthouseInTurns([{ siteUrl, profile, token, reportPrefix }], lighthouseRuns);
    return { profile, firstLoad, loads, firstBytes, lighthouse };
  });
  return {
    profile: one.profile,
    firstLoad: one.firstLoad,
    loads: [...one.loads, ...(await measureScaling(root, label, load, one.profile))],
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
