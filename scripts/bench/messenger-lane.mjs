/* global fetch, document */
// The messenger lane of a long conversation (issue 13): the sandbox's member `reader` has one
// conversation of 5,000 messages. We open it in a fresh page at 4x CPU slowdown (a mid-range
// phone) and take its scripting from a trace of the main thread (promise callbacks included, which
// Chromium's own ScriptDuration leaves out: main-thread-script.mjs), with Chromium's counters (CDP
// Performance.getMetrics: ScriptDuration, TaskDuration) beside it, from the navigation until the page
// is hydrated with its lane shown and live (its editor takes text: the frame can be hydrated while
// the conversation still waits for its code); then we scroll the lane
// to its top again and again, a page of older messages each time, and count what stays in the DOM.
// A figure for docs/bench.md, never a test assertion.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.mjs';
import { calibratedCpuSlowdown } from './cpu-calibration.mjs';
import { memberContext } from './member-context.mjs';
import { traceScripting } from './main-thread-script.mjs';
import { prepareReference } from './against.mjs';
import { startSite } from './servers.mjs';
import { formatTable } from './table.mjs';

const READER = { username: 'reader', password: 'reader123' };
/** The reference: demo's conversations hold a handful of messages each. */
const DEMO = { username: 'demo', password: 'demo1234' };
const CPU_SLOWDOWN = 4;
const OPEN_RUNS = 3;
const PAGES_UP = 30;
const BUDGET = { openScriptMs: 100, messageNodes: 100 };
const WAIT_MS = 30_000;

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

