/* global window, PerformanceObserver, requestAnimationFrame */
// Favourite alerts under a burst (issue 42 item 4, docs/decisions.md 81): the sandbox tells a
// member's open page that 1,000 favourites went live, all at once (harder than within a minute),
// and we record the main thread's long tasks (PerformanceObserver 'longtask': every task over
// 50 ms) from the burst until the summary shows, and how many alerts are on screen. A figure for
// docs/bench.md, never a test assertion.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.mjs';
import { memberContext } from './member-context.mjs';
import { freshSandboxMember, sandboxJson } from './sandbox-member.mjs';
import { startSite } from './servers.mjs';
import { formatTable } from './table.mjs';

const GO_LIVES = 1000;

/** The member on the new cams page, its socket joined and the alerts loaded, long tasks observed. */
async function openPage(browser, siteUrl, member) {
  const context = await memberContext(browser, siteUrl, member.token);
  const page = await context.newPage();
  const joined = new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => String(payload).startsWith('40/member') && resolve()),
    ),
  );
  await page.goto(`${siteUrl}/en/new-cams`);
  await joined;
  await page
    .getByRole('status', { name: 'Favourites going live' })
    .waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return page;
}

/** The figures: long tasks from the burst until its summary is painted, and what is on screen. */
export async function measureAlertsBurst(siteUrl) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
  try {
    const member = await freshSandboxMember(siteUrl, 'burst', 'en');
    const page = await openPage(browser, siteUrl, member);
    const started = Date.now();
    const { told } = await sandboxJson(`${siteUrl}/sandbox/studio/favourites-live`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ member: member.username, count: GO_LIVES }),
    });
    const region = page.getByRole('status', { name: 'Favourites going live' });
    await region.getByRole('link', { name: /more favourites are live$/ }).waitFor({ timeout: 30_000 });
    // Two frames after the summary: whatever the burst still had queued has run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const seconds = (Date.now() - started) / 1000;
    const tasks = await page.evaluate(() => window.__longTasks);
    return {
      goLives: told,
      seconds: Math.round(seconds * 10) / 10,
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      onScreen: await region.getByRole('listitem').count(),
    };
  } finally {
    await browser.close();
  }
}

export function alertsBurstTable(result) {
  if (!result) return 'Favourite alerts burst: not measured';
  return [
    `alerts: ${result.goLives} favourites live in a minute (all at once) — longest task; until the summary showed: ${result.seconds} s`,
    formatTable(
      [
        { title: 'Long tasks (>50 ms)', align: 'right' },
        { title: 'Longest task ms', align: 'right' },
        { title: 'Items on screen', align: 'right' },
      ],
      [[result.longTasks, result.longestTaskMs, result.onScreen]],
    ),
  ].join('\n');
}

/** `--only=alerts`: the burst alone, against this build. */
export async function runAlertsOnly() {
  const site = await startSite();
  try {
    console.log(`\n${alertsBurstTable(await measureAlertsBurst(site.url))}`);
  } finally {
    await site.stop();
  }
}
