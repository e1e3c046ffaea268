// Lighthouse for the speed figures (speed.mjs): the home page, a profile and the member's
// messenger of one site, or of this build's and the reference's sites in turns (`--against`).
import { memberCookies, memberLogin } from '../lib/member-proxy.mjs';
import { httpGet } from './http-get.mjs';
import { measureLighthouseInTurns } from './lighthouse.mjs';
import { startProductionSite } from './servers.mjs';

/** The seeded member who opens the messenger (a guest is sent home from it). */
export const MEMBER = { username: 'reader', password: 'reader123' };
export const MESSENGER = '/en/messenger';

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
export async function lighthouseInTurns(sites, runs) {
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
