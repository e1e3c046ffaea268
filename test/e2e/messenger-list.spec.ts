import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { freshName, registerByApi } from './accounts-support';
import { laneMessage, memberSocketJoined, performerWrites } from './messenger-support';
import { expectAccessible, hydrated, logInAs, performerAt, text } from './support';

const en = (key: string, values: Record<string, string | number> = {}) => text('en', key, values);
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function conversationNames(page: Page) {
  return page
    .getByRole('navigation', { name: en('messenger.conversations') })
    .getByRole('listitem')
    .locator('.conversation-list__name');
}

test('the list filters, sorts her favourites first and tells who started; her placeholders name them both', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const username = freshName('list');
  await registerByApi(request, username);
  const [fond, other] = await Promise.all([307, 308].map((place) => performerAt(request, place)));
  await performerWrites(request, fond!.username, username, 'Hoi %member%, groetjes van %performer%!');
  const favourite = await request.post('/sandbox/studio/favourites', {
    headers: { Accept: 'application/json' },
    data: { performer: fond!.username, member: username },
  });
  expect(favourite.status()).toBe(200);
  await performerWrites(request, other!.username, username, 'Hello there');
  await logInAs(context, request, baseURL!, username, 'secret12');
  await page.goto(`/en/messenger/${encodeURIComponent(fond!.username)}`);
  await hydrated(page);

  await expect(
    laneMessage(
      page,
      fond!.username,
      `Hoi ${capitalised(username)}, groetjes van ${capitalised(fond!.username)}!`,
    ),
  ).toBeVisible();
  const list = page.getByRole('navigation', { name: en('messenger.conversations') });
  await expect(list.getByText(en('messenger.favoritedYou'), { exact: true })).toHaveCount(1);
  // Newest activity first; 'favourited you' puts hers first.
  await expect(conversationNames(page)).toHaveText([other!.username, fond!.username]);
  await list.getByRole('combobox', { name: en('messenger.sort.label') }).selectOption({
    label: en('messenger.sort.favoritedYou'),
  });
  await expect(conversationNames(page)).toHaveText([fond!.username, other!.username]);

  const startedBy = list.getByRole('combobox', { name: en('messenger.startedBy.label') });
  await startedBy.selectOption({ label: en('messenger.startedBy.member') });
  await expect(list.getByText(en('messenger.noConversations'))).toBeVisible();
  await startedBy.selectOption({ label: en('messenger.startedBy.performer') });
  await expect(conversationNames(page)).toHaveText([fond!.username, other!.username]);

  // Both wait on his answer.
  const filters = list.getByRole('group', { name: en('messenger.filtersLabel') });
  await filters.getByRole('button', { name: en('messenger.filters.answered'), exact: true }).click();
  await expect(list.getByText(en('messenger.noConversations'))).toBeVisible();
  await filters.getByRole('button', { name: en('messenger.filters.unanswered') }).click();
  await expect(conversationNames(page)).toHaveText([fond!.username, other!.username]);
});

const nl = (key: string, values: Record<string, string | number> = {}) => text('nl', key, values);

/** A fresh member with lines from two performers (places of their own), logged in. */
async function memberWithTwo(
  fixtures: { context: BrowserContext; request: APIRequestContext; baseURL: string | undefined },
  places: [number, number],
) {
  const { context, request, baseURL } = fixtures;
  const username = freshName('inbox');
  await registerByApi(request, username);
  const [first, second] = await Promise.all(places.map((place) => performerAt(request, place)));
  await performerWrites(request, first!.username, username, 'Eerste bericht');
  await performerWrites(request, second!.username, username, 'Tweede bericht');
  await logInAs(context, request, baseURL!, username, 'secret12');
  return { username, first: first!, second: second! };
}

