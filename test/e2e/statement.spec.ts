import { readFile } from 'node:fs/promises';
import { DateTime } from 'luxon';
import { expect, type APIRequestContext, type Page } from './csp-watch';
import { freshName, registerByApi } from './accounts-support';
import { memberWithCredits } from './live-chat-support';
import { ENGINE, expectAccessible, performerAt, tabTo, test, text, visit } from './support';

type Language = 'nl' | 'en';
const ZONE = 'Europe/Amsterdam';
const LOCALE_ISO = { nl: 'nl-NL', en: 'en-GB' } as const;

/**
 * A member of this test alone: 300 credits bought (bundle 101 through the sandbox checkout), then
 * a private message of 60 credits to the performer at place 253 (record 69). Not the seeded demo
 * member: other specs expect demo's 5000 credits, and a day total must be this test's alone.
 */
async function memberWhoSpent(request: APIRequestContext) {
  const member = await memberWithCredits(request, 101);
  const performer = await performerAt(request, 253);
  const sent = await request.post('/sandbox/engine/inbox/0', {
    headers: { ...ENGINE.headers, 'x-token': member.token },
    data: { message: 'Hallo', attachment: null, partnerId: performer.id, target: performer.username },
  });
  expect(sent.status()).toBe(200);
  return { ...member, performer };
}

/** Today in the statement's zone: its caption in the language, and its ISO date. */
function today(language: Language) {
  const now = DateTime.now().setZone(ZONE).setLocale(LOCALE_ISO[language]);
  return { caption: now.toLocaleString(DateTime.DATE_HUGE), iso: now.toISODate()! };
}

/** Opens the settings page in the language and the statement on it. */
async function openStatement(page: Page, language: Language) {
  const t = (key: string) => text(language, key);
  await visit(page, language === 'en' ? '/en/settings' : '/settings');
  const section = page.getByRole('region', { name: t('settings.statementTitle') });
  await section.getByRole('button', { name: t('settings.statementShow') }).click();
  return section;
}

test('a purchase and a paid message are on the statement by day, and its CSV has their rows', async ({
  page,
  request,
  logIn,
}) => {
  const nl = (key: string, values?: Record<string, string | number>) => text('nl', key, values);
  const member = await memberWhoSpent(request);
  await logIn(member.username, 'secret12');
  const section = await openStatement(page, 'nl');
  const day = section.getByRole('table', { name: today('nl').caption });
  await expect(
    day.getByRole('row', {
      name: new RegExp(`${nl('wallet.statement.kinds.message')} ${member.performer.username} -60$`),
    }),
  ).toBeVisible();
  await expect(
    day.getByRole('row', { name: new RegExp(`${nl('wallet.statement.kinds.purchase')} \\+300$`) }),
  ).toBeVisible();
  const dayTotal = `${nl('wallet.statement.dayTotal')} ${nl('wallet.statement.totals', { spent: 60, bought: 300 })}`;
  await expect(day.getByRole('row', { name: dayTotal })).toBeVisible();
  await expect(section.getByRole('group', { name: nl('wallet.statement.periodTotals') })).toHaveText(
    `${nl('wallet.statement.spent')}60${nl('wallet.statement.bought')}300`,
  );
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: nl('wallet.statement.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^statement-\\d{4}-\\d\\d-\\d\\d-${today('nl').iso}\\.csv$`),
  );
  const file = await readFile(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = file.toString('utf8').slice(1).split('\r\n');
  expect(header).toBe(
    ['date', 'time', 'kind', 'performer', 'quantity', 'credits']
      .map((key) => nl(`wallet.statement.csv.${key}`))
      .join(','),
  );
  expect(rows.at(-1)).toBe('');
  const moment = `${today('nl').iso}T\\d\\d:\\d\\d:\\d\\d[+-]\\d\\d:\\d\\d`;
  expect(rows.slice(0, -1)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${today('nl').iso},${moment},${nl('wallet.statement.kinds.message')},${member.performer.username},1,-60$`,
      ),
    ),
    expect.stringMatching(
      new RegExp(`^${today('nl').iso},${moment},${nl('wallet.statement.kinds.purchase')},,1,300$`),
    ),
  ]);
});

test('the statement in English passes an axe scan and works by keyboard alone', async ({
  page,
  request,
  logIn,
}) => {
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  const member = await memberWhoSpent(request);
  await logIn(member.username, 'secret12');
  await visit(page, '/en/settings');
  const section = page.getByRole('region', { name: en('settings.statementTitle') });
  const show = section.getByRole('button', { name: en('settings.statementShow') });
  await tabTo(page, show, 60);
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: en('settings.statementHide') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const day = section.getByRole('table', { name: today('en').caption });
  await expect(
    day.getByRole('row', { name: new RegExp(`${en('wallet.statement.kinds.message')} `) }),
  ).toBeVisible();
  await expectAccessible(page);

  const period = section.getByRole('combobox', { name: en('wallet.statement.period') });
  await tabTo(page, period, 5);
  await page.keyboard.press('ArrowDown');
  await expect(period).toHaveValue('90');
  await expect(
    day.getByRole('row', { name: new RegExp(`${en('wallet.statement.kinds.purchase')} \\+300$`) }),
  ).toBeVisible();
  const download = section.getByRole('button', { name: en('wallet.statement.download') });
  await tabTo(page, download, 5);
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`-${today('en').iso}\\.csv$`));
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toContain(en('wallet.statement.csv.date'));
  expect(lines).toHaveLength(4);
});

test('an empty statement says so; one that fails to load says so and loads again on retry', async ({
  page,
  request,
  logIn,
}) => {
  const nl = (key: string) => text('nl', key);
  const username = freshName('stm');
  await registerByApi(request, username, 'secret12');
  await logIn(username, 'secret12');
  let failures = 1;
  await page.route('**/api/member/wallet-history**', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"network"}' })
      : route.continue(),
  );
  const section = await openStatement(page, 'nl');
  const alert = section.getByRole('alert');
  await expect(alert).toContainText(nl('wallet.statement.failed'));
  await alert.getByRole('button', { name: nl('wallet.statement.retry') }).click();
  await expect(section.getByRole('status')).toHaveText(nl('wallet.statement.empty'));
  await expect(section.getByRole('table')).toHaveCount(0);
  await expect(section.getByRole('button', { name: nl('wallet.statement.download') })).toHaveCount(0);
});
