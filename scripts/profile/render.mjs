// `node scripts/profile/render.mjs [--page=/en] [--member] [--seconds=20] [--frames=10] [--keep] [--root=<checkout>]`: where one site worker's
// CPU goes while it renders pages under load (issue 41). Starts the production build with one
// worker, the page cache off and `--cpu-prof` in its processes, loads `page` with wrk (as the
// seeded demo member with --member), stops the site so the worker writes its profile, and prints
// the top frames and packages by self time. Needs a build (npm run build) and wrk.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startProductionSite } from '../bench/servers.mjs';
import { findWrk, measureLoadWrk } from '../bench/wrk.mjs';
import { DEMO, memberCookies, memberLogin } from '../lib/member-proxy.mjs';
import { formatSummary, summarise } from './cpu-profile-summary.mjs';

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', default: '/en' },
    member: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    frames: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    root: { type: 'string' },
  },
});

const wrk = findWrk();
if (!wrk) throw new Error('wrk is missing (Debian: apt-get install wrk)');
const dir = mkdtempSync(join(tmpdir(), 'render-profile-'));
const site = await startProductionSite({
  root: options.root,
  workers: 1,
  env: { PAGE_CACHE_SECONDS: '0', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` },
});
let load;
try {
  const cookie = options.member
    ? memberCookies(await memberLogin(site.url, DEMO.username, DEMO.password))
    : undefined;
  const url = `${site.url}${options.page}`;
  const connections = Number(options.connections);
  load = await measureLoadWrk(wrk, url, {
    connections,
    seconds: Number(options.seconds),
    warmupSeconds: 5,
    cookie,
  });
} finally {
  await site.stop();
}
// Every process of the tree writes a profile; the worker's is the busiest.
const profiles = readdirSync(dir).map((file) => join(dir, file));
const summaries = profiles.map((file) => summarise([file])).sort((a, b) => b.total - a.total);
console.log(
  `${options.page}${options.member ? ' as the member' : ''}: ${load.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms; the worker's profile:`,
);
console.log(formatSummary(summaries[0], Number(options.frames)));
// --keep: the profiles stay (open one in Chrome's DevTools, Performance tab).
if (options.keep) console.log(`profiles in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