function item(page: Page, name: string, language: 'nl' | 'en' = 'en') {
  return page
    .getByRole('navigation', { name: text(language, 'messenger.conversations') })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${name}\\b`) }) });
}

test('each conversation shows her picture, her status in words and when her last line came; the search narrows by name', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { username, first, second } = await memberWithTwo({ context, request, baseURL }, [291, 292]);
  const joined = memberSocketJoined(page);
  await page.goto('/en/messenger');
  await hydrated(page);
  const row = item(page, first.username);
  // Her picture is decorative (her name is beside it), so it has no role of its own.
  await expect(row.locator('img.conversation-list__picture')).toHaveAttribute('src', /\S/);
  const statuses = ['offline', 'online', 'infree', 'invip'].map((status) => en(`messenger.online.${status}`));
  await expect(row.locator('.conversation-list__status')).toHaveText(new RegExp(`^(${statuses.join('|')})$`));
  await expect(row.locator('time')).toHaveText(/ago$/);
  // A line that comes in after the render gets its time in the tab (luxon loads for it).
  const before = await row.locator('time').getAttribute('datetime');
  await joined;
  await performerWrites(request, first.username, username, 'Nog iets');
  await expect(row.getByText('Nog iets')).toBeVisible();
  await expect(row.locator('time')).not.toHaveAttribute('datetime', before!);
  await expect(row.locator('time')).toHaveText(/ago$|now$/);

  const search = page.getByRole('searchbox', { name: en('messenger.search') });
  await search.focus();
  await page.keyboard.type(second.username.slice(0, 4).toLowerCase());
  await expect(conversationNames(page)).toHaveText(
    [first.username, second.username].filter((name) =>
      name.toLowerCase().startsWith(second.username.slice(0, 4).toLowerCase()),
    ),
  );
  await page.keyboard.type('zzz');
  await expect(page.getByText(en('messenger.noMatch'))).toBeVisible();
  await search.fill('');
  await expect(conversationNames(page)).toHaveCount(2);
});

test('by keyboard a conversation is archived and back, her block undone, a report sent; a failed action has a retry', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { username, first, second } = await memberWithTwo({ context, request, baseURL }, [293, 294]);
  await page.goto('/en/messenger');
  await hydrated(page);
  const openActions = async (name: string) => {
    await item(page, name)
      .getByRole('button', { name: en('messenger.actions.open', { name }) })
      .focus();
    await page.keyboard.press('Enter');
    return page.getByRole('group', { name: en('messenger.actions.label', { name }) });
  };

  // Archive: it leaves the list, and shows (and comes back) from the Archived view.
  let actions = await openActions(first.username);
  await actions.getByRole('button', { name: en('messenger.actions.archive'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: en('messenger.actions.done.archive', { name: first.username }) }),
  ).toBeVisible();
  await expect(conversationNames(page)).toHaveText([second.username]);
  const filters = page.getByRole('group', { name: en('messenger.filtersLabel') });
  await filters.getByRole('button', { name: en('messenger.filters.archived') }).focus();
  await page.keyboard.press('Enter');
  await expect(conversationNames(page)).toHaveText([first.username]);
  actions = await openActions(first.username);
  await actions.getByRole('button', { name: en('messenger.actions.unarchive') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(en('messenger.noArchived'))).toBeVisible();
  await filters.getByRole('button', { name: en('messenger.filters.all') }).click();
  await expect(conversationNames(page)).toHaveText([second.username, first.username]);

  // Block: her line is refused meanwhile; unblocking from the same place undoes it.
  actions = await openActions(second.username);
  await actions.getByRole('button', { name: en('messenger.actions.block'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(item(page, second.username).getByText(en('messenger.blocked'), { exact: true })).toBeVisible();
  const refused = await request.post('/sandbox/studio/messages', {
    headers: { Accept: 'application/json' },
    data: { performer: second.username, member: username, text: 'Nog een keer' },
  });
  expect(refused.status()).toBe(403);
  await actions.getByRole('button', { name: en('messenger.actions.unblock') }).focus();
  await page.keyboard.press('Enter');
  await expect(item(page, second.username).getByText(en('messenger.blocked'), { exact: true })).toHaveCount(
    0,
  );
  await performerWrites(request, second.username, username, 'Weer welkom');

  // A refused action says so, leaves the list as it was, and its retry goes through.
  let failing = true;
  await page.route('**/inbox/blocked/**', (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await actions.getByRole('button', { name: en('messenger.actions.block'), exact: true }).click();
  await expect(actions.getByRole('alert')).toHaveText(
    new RegExp(en('messenger.actions.failed.block', { name: second.username })),
  );
  await expect(item(page, second.username).getByText(en('messenger.blocked'), { exact: true })).toHaveCount(
    0,
  );
  failing = false;
  await actions.getByRole('button', { name: en('messenger.actions.retry') }).click();
  await expect(item(page, second.username).getByText(en('messenger.blocked'), { exact: true })).toBeVisible();
  await expect(actions.getByRole('alert')).toHaveCount(0);

  // Report: a reason is required; what was sent is confirmed.
  await actions.getByRole('button', { name: en('messenger.actions.report') }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: en('messenger.report.title', { name: second.username }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: en('messenger.report.send') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en('messenger.report.errors.noReason'));
  await dialog.getByRole('radio', { name: en('messenger.report.reasons.spam') }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('textbox', { name: en('messenger.report.text', { max: 500 }) }).fill('Only adverts');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: en('messenger.report.send') }).focus();
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByText(en('messenger.report.sent', { reason: en('messenger.report.reasons.spam') })),
  ).toBeVisible();
  await expect(dialog.getByText(en('messenger.report.sentText', { text: 'Only adverts' }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the list, its actions and the report pass axe in Dutch', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { first } = await memberWithTwo({ context, request, baseURL }, [295, 296]);
  await page.goto('/messenger');
  await hydrated(page);
  await expectAccessible(page);
  const row = item(page, first.username, 'nl');
  await row.getByRole('button', { name: nl('messenger.actions.open', { name: first.username }) }).click();
  const actions = page.getByRole('group', { name: nl('messenger.actions.label', { name: first.username }) });
  await actions.getByRole('button', { name: nl('messenger.actions.report') }).click();
  const dialog = page.getByRole('dialog', { name: nl('messenger.report.title', { name: first.username }) });
  await expect(dialog.getByRole('radio', { name: nl('messenger.report.reasons.fake') })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: nl('messenger.report.cancel') }).click();
  await page
    .getByRole('group', { name: nl('messenger.filtersLabel') })
    .getByRole('button', { name: nl('messenger.filters.archived') })
    .click();
  await expect(page.getByText(nl('messenger.noArchived'))).toBeVisible();
  await expectAccessible(page);
});
