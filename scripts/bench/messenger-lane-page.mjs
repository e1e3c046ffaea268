/* global fetch, document */
// The messenger lane's steps in a browser page (messenger-lane.mjs measures with them): the sandbox's
// member and conversation, Chromium's counters, a conversation opened in a fresh page or from the
// messenger's list, and the lane scrolled to its top a page at a time.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedCpuSlowdown } from './cpu-calibration.mjs';
import { memberContext } from './member-context.mjs';
import { traceScripting } from './main-thread-script.mjs';

const READER = { username: 'reader', password: 'reader123' };
/** The reference: demo's conversations hold a handful of messages each. */
export { DEMO } from '../lib/member-proxy.mjs';
export const CPU_SLOWDOWN = 4;
export const PAGES_UP = 30;
const WAIT_MS = 30_000;

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

/** A member's token and the user name of the performer of their first conversation. */
export async function memberAndPartner(siteUrl, account = READER) {
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
export async function hostCpuSlowdown(browser) {
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
export async function openConversation(browser, siteUrl, token, partner, cpuSlowdown = CPU_SLOWDOWN) {
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
export async function openFromList(browser, siteUrl, token, partner, cpuSlowdown = CPU_SLOWDOWN) {
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

export async function pagesUp(page, cdp) {
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
