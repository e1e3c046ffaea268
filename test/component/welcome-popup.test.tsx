import { act, fireEvent, screen, within } from '@testing-library/react';
import { FakeBackend } from '../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../src/adapters/fake/manual-clock';
import { LANDERS } from '../../src/adapters/fake/world/catalogue-data';
import { MemoryStorage } from '../../src/adapters/storage/memory-storage';
import { scrollLock } from '../../src/ui/app/scroll-lock';
import { WelcomePopup } from '../../src/ui/features/account/components/welcome-popup';
import { localeTexts } from '../../src/ui/i18n/locales';
import {
  RESEND_CONFIRMATION_MS,
  WelcomePopupViewModel,
  type WelcomePopupOptions,
} from '../../src/ui/features/account/view-models/welcome-popup.view-model';
import { createTestApp } from './render-with-app';

const en = localeTexts.en as { welcome: Record<string, string> & { lander: Record<string, string> } };
const TOY = LANDERS.find((lander) => lander.id === 'toy-promo')!;
const toy = TOY.i18n.en!;

async function setup(options: Partial<WelcomePopupOptions> = {}) {
  const clock = new ManualClock();
  const storage = () => new MemoryStorage(clock);
  const testApp = createTestApp({
    fake: new FakeBackend({ clock }),
    storages: { cookie: storage(), local: storage(), session: storage() },
  });
  const { app, logger, fake: backend } = testApp;
  await testApp.logIn('newbie', 'newbie123');
  const [account, performers] = await Promise.all([app.features.account(), app.features.performers()]);
  const vm = new WelcomePopupViewModel(
    {
      loadLander: account.loadLander,
      resendActivation: account.resendActivation,
      listPerformers: performers.listPerformers,
    },
    { timers: clock, logger, locale: 'en' },
    { mode: 'reminder', email: 'newbie@example.test', credits: 120, lander: 'toy-promo', ...options },
  );
  const closed: string[] = [];
  testApp.render(
    <>
      <button type="button">Opener</button>
      <WelcomePopup vm={vm} settingsHref="/en/settings?p=61" onClose={() => closed.push('closed')} />
    </>,
  );
  await act(() => vm.load());
  return { vm, clock, backend, logger, closed };
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    // Lets the use-case's promise settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Clicks a link as the client router sees it: the page does not unload (jsdom cannot navigate). */
function followLink(link: HTMLElement) {
  const route = (event: Event) => event.preventDefault();
  window.addEventListener('click', route);
  fireEvent.click(link);
  window.removeEventListener('click', route);
}

afterEach(() => {
  expect(scrollLock.count).toBe(0);
});

describe('WelcomePopup, default layout', () => {
  it('reminds of the amount with three sample pictures, claim and spam texts, and no web mail for others', async () => {
    await setup();
    const dialog = screen.getByRole('dialog', { name: 'Claim your 120 free credits' });
    expect(dialog.textContent).toContain(
      "Don't forget your welcome gift! We sent an e-mail to newbie@example.test.",
    );
    expect(dialog.textContent).toContain('120 free credits');
    expect(dialog.textContent).toContain(en.welcome.claimNow);
    expect(dialog.textContent).toContain(en.welcome.checkSpam);
    const samples = within(screen.getByRole('list', { name: en.welcome.samples })).getAllByRole('img');
    expect(samples).toHaveLength(3);
    for (const sample of samples) expect(sample.getAttribute('alt')).toMatch(/^Photo of \S+$/);
    expect(within(dialog).queryByRole('link', { name: /^Open / })).toBeNull();
  });

  it('opens a known provider’s web mail in a new tab', async () => {
    await setup({ email: 'fan@gmail.com', mode: 'confirmation' });
    screen.getByRole('dialog', { name: 'Check your e-mail' });
    const link = screen.getByRole('link', { name: 'Open Gmail (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://mail.google.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('resends the e-mail with a confirmation that disappears after 10 seconds', async () => {
    const { clock, backend } = await setup();
    const mails = () => backend.world.outbox.filter((mail) => mail.to === 'newbie@example.test').length;
    const before = mails();
    await click(screen.getByRole('button', { name: en.welcome.resend }));
    expect(mails()).toBe(before + 1);
    expect(screen.getByRole('status').textContent).toBe(en.welcome.sent);
    act(() => clock.advance(RESEND_CONFIRMATION_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('puts the resend button back with a short error when sending fails', async () => {
    const { backend } = await setup();
    backend.faults.set({ errorRate: 1 });
    await click(screen.getByRole('button', { name: en.welcome.resend }));
    expect(screen.getByRole('alert').textContent).toBe(en.welcome.failed);
    expect(screen.getByRole('button', { name: en.welcome.resend })).toHaveProperty('disabled', false);
  });

  it('links to the settings to change the e-mail address, closing the popup', async () => {
    const { closed } = await setup();
    const link = screen.getByRole('link', { name: en.welcome.changeEmail });
    expect(link.getAttribute('href')).toBe('/en/settings?p=61');
    followLink(link);
    expect(closed).toEqual(['closed']);
  });
});

describe('WelcomePopup, lander layout', () => {
  it("shows the lander's media, TOY tag, performer, amount picture and titles", async () => {
    await setup({ mode: 'lander' });
    const dialog = screen.getByRole('dialog', { name: toy.title });
    const left = within(dialog).getByRole('img', { name: `Photo of ${toy.performerName}` });
    expect(left.getAttribute('src')).toBe(TOY.media.mediaLeft);
    expect(within(dialog).getByRole('img', { name: '120 free credits' }).getAttribute('src')).toBe(
      TOY.media.amount,
    );
    expect(dialog.querySelector(`img[src="${TOY.media.mediaRight}"]`)?.getAttribute('alt')).toBe('');
    expect(dialog.textContent).toContain(en.welcome.lander.toy);
    expect(dialog.textContent).toContain(toy.performerName);
    expect(dialog.textContent).toContain(toy.title2);
    expect(dialog.textContent).toContain(toy.subtitle);
  });

  it('flips its button to the credits-sent message after a click that sends the e-mail', async () => {
    const { backend } = await setup({ mode: 'lander' });
    const before = backend.world.outbox.length;
    await click(screen.getByRole('button', { name: toy.button }));
    expect(backend.world.outbox.length).toBe(before + 1);
    expect(screen.queryByRole('button', { name: toy.button })).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(toy.creditsSent);
    expect(document.activeElement).toBe(status);
  });

  it('flips too when the e-mail is sent again from the line below, which also changes the address', async () => {
    const { closed } = await setup({ mode: 'lander' });
    const dialog = screen.getByRole('dialog', { name: toy.title });
    expect(dialog.textContent).toContain(`${toy.noEmail} ${en.welcome.resend} ${toy.or} ${toy.change}`);
    await click(screen.getByRole('button', { name: en.welcome.resend }));
    expect(screen.getByRole('status').textContent).toBe(toy.creditsSent);
    followLink(screen.getByRole('link', { name: toy.change }));
    expect(closed).toEqual(['closed']);
  });

  it('keeps the button when sending fails, with a short error', async () => {
    const { backend } = await setup({ mode: 'lander' });
    backend.faults.set({ errorRate: 1 });
    await click(screen.getByRole('button', { name: toy.button }));
    expect(screen.getByRole('alert').textContent).toBe(en.welcome.failed);
    expect(screen.getByRole('button', { name: toy.button })).toHaveProperty('disabled', false);
  });

  it('uses the default layout, with a warning, for a lander missing from the configuration', async () => {
    const { logger } = await setup({ mode: 'lander', lander: 'gone' });
    screen.getByRole('dialog', { name: 'Welcome! Your 120 free credits are waiting' });
    expect(screen.queryByRole('button', { name: toy.button })).toBeNull();
    expect(logger.messages('warn')).toEqual([expect.stringContaining('gone')]);
  });
});
