/* global fetch, URLSearchParams, window, PerformanceObserver */
// The live chat under a flood: 1,000 room messages at 50 a second reach a member's open room, and
// we record the main thread's long tasks (PerformanceObserver 'longtask': every task over 50 ms)
// and how many lines the log keeps in the DOM. A figure for docs/bench.md, never a test assertion.
import { memberContext } from './member-context.mjs';
import { freshSandboxMember, MEMBER_HEADERS, sandboxJson } from './sandbox-member.mjs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.mjs';
import { startSite } from './servers.mjs';
import { formatTable } from './table.mjs';

const MESSAGES = 1000;
const PER_SECOND = 50;

/** A fresh member with the Gold bundle (3700 credits): an hour of paid chat at real speed. */
async function memberWithCredits(siteUrl) {
  const { username, token } = await freshSandboxMember(siteUrl, 'flood', 'nl');
  const { paymentURL } = await sandboxJson(`${siteUrl}/sandbox/member/payment/session`, {
    method: 'POST',
    headers: { ...MEMBER_HEADERS, 'x-lang': 'nl', 'x-token': token },
    body: JSON.stringify({ bundle: 105, paymentMethod: '709', returnUrl: '/en', device: 'desktop' }),
  });
  await fetch(new URL(paymentURL, siteUrl), {
    method: 'POST',
    body: new URLSearchParams({ outcome: 'success' }),
  });
  return { username, token };
}

async function livePerformer(siteUrl) {
  const list = await sandboxJson(`${siteUrl}/sandbox/engine/user/find?page=1&limit=300`, {
    headers: { 'x-api-key': 'sandbox-engine-key' },
  });
  const performer = list.items.at(-1);
  await fetch(`${siteUrl}/sandbox/studio/status`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ username: performer.username, status: '1' }),
  });
  return performer;
}

/** The member's browser in her room, with a long-task observer installed before the flood. */
async function openRoom(browser, siteUrl, member, performer) {
  const context = await memberContext(browser, siteUrl, member.token);
  const page = await context.newPage();
  await page.goto(`${siteUrl}/en/profile/${performer.username}`);
  // Paid chat starts with the member's click, never with the page view (docs/decisions.md, 51).
  await page.getByRole('button', { name: /^Start the chat/ }).click({ timeout: 30_000 });
  await page.getByRole('log').first().waitFor({ timeout: 30_000 });
  await page.getByRole('textbox').first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return { context, page };
}

async function flood(siteUrl, performerId) {
  const started = Date.now();
  for (let index = 1; index <= MESSAGES; index += 1) {
    const due = started + (index * 1000) / PER_SECOND;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    void fetch(`${siteUrl}/sandbox/studio/rooms/${performerId}/actions`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ do: 'say', message: `Bericht ${index} van de flood` }),
    });
  }
  return (Date.now() - started) / 1000;
}

/** The figures: long tasks while 1,000 messages arrive at 50 a second, and the log's DOM size. */
export async function measureChatFlood(siteUrl) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
  try {
    const member = await memberWithCredits(siteUrl);
    const performer = await livePerformer(siteUrl);
    const { page } = await openRoom(browser, siteUrl, member, performer);
    const seconds = await flood(siteUrl, performer.id);
    await page.getByText(`Bericht ${MESSAGES} van de flood`).waitFor({ timeout: 30_000 });
    const tasks = await page.evaluate(() => window.__longTasks);
    const lines = await page.getByRole('log').first().locator('li').count();
    return {
      messages: MESSAGES,
      seconds: Math.round(seconds * 10) / 10,
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      linesInDom: lines,
    };
  } finally {
    await browser.close();
  }
}

export function chatFloodTable(result) {
  if (!result) return 'Live chat flood: not measured';
  return [
    `Live chat: ${result.messages} room messages at ${PER_SECOND}/s to a member's open room (sent in ${result.seconds} s)`,
    formatTable(
      [
        { title: 'Long tasks (>50 ms)', align: 'right' },
        { title: 'Longest task ms', align: 'right' },
        { title: 'Lines in the DOM', align: 'right' },
      ],
      [[result.longTasks, result.longestTaskMs, result.linesInDom]],
    ),
  ].join('\n');
}

/** `--only=chat`: the flood alone, against this build. */
export async function runChatOnly() {
  const site = await startSite();
  try {
    console.log(`\n${chatFloodTable(await measureChatFlood(site.url))}`);
  } finally {
    await site.stop();
  }
}
