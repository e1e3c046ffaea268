// The messenger lane of a long conversation (issue 13): the sandbox's member `reader` has one
// conversation of 5,000 messages. We open it in a fresh page at 4x CPU slowdown (a mid-range
// phone) and take its scripting from a trace of the main thread (promise callbacks included, which
// Chromium's own ScriptDuration leaves out: main-thread-script.mjs), with Chromium's counters (CDP
// Performance.getMetrics: ScriptDuration, TaskDuration) beside it, from the navigation until the page
// is hydrated with its lane shown and live (its editor takes text: the frame can be hydrated while
// the conversation still waits for its code); then we scroll the lane
// to its top again and again, a page of older messages each time, and count what stays in the DOM.
// A figure for docs/bench.md, never a test assertion. The steps in a page are messenger-lane-page.mjs,
// the tables messenger-lane-table.mjs.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.mjs';
import { prepareReference } from './against.mjs';
import {
  CPU_SLOWDOWN,
  DEMO,
  hostCpuSlowdown,
  memberAndPartner,
  openConversation,
  openFromList,
  PAGES_UP,
  pagesUp,
} from './messenger-lane-page.mjs';
import { laneComparisonTable, median, messengerLaneTable } from './messenger-lane-table.mjs';
import { startSite } from './servers.mjs';

const OPEN_RUNS = 3;

/** Runs `step(site, index)` for each site in turn: the builds take their turns page by page. */
async function inTurns(sites, step) {
  const results = [];
  for (const [index, site] of sites.entries()) results.push(await step(site, index));
  return results;
}

/** One site's figures from its opens and its pages up. */
function laneResult({ partner, shortOpens, opens, up, listOpens, calibratedOpens }) {
  return {
    partner,
    cpuSlowdown: CPU_SLOWDOWN,
    opens,
    openScriptMs: median(opens.map((open) => open.traced)),
    openScriptDurationMs: median(opens.map((open) => open.script)),
    shortOpenScriptMs: median(shortOpens.map((open) => open.traced)),
    openTaskMs: median(opens.map((open) => open.task)),
    openSettledMs: median(opens.map((open) => open.settled)),
    openMessages: Math.max(...opens.map((open) => open.messages)),
    listOpens,
    listOpenScriptMs: median(listOpens.map((open) => open.traced)),
    calibratedOpens,
    calibratedOpenScriptMs: median(calibratedOpens.map((open) => open.traced)),
    pagesUp: PAGES_UP,
    upScriptMsMedian: median(up.perPage),
    upScriptMsMax: Math.max(...up.perPage),
    upMessages: up.messages,
    upMaxMessages: up.maxMessages,
    upRetries: up.retries,
    oldestLoaded: up.oldest,
    laneNodes: up.lane.nodes,
    laneItems: up.lane.items,
  };
}

/**
 * The figures of each site (its url): scripting to open the conversation (median of fresh pages),
 * and the lane's DOM. With more than one site, every page is opened on each in turn, so a busier
 * minute of the machine falls on all of them alike.
 */
export async function measureMessengerLanes(siteUrls) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
  const each = () => siteUrls.map(() => []);
  try {
    // The same page with a short conversation, in the same run: what opening costs apart from length.
    const demos = await inTurns(siteUrls, (url) => memberAndPartner(url, DEMO));
    const readers = await inTurns(siteUrls, (url) => memberAndPartner(url));
    const shortOpens = each();
    for (let run = 0; run < OPEN_RUNS; run += 1)
      await inTurns(siteUrls, async (url, site) => {
        const short = await openConversation(browser, url, demos[site].token, demos[site].partner);
        shortOpens[site].push(short.open);
        await short.context.close();
      });
    const opens = each();
    const last = [];
    for (let run = 0; run < OPEN_RUNS; run += 1)
      await inTurns(siteUrls, async (url, site) => {
        if (last[site]) await last[site].context.close();
        last[site] = await openConversation(browser, url, readers[site].token, readers[site].partner);
        opens[site].push(last[site].open);
      });
    const ups = await inTurns(siteUrls, async (_url, site) => {
      const up = await pagesUp(last[site].page, last[site].cdp);
      await last[site].context.close();
      return up;
    });
    const listOpens = each();
    for (let run = 0; run < OPEN_RUNS; run += 1)
      await inTurns(siteUrls, async (url, site) =>
        listOpens[site].push(await openFromList(browser, url, readers[site].token, readers[site].partner)),
      );
    // The same opening at the slowdown calibrated to the host, measured before each page.
    const calibratedOpens = each();
    for (let run = 0; run < OPEN_RUNS; run += 1)
      await inTurns(siteUrls, async (url, site) => {
        const cpuSlowdown = await hostCpuSlowdown(browser);
        const { token, partner } = readers[site];
        const calibrated = await openConversation(browser, url, token, partner, cpuSlowdown);
        calibratedOpens[site].push({ ...calibrated.open, cpuSlowdown });
        await calibrated.context.close();
      });
    return siteUrls.map((_url, site) =>
      laneResult({
        partner: readers[site].partner,
        shortOpens: shortOpens[site],
        opens: opens[site],
        up: ups[site],
        listOpens: listOpens[site],
        calibratedOpens: calibratedOpens[site],
      }),
    );
  } finally {
    await browser.close();
  }
}

/** The figures of one site: scripting to open the conversation (median of fresh pages), and the lane's DOM. */
export async function measureMessengerLane(siteUrl) {
  const [result] = await measureMessengerLanes([siteUrl]);
  return result;
}

/**
 * `--only=messenger`: the lane alone, for this build; with `--against=<commit>` for that commit
 * too (its worktree: scripts/bench/against.mjs), both sites running and every page opened on each
 * in turn, by this build's measuring code.
 */
export async function runMessengerOnly(against = '') {
  const reference = against ? await prepareReference(against) : null;
  const sites = [await startSite()];
  try {
    if (reference) sites.push(await startSite({ root: reference.root }));
    const [result, referenceResult] = await measureMessengerLanes(sites.map((site) => site.url));
    console.log(`\n${messengerLaneTable(result)}`);
    if (!reference) return;
    console.log(`\nThe reference ${reference.sha.slice(0, 12)}:\n${messengerLaneTable(referenceResult)}`);
    console.log(`\n${laneComparisonTable(result, referenceResult, reference.sha)}`);
  } finally {
    for (const site of sites) await site.stop();
  }
}
