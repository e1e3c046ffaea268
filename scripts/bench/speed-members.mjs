// A member's pages under load (speed-scaling.mjs): `/en` and a profile as the seeded demo member,
// with one and two workers in turns. A member's page is never cached: each request is a render,
// the member restored from the token the Cookie header carries.
import { DEMO, memberCookies, memberLogin } from '../lib/member-proxy.mjs';

/**
 * Rows of `/en` and `profile` as the member, one per site (`sites[i]` has i + 1 workers), each the
 * median of `rounds` runs measured site by site in turns; the first round warms each site up.
 * `measure(url, options)` is the load generator; `row(index, runs, asked)` makes a table row.
 */
export async function measureMemberPages(sites, { profile, rounds, warmupSeconds, measure, row }) {
  const cookies = [];
  for (const site of sites)
    cookies.push(memberCookies(await memberLogin(site.url, DEMO.username, DEMO.password)));
  const rows = [];
  for (const page of [
    { name: '/en', path: '/en' },
    { name: 'profile', path: profile },
  ]) {
    const runs = sites.map(() => []);
    for (let round = 0; round < rounds; round++)
      for (const [index, site] of sites.entries())
        runs[index].push(
          await measure(`${site.url}${page.path}`, {
            cookie: cookies[index],
            warmupSeconds: round === 0 ? warmupSeconds * (index + 1) : 0,
          }),
        );
    runs.forEach((siteRuns, index) =>
      rows.push(row(index, siteRuns, { page: `${page.name} as the member` })),
    );
  }
  return rows;
}
