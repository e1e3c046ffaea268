import type { Locale } from '../../../../../src/core/common/locale.model';
import { ListPerformers } from '../../../../../src/core/performers/list-performers.use-case';
import { LoadLander } from '../../../../../src/core/account/load-lander.use-case';
import { ResendActivation } from '../../../../../src/core/account/resend-activation.use-case';
import {
  RESEND_CONFIRMATION_MS,
  WelcomePopupViewModel,
  type WelcomePopupOptions,
} from '../../../../../src/ui/features/account/view-models/welcome-popup.view-model';
import { fakeSetup, logIn, type FakeSetup } from '../../../support/fake-setup';

const NEWBIE: WelcomePopupOptions = {
  mode: 'reminder',
  email: 'newbie@example.test',
  credits: 120,
  lander: 'toy-promo',
};

function popup(setup: FakeSetup, options: Partial<WelcomePopupOptions> = {}, locale: Locale = 'en') {
  return new WelcomePopupViewModel(
    {
      loadLander: new LoadLander(setup.ports.landers, setup.logger),
      resendActivation: new ResendActivation(setup.ports.member),
      listPerformers: new ListPerformers(setup.ports.performers, setup.logger),
    },
    { timers: setup.clock, logger: setup.logger, locale },
    { ...NEWBIE, ...options },
  );
}

async function newbie() {
  const setup = fakeSetup();
  await logIn(setup, 'newbie', 'newbie123');
  return setup;
}

function activationMails(setup: FakeSetup): number {
  return setup.backend.world.outbox.filter((mail) => mail.to === NEWBIE.email && mail.kind === 'activation')
    .length;
}

describe('WelcomePopupViewModel', () => {
  it('shows the reminder in the default layout with three performers as samples', async () => {
    const setup = await newbie();
    const vm = popup(setup);
    expect(vm.layout).toEqual({ layout: 'default' });
    expect(vm.amount).toBe('120');
    await vm.load();
    const first = (await setup.ports.performers.find({ page: 1, limit: 3, gender: 'female', locale: 'en' }))
      .items;
    expect(vm.samples).toEqual(first.map(({ username, snapshot }) => ({ username, snapshot })));
    expect(vm.lander).toBeNull();
  });

  it('offers the web mail of the four known providers only', () => {
    const setup = fakeSetup();
    expect(popup(setup).webMail).toBeNull();
    expect(popup(setup, { email: 'Someone@GMAIL.com' }).webMail).toEqual({
      name: 'Gmail',
      url: 'https://mail.google.com/',
    });
    expect(popup(setup, { email: 'someone@hotmail.nl' }).webMail?.name).toBe('Outlook');
  });

  it("takes the lander popup's layout from the member's lander, with its texts in the page's language", async () => {
    const setup = await newbie();
    const vm = popup(setup, { mode: 'lander' }, 'be');
    expect(vm.layout).toBeNull();
    await vm.load();
    expect(vm.lander?.id).toBe('toy-promo');
    expect(vm.landerText('button')).toBe('Stuur mij de credits');
    // The special layout shows no sample pictures.
    expect(vm.samples).toEqual([]);
    const german = popup(setup, { mode: 'lander' }, 'de');
    await german.load();
    expect(german.landerText('button')).toBe('Send me the credits');
    expect(setup.logger.messages('warn')).toEqual([]);
  });

  it('falls back to the default layout with a warning when the lander is not configured', async () => {
    const setup = await newbie();
    const vm = popup(setup, { mode: 'lander', lander: 'gone' });
    await vm.load();
    expect(vm.layout).toEqual({ layout: 'default' });
    expect(vm.landerText('title')).toBeNull();
    expect(vm.samples).toHaveLength(3);
    expect(setup.logger.messages('warn')).toEqual([expect.stringContaining("'gone'")]);
  });

  it('falls back to the default layout with a warning when the lander configuration fails', async () => {
    const setup = await newbie();
    setup.backend.faults.set({ errorRate: 1 });
    const vm = popup(setup, { mode: 'lander' });
    await vm.load();
    expect(vm.layout).toEqual({ layout: 'default' });
    expect(vm.samples).toEqual([]);
    expect(setup.logger.messages('warn')).toHaveLength(1);
  });

  it('resends the verification e-mail; the confirmation goes after 10 s, the button stays flipped', async () => {
    const setup = await newbie();
    const before = activationMails(setup);
    const vm = popup(setup, { mode: 'lander' });
    expect(vm.flipped).toBe(false);
    const sending = vm.sendVerification();
    expect(vm.sending).toBe(true);
    await sending;
    expect(activationMails(setup)).toBe(before + 1);
    expect(vm.resend).toBe('sent');
    expect(vm.flipped).toBe(true);
    setup.clock.advance(RESEND_CONFIRMATION_MS - 1);
    expect(vm.resend).toBe('sent');
    setup.clock.advance(1);
    expect(vm.resend).toBe('idle');
    expect(vm.flipped).toBe(true);
  });

  it('starts the 10 s again on a second resend, and stops its timer when disposed', async () => {
    const setup = await newbie();
    const vm = popup(setup);
    await vm.sendVerification();
    setup.clock.advance(RESEND_CONFIRMATION_MS / 2);
    await vm.sendVerification();
    expect(setup.clock.pendingTimers()).toBe(1);
    setup.clock.advance(RESEND_CONFIRMATION_MS / 2);
    expect(vm.resend).toBe('sent');
    vm.dispose();
    expect(setup.clock.pendingTimers()).toBe(0);
  });

  it('returns the button to its first state when the resend fails, and logs it', async () => {
    const setup = await newbie();
    const vm = popup(setup, { mode: 'lander' });
    setup.backend.faults.set({ errorRate: 1 });
    await vm.sendVerification();
    expect(vm.resend).toBe('failed');
    expect(vm.sending).toBe(false);
    expect(vm.flipped).toBe(false);
    expect(setup.logger.messages('error')).toHaveLength(1);
    setup.backend.faults.reset();
    await vm.sendVerification();
    expect(vm.resend).toBe('sent');
  });

  it('says so when the address is already verified', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const vm = popup(setup, { email: 'demo@example.test' });
    await vm.sendVerification();
    expect(vm.resend).toBe('alreadyVerified');
    expect(vm.flipped).toBe(false);
    expect(setup.clock.pendingTimers()).toBe(0);
  });

  it('starts flipped right after registration: the verification e-mail has just gone out', () => {
    expect(popup(fakeSetup(), { mode: 'confirmation' }).flipped).toBe(true);
  });
});
