import { expect, type Locator, type Page } from './csp-watch';
import { freshName, registerByApi } from './accounts-support';
import { expectAccessible, tabTo, test, text, visit } from './support';

type Language = 'nl' | 'en';

/** A text of the language whose placeholders (a date, a time) may read anything. */
function pattern(language: Language, key: string, values: Record<string, string | number> = {}): RegExp {
  const escaped = text(language, key, values).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/{{\w+}}/g, '.+')}$`);
}

/** A fresh member of this test alone (no limits, no credits), logged in. */
async function freshMember(
  request: Parameters<typeof registerByApi>[0],
  logIn: (username: string, password: string) => Promise<unknown>,
) {
  const username = freshName('lim');
  await registerByApi(request, username, 'secret12');
  await logIn(username, 'secret12');
  return username;
}

/** Opens the settings page in the language and the spending limits on it. */
async function openLimits(page: Page, language: Language): Promise<Locator> {
  const t = (key: string) => text(language, key);
  await visit(page, language === 'en' ? '/en/settings' : '/settings');
  const section = page.getByRole('region', { name: t('settings.limitsTitle') });
  await section.getByRole('button', { name: t('settings.limitsShow') }).click();
  await expect(section.getByRole('form', { name: t('wallet.limits.period.day') })).toBeVisible();
  return section;
}

/** The member menu → buy credits → the default bundle → card → pay. */
async function openDrawerToPay(page: Page, language: Language, username: string): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
  await page
    .getByRole('button', { name: new RegExp(`^${t('header.greeting', { name: username })}`) })
    .click();
  await page.getByRole('button', { name: t('wallet.buy') }).click();
  const drawer = page.getByRole('dialog', { name: t('wallet.title') });
  await drawer.getByRole('button', { name: t('wallet.next') }).click();
  await drawer.getByRole('radio', { name: 'Creditcard', exact: true }).check();
  await drawer.getByRole('button', { name: new RegExp(`^${t('wallet.checkout', { price: '€' })}`) }).click();
}

test('a daily limit holds at once, a raise waits 24 hours, and the drawer refuses a purchase over it', async ({
  page,
  request,
  logIn,
}) => {
  const nl = (key: string, values?: Record<string, string | number>) => text('nl', key, values);
  const username = await freshMember(request, logIn);
  const section = await openLimits(page, 'nl');
  const day = section.getByRole('form', { name: nl('wallet.limits.period.day') });
  await expect(day).toContainText(nl('wallet.limits.none'));
  await expect(day).toContainText(nl('wallet.limits.counted.day', { spent: 0, bought: 0 }));

  const field = day.getByRole('textbox', { name: nl('wallet.limits.newLimit.day') });
  await field.fill('200');
  await day.getByRole('button', { name: nl('wallet.limits.save') }).click();
  await expect(day.getByRole('status')).toHaveText(nl('wallet.limits.savedSet', { credits: 200 }));
  await expect(day).toContainText(nl('wallet.limits.inForce', { credits: 200 }));
  await expect(field).toHaveValue('');

  await field.fill('900');
  await day.getByRole('button', { name: nl('wallet.limits.save') }).click();
  await expect(day.getByRole('status')).toHaveText(pattern('nl', 'wallet.limits.savedRaiseWaiting'));
  await expect(day).toContainText(nl('wallet.limits.inForce', { credits: 200 }));
  await expect(day.getByText(pattern('nl', 'wallet.limits.raiseWaiting', { credits: 900 }))).toBeVisible();
  await expectAccessible(page);

  // The limit is the backend's: a purchase of the default bundle (1350 credits) is over it.
  await openDrawerToPay(page, 'nl', username);
  await expect(page.getByRole('dialog', { name: nl('wallet.title') }).getByRole('alert')).toHaveText(
    nl('wallet.errors.spendingLimit.day'),
  );
});

test('buying pauses for 7 days after a confirmation, by keyboard alone, and the English page passes axe', async ({
  page,
  request,
  logIn,
}) => {
  const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
  const username = await freshMember(request, logIn);
  await visit(page, '/en/settings');
  const section = page.getByRole('region', { name: en('settings.limitsTitle') });
  await tabTo(page, section.getByRole('button', { name: en('settings.limitsShow') }), 60);
  await page.keyboard.press('Enter');
  const week = section.getByRole('form', { name: en('wallet.limits.period.week') });
  const field = week.getByRole('textbox', { name: en('wallet.limits.newLimit.week') });
  await tabTo(page, field, 20);
  await page.keyboard.type('1500');
  await page.keyboard.press('Enter');
  await expect(week.getByRole('status')).toHaveText(en('wallet.limits.savedSet', { credits: 1500 }));

  const pause = section.getByRole('region', { name: en('wallet.limits.pauseTitle') });
  const hours = pause.getByRole('radio', { name: en('wallet.limits.pauseLengths.24h') });
  await tabTo(page, hours, 20);
  await page.keyboard.press('ArrowDown');
  await expect(pause.getByRole('radio', { name: en('wallet.limits.pauseLengths.7d') })).toBeChecked();
  await tabTo(page, pause.getByRole('button', { name: en('wallet.limits.pause') }), 3);
  await page.keyboard.press('Enter');
  const question = pause.getByRole('group');
  await expect(question.getByText(pattern('en', 'wallet.limits.pauseQuestion'))).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: en('wallet.limits.pauseYes') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pause.getByRole('status')).toHaveText(pattern('en', 'wallet.limits.pausedUntil'));
  await expect(pause.getByRole('button', { name: en('wallet.limits.pause') })).toBeFocused();

  // The pause is the backend's: it is there after a reload.
  await page.reload();
  const again = page.getByRole('region', { name: en('settings.limitsTitle') });
  await again.getByRole('button', { name: en('settings.limitsShow') }).click();
  await expect(
    again.getByRole('region', { name: en('wallet.limits.pauseTitle') }).getByRole('status'),
  ).toHaveText(pattern('en', 'wallet.limits.pausedUntil'));
  await expect(again.getByRole('form', { name: en('wallet.limits.period.week') })).toContainText(
    en('wallet.limits.inForce', { credits: 1500 }),
  );

  // And the drawer refuses to start a purchase while it runs.
  await openDrawerToPay(page, 'en', username);
  await expect(page.getByRole('dialog', { name: en('wallet.title') }).getByRole('alert')).toHaveText(
    pattern('en', 'wallet.errors.buyingPaused'),
  );
});

test('bad input and failed calls say so and keep what the member typed; a retry goes through', async ({
  page,
  request,
  logIn,
}) => {
  const nl = (key: string, values?: Record<string, string | number>) => text('nl', key, values);
  await freshMember(request, logIn);
  let loadFailures = 1;
  let saveFailures = 1;
  await page.route('**/api/member/spending-limits', (route) => {
    const method = route.request().method();
    if (method === 'GET' && loadFailures-- > 0)
      return route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"network"}' });
    if (method === 'PUT' && saveFailures-- > 0)
      return route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"network"}' });
    return route.continue();
  });
  await visit(page, '/settings');
  const section = page.getByRole('region', { name: nl('settings.limitsTitle') });
  await section.getByRole('button', { name: nl('settings.limitsShow') }).click();
  const failed = section.getByRole('alert');
  await expect(failed).toContainText(nl('wallet.limits.loadFailed'));
  await failed.getByRole('button', { name: nl('wallet.limits.retry') }).click();

  const month = section.getByRole('form', { name: nl('wallet.limits.period.month') });
  const field = month.getByRole('textbox', { name: nl('wallet.limits.newLimit.month') });
  const save = month.getByRole('button', { name: nl('wallet.limits.save') });
  await field.fill('12,5');
  await save.click();
  await expect(month.getByRole('alert')).toHaveText(nl('validation.notANumber'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('12,5');

  await field.fill('5000');
  await save.click();
  await expect(month.getByRole('alert')).toHaveText(nl('wallet.limits.saveFailed'));
  await expect(field).toHaveValue('5000');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(month.getByRole('status')).toHaveText(nl('wallet.limits.savedSet', { credits: 5000 }));
  await expect(month).toContainText(nl('wallet.limits.inForce', { credits: 5000 }));
});