/** A member's token and the user name of the performer of their first conversation. */
async function memberAndPartner(siteUrl, account = READER) {
  const { token } = await json(`${siteUrl}/sandbox/member/login`, {
    method: 'POST',
    headers: { 'x-api-key': 'sandbox-member-key', 'x-lang': 'nl', 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const inbox = await json(`${siteUrl}/sandbox/engine/inbox/list`, {
    headers: { 'x-api-key': 'sandbox-engine-key', 'x-token': token },
  });
  const partner = inbox.result?.[0]?.other?.username;
  if (!partner) throw new Error(`${account.username} has no conversation in the sandbox`);
  return { token, partner };
}

/** ScriptDuration and TaskDuration of the page so far, in ms. */
async function counters(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), task: value('TaskDuration') };
}

const since = (before, after) => ({ script: after.script - before.script, task: after.task - before.task });

const messageCount = (page) => page.locator('li.lane__message').count();

/**
 * The slowdown that makes this host the phone Lighthouse's 4x means, from Lighthouse's own
 * benchmark run in a blank page just now (the host's speed moves between runs; docs/bench.md).
 */
async function hostCpuSlowdown(browser) {
  const page = await browser.newPage();
  try {
    const benchmarkIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const slowdown = calibratedCpuSlowdown(benchmarkIndex);
    if (!slowdown) throw new Error(`Lighthouse's benchmark gave no index (${benchmarkIndex})`);
    return slowdown;
  } finally {
    await page.close();
  }
}

/**
 * Waits until the lane shows its messages and is live: the editor turns editable once the
 * conversation's own part of the page has hydrated.
 */
async function laneLive(page) {
  await page.locator('div.lane li.lane__message').last().waitFor({ timeout: WAIT_MS });
  await page.waitForFunction(
    () => document.querySelector('.message-editor textarea')?.readOnly === false,
    null,
    { timeout: WAIT_MS, polling: 50 },
  );
}

/**
 * Opens the conversation in a fresh page at `cpuSlowdown` (4x unless given): the cost until it is
 * hydrated with its lane shown and live, and until it has settled (no request for 500 ms, then 1 s more).
 */
async function openConversation(browser, siteUrl, token, partner, cpuSlowdown = CPU_SLOWDOWN) {
  const context = await memberContext(browser, siteUrl, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Wall time on the main thread (the default time domain): at 4x slowdown it counts the pauses the
  // throttling adds, as a slower phone would take them; thread CPU time would leave them out.
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const before = await counters(cdp);
  const stopTrace = await traceScripting(browser, page);
  const started = Date.now();
  await page.goto(`${siteUrl}/en/messenger/${encodeURIComponent(partner)}`);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: WAIT_MS });
  await laneLive(page);
  const shown = since(before, await counters(cdp));
  const wallMs = Date.now() - started;
  const traced = await stopTrace();
  const messages = await messageCount(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const settled = since(before, await counters(cdp));
  return { context, page, cdp, open: { ...shown, traced, settled: settled.script, wallMs, messages } };
}

/**
 * Opens the conversation as a member does on the messenger: its page without a conversation is
 * loaded and settled first, then the conversation is clicked in the list at `cpuSlowdown`. The
 * scripting counts from the click until the lane shows with its editor live: what opening the
 * conversation costs once the site has started, which the fresh page's figure adds to.
 */
async function openFromList(browser, siteUrl, token, partner, cpuSlowdown = CPU_SLOWDOWN) {
  const context = await memberContext(browser, siteUrl, token);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${siteUrl}/en/messenger`);
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: WAIT_MS });
    const link = page.locator('.conversation-list a', { hasText: partner });
    await link.waitFor({ timeout: WAIT_MS });
    await page.waitForLoadState('networkidle');
    // Playwright's script in the page's own world (laneLive's waitForFunction) is put in on first
    // use, a long task at 4x. Put in now, it does not delay the end of the measured window, which then
    // took in more of the page's later work the slower the harness was (docs/bench.md, "Messenger lane").
    await page.waitForFunction(() => true, null, { timeout: WAIT_MS });
    await page.waitForTimeout(1000);
    const stopTrace = await traceScripting(browser, page);
    const before = await counters(cdp);
    const started = Date.now();
    await link.click();
    await laneLive(page);
    const wallMs = Date.now() - started;
    const { task } = since(before, await counters(cdp));
    return { traced: await stopTrace(), task, wallMs };
  } finally {
    await context.close();
  }
}

/**
 * Scrolls the lane to its top until its first message changes (a page of older ones came in). A
 * scroll the page undoes (the lane jumps back) is tried again after 5 s, and counted.
 */
async function onePageUp(page) {
  const lane = page.locator('div.lane');
  const top = await lane.locator('li.lane__message').first().getAttribute('data-lane-id');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // The lane scrolls from its end (column-reverse): its top is the most negative scrollTop.
    await lane.evaluate((element) => (element.scrollTop = -element.scrollHeight));
    const moved = await page
      .waitForFunction(
        (id) => document.querySelector('div.lane li.lane__message')?.getAttribute('data-lane-id') !== id,
        top,
        { timeout: 5000, polling: 50 },
      )
      .then(
        () => true,
        () => false,
      );
    if (moved) return attempt;
  }
  const state = await lane.evaluate((element) => ({
    scrollTop: element.scrollTop,
    scrollHeight: element.scrollHeight,
  }));
  throw new Error(`the lane did not load older messages at its top (${JSON.stringify(state)})`);
}

async function pagesUp(page, cdp) {
  const perPage = [];
  let maxMessages = 0;
  let retries = 0;
  for (let round = 0; round < PAGES_UP; round += 1) {
    const before = await counters(cdp);
    retries += await onePageUp(page);
    perPage.push(since(before, await counters(cdp)).script);
    maxMessages = Math.max(maxMessages, await messageCount(page));
  }
  const lane = await page.locator('div.lane').evaluate((element) => ({
    nodes: element.querySelectorAll('*').length,
    items: element.querySelectorAll('li').length,
  }));
  const oldest = await page.locator('div.lane li.lane__message').first().getAttribute('data-lane-id');
  return { perPage, maxMessages, retries, oldest, messages: await messageCount(page), lane };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

const mark = (ok) => (ok ? 'pass' : 'FAIL');

export function messengerLaneTable(result) {
  if (!result) return 'Messenger lane: not measured';
  const ms = (value) => value.toFixed(0);
  const { cpuSlowdown: cpu, pagesUp: pages, openMessages, upMaxMessages } = result;
  const slowdowns = result.calibratedOpens.map((open) => open.cpuSlowdown.toFixed(1)).join(' ');
  const scripting = (value) => [ms(value), BUDGET.openScriptMs, mark(value < BUDGET.openScriptMs)];
  const nodes = (value, shown = value) => [shown, BUDGET.messageNodes, mark(value <= BUDGET.messageNodes)];
  const rows = [
    [`open 5,000-message conversation: scripting (ms, ${cpu}x CPU)`, ...scripting(result.openScriptMs)],
    [
      `  Chromium's ScriptDuration, without promise callbacks (ms, ${cpu}x CPU)`,
      ms(result.openScriptDurationMs),
    ],
    [`  the same, until settled (ms, ${cpu}x CPU)`, ms(result.openSettledMs)],
    [
      `  the same, CPU calibrated to the host (ms, ${slowdowns}x)`,
      ...scripting(result.calibratedOpenScriptMs),
    ],
    [`  reference: a conversation of a few messages (ms, ${cpu}x CPU)`, ms(result.shortOpenScriptMs)],
    [`  all main-thread tasks until shown (ms, ${cpu}x CPU)`, ms(result.openTaskMs)],
    [
      `open it from the messenger's list, the site started: scripting (ms, ${cpu}x CPU)`,
      ...scripting(result.listOpenScriptMs),
    ],
    ['message nodes after opening', ...nodes(openMessages)],
    [
      `message nodes after ${pages} pages up (most on the way)`,
      ...nodes(upMaxMessages, `${result.upMessages} (${upMaxMessages})`),
    ],
    ['  <li> / all elements in the lane then', `${result.laneItems} / ${result.laneNodes}`],
    [
      'scripting per page up (ms, median / max)',
      `${ms(result.upScriptMsMedian)} / ${ms(result.upScriptMsMax)}`,
    ],
  ];
  const list = (key) => result.opens.map((open) => (key === 'wallMs' ? open[key] : ms(open[key]))).join(', ');
  return [
    `Messenger lane: the reader's 5,000-message conversation (with ${result.partner}), fresh pages, ` +
      `${cpu}x CPU slowdown (CDP); scripting from a trace of the main thread, promise callbacks included ` +
      `(main-thread-script.mjs), and Chromium's ScriptDuration and TaskDuration (Performance.getMetrics)`,
    formatTable(
      [
        { title: 'Figure' },
        { title: 'Value', align: 'right' },
        { title: 'Budget', align: 'right' },
        { title: '' },
      ],
      rows,
    ),
    `Opening, median of ${result.opens.length} fresh pages: scripting until shown ${list('traced')} ms ` +
      `(ScriptDuration ${list('script')}, until settled ${list('settled')}); navigation to lane shown ` +
      `${list('wallMs')} ms; calibrated to the host, scripting until shown ` +
      `${result.calibratedOpens.map((open) => ms(open.traced)).join(', ')} ms. ` +
      `${pages} pages up reached ${result.oldestLoaded}; scrolls to the top tried again: ${result.upRetries}. ` +
      `From the list: scripting ${result.listOpens.map((open) => ms(open.traced)).join(', ')} ms, all ` +
      `tasks ${result.listOpens.map((open) => ms(open.task)).join(', ')} ms, click to lane live ` +
      `${result.listOpens.map((open) => open.wallMs).join(', ')} ms.`,
  ].join('\n');
}

