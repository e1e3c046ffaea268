import { expect, test, type Page } from '@playwright/test';
import { freshName, registerByApi } from './accounts-support';
import { laneMessage, performerWrites } from './messenger-support';
import { hydrated, logInAs, performerAt, text } from './support';

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