/** The lane's main figures for this build and the reference, side by side. */
export function laneComparisonTable(result, reference, sha) {
  const ms = (value) => value.toFixed(0);
  // A build's median of one figure over its pages, and each page's figure in brackets.
  const cell = (pages, key) =>
    `${ms(median(pages.map((page) => page[key])))} (${pages.map((page) => ms(page[key])).join(', ')})`;
  const row = (title, key, opens) => [title, cell(result[opens], key), cell(reference[opens], key)];
  const cpu = result.cpuSlowdown;
  return [
    `Messenger lane against ${sha.slice(0, 12)}, measured in the same run, page by page in turns (medians, each page in brackets)`,
    formatTable(
      [
        { title: 'Figure' },
        { title: 'This build', align: 'right' },
        { title: sha.slice(0, 12), align: 'right' },
      ],
      [
        row(`fresh page: scripting until live (ms, ${cpu}x CPU)`, 'traced', 'opens'),
        row(`  all main-thread tasks until shown (ms, ${cpu}x CPU)`, 'task', 'opens'),
        row(`  CPU calibrated to the host: scripting (ms)`, 'traced', 'calibratedOpens'),
        row(`from the list: scripting until live (ms, ${cpu}x CPU)`, 'traced', 'listOpens'),
        row(`  all main-thread tasks (ms, ${cpu}x CPU)`, 'task', 'listOpens'),
        row('  click to lane live (ms)', 'wallMs', 'listOpens'),
      ],
    ),
  ].join('\n');
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
