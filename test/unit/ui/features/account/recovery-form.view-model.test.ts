import { ChangePassword } from '../../../../../src/core/account/change-password.use-case';
import { LoginWithToken } from '../../../../../src/core/account/login-with-token.use-case';
import { OpenResetLink } from '../../../../../src/core/account/open-reset-link.use-case';
import { RecoverPassword } from '../../../../../src/core/account/recover-password.use-case';
import { ResendActivation } from '../../../../../src/core/account/resend-activation.use-case';
import { RestoreMember } from '../../../../../src/core/account/restore-member.use-case';
import { VerifyEmail } from '../../../../../src/core/account/verify-email.use-case';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { RecoveryFormViewModel } from '../../../../../src/ui/features/account/view-models/recovery-form.view-model';
import {
  RESET_HOME_DELAY_MS,
  ResetPasswordViewModel,
} from '../../../../../src/ui/features/account/view-models/reset-password.view-model';
import {
  RESENT_VISIBLE_MS,
  VerifyEmailViewModel,
} from '../../../../../src/ui/features/account/view-models/verify-email.view-model';
import { fakeSetup, logIn, type FakeSetup, sessionArgs } from '../../../support/fake-setup';

function restore(setup: FakeSetup) {
  const { ports, storages, clock, logger } = setup;
  return new RestoreMember(
    new LoginWithToken(...sessionArgs(setup), storages, clock),
    ports.member,
    ports.inbox,
    storages,
    logger,
  );
}

/** A fresh unverified member with an activation mail; returns the mail's link parameters. */
async function registered(setup: FakeSetup, name: string) {
  const email = `${name}@example.test`;
  await setup.ports.member.register({ username: name, email, password: 'secret12', meta: {} });
  return { email, ...latestLink(setup, email, 'activation') };
}

function latestLink(setup: FakeSetup, email: string, kind: 'activation' | 'passwordReset') {
  const mail = [...setup.backend.world.outbox].reverse().find((m) => m.to === email && m.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail for ${email}`);
  const query = new URLSearchParams(mail.link.split('?')[1]);
  return { token: query.get('token') ?? '', password: query.get('password'), count: mailCount(setup, email) };
}

function mailCount(setup: FakeSetup, email: string): number {
  return setup.backend.world.outbox.filter((m) => m.to === email).length;
}

describe('RecoveryFormViewModel', () => {
  function recovery(setup = fakeSetup()) {
    return {
      setup,
      vm: new RecoveryFormViewModel({ recoverPassword: new RecoverPassword(setup.ports.member) }),
    };
  }

  it('checks at least 4 trimmed characters on blur and on submit, and clears the error on focus', async () => {
    const { vm } = recovery();
    vm.blur();
    expect(vm.error).toBeNull();
    vm.setRecovery('  abc ');
    vm.blur();
    expect(vm.error).toBe('validation.minLength');
    vm.focus();
    expect(vm.error).toBeNull();
    await vm.submit();
    expect([vm.error, vm.complete]).toEqual(['validation.minLength', false]);
  });

  it('says the user does not exist until the input is focused again', async () => {
    const { vm } = recovery();
    vm.setRecovery('nobody_here');
    await vm.submit();
    expect([vm.flag, vm.complete]).toEqual(['notExists', false]);
    vm.focus();
    expect(vm.flag).toBeNull();
  });

  it('mails a reset link, shows the complete view and goes back to the form with the input kept', async () => {
    const { vm, setup } = recovery();
    vm.setRecovery(' demo@example.test ');
    await vm.submit();
    expect(vm.complete).toBe(true);
    expect(latestLink(setup, 'demo@example.test', 'passwordReset').token).not.toBe('');
    vm.goBack();
    expect([vm.complete, vm.recovery]).toEqual([false, ' demo@example.test ']);
  });
});

function verification(setup: FakeSetup, options: { loggedIn?: () => boolean } = {}) {
  const members: (MemberShell | null)[] = [];
  const logins: string[] = [];
  const fingerprints: string[] = [];
  const hides: (() => void)[] = [];
  const { ports, storages, clock } = setup;
  const account = {
    verifyEmail: new VerifyEmail(...sessionArgs(setup), storages, clock),
    restoreMember: restore(setup),
    resendActivation: new ResendActivation(ports.member),
  };
  const vm = new VerifyEmailViewModel(account, {
    fingerprint: () => {
      fingerprints.push('visitor-1');
      return 'visitor-1';
    },
    onMember: (member) => members.push(member),
    loggedIn: options.loggedIn ?? (() => members.some(Boolean)),
    askLogin: () => logins.push('login'),
    schedule: (ms, work) => {
      expect(ms).toBe(RESENT_VISIBLE_MS);
      hides.push(work);
      return () => {};
    },
  });
  return { vm, members, logins, fingerprints, hides };
}

describe('VerifyEmailViewModel', () => {
  it('validates, then logs the member in with the welcome credits; a second landing says already verified', async () => {
    const setup = fakeSetup();
    const { token } = await registered(setup, 'fresh_one');
    const first = verification(setup);
    expect(first.vm.state).toBe('validating');
    const started = first.vm.start(token);
    expect(first.vm.state).toBe('validating');
    await started;
    await first.vm.start(token);
    expect([first.vm.state, first.vm.welcomeCredits]).toEqual(['success', 120]);
    expect(first.members).toEqual([
      expect.objectContaining({ username: 'fresh_one', credits: 120, verified: true }),
    ]);
    expect(first.fingerprints).toEqual(['visitor-1']);
    const again = verification(setup);
    await again.vm.start(token);
    expect(again.vm.state).toBe('alreadyVerified');
    expect(again.members).toEqual([]);
  });

  it('calls a link older than a day expired, and an unknown or missing one failed', async () => {
    const setup = fakeSetup();
    const { token } = await registered(setup, 'late_one');
    setup.clock.advance(25 * 60 * 60 * 1000);
    const late = verification(setup);
    await late.vm.start(token);
    expect(late.vm.state).toBe('expired');
    const unknown = verification(setup);
    await unknown.vm.start('f'.repeat(32));
    expect(unknown.vm.state).toBe('failed');
    const missing = verification(setup);
    await missing.vm.start('');
    expect(missing.vm.state).toBe('failed');
  });

  it('asks a guest to log in before resending; a member gets a new link and the confirmation hides later', async () => {
    const setup = fakeSetup();
    const { token, email } = await registered(setup, 'resend_one');
    setup.clock.advance(25 * 60 * 60 * 1000);
    let loggedIn = false;
    const { vm, logins, hides } = verification(setup, { loggedIn: () => loggedIn });
    await vm.start(token);
    await vm.resendLink();
    expect(logins).toEqual(['login']);
    expect(vm.resend).toBe('idle');
    await logIn(setup, 'resend_one', 'secret12');
    loggedIn = true;
    const before = mailCount(setup, email);
    await vm.resendLink();
    expect(vm.resend).toBe('sent');
    expect(mailCount(setup, email)).toBe(before + 1);
    hides.forEach((hide) => hide());
    expect(vm.resend).toBe('idle');
  });

  it('puts the resend button back when resending fails', async () => {
    const setup = fakeSetup();
    const { token } = await registered(setup, 'broken_one');
    setup.clock.advance(25 * 60 * 60 * 1000);
    const { vm } = verification(setup, { loggedIn: () => true });
    await vm.start(token);
    // A 'logged-in' visitor without a token: the backend refuses the resend.
    await vm.resendLink();
    expect(vm.resend).toBe('idle');
    expect(vm.state).toBe('expired');
  });
});

function reset(setup: FakeSetup, loggedIn = false) {
  const members: (MemberShell | null)[] = [];
  const waits: number[] = [];
  const homes: string[] = [];
  const { ports, storages, clock } = setup;
  const account = {
    openResetLink: new OpenResetLink(
      setup.credentials,
      setup.balance,
      storages,
      new LoginWithToken(...sessionArgs(setup), storages, clock),
    ),
    restoreMember: restore(setup),
    changePassword: new ChangePassword(ports.member, storages),
  };
  const vm = new ResetPasswordViewModel(account, {
    onMember: (member) => members.push(member),
    loggedIn: () => loggedIn,
    goHome: () => homes.push('home'),
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { vm, members, waits, homes };
}

async function resetLinkFor(setup: FakeSetup, username: string) {
  await new RecoverPassword(setup.ports.member).execute({ recovery: username });
  return latestLink(setup, `${username}@example.test`, 'passwordReset');
}

describe('ResetPasswordViewModel', () => {
  it('takes a guest without a token home after 1 s', async () => {
    const { vm, waits, homes } = reset(fakeSetup());
    const started = vm.start({ token: null, password: null });
    expect(vm.state).toBe('missing');
    await started;
    expect([waits, homes]).toEqual([[RESET_HOME_DELAY_MS], ['home']]);
  });

  it('offers a logged-in member without a token the plain form, with the old password asked', async () => {
    const { vm, homes } = reset(fakeSetup(), true);
    await vm.start({ token: null, password: null });
    expect([vm.state, vm.form?.fromEmailLink, homes]).toEqual(['ready', false, []]);
  });

  it('logs in with the link, changes the password once, and calls the link expired the second time', async () => {
    const setup = fakeSetup();
    await registered(setup, 'forgetful');
    await logIn(setup, 'demo', 'demo1234');
    const link = await resetLinkFor(setup, 'forgetful');
    const first = reset(setup, true);
    await first.vm.start(link);
    expect(first.vm.state).toBe('ready');
    expect(first.members).toEqual([expect.objectContaining({ username: 'forgetful' })]);
    const form = first.vm.form!;
    expect(form.fromEmailLink).toBe(true);
    form.setField('newPassword', 'better123');
    form.setField('repeatNewPassword', 'better123');
    await form.submit();
    expect([form.changed, form.flag]).toEqual([true, null]);
    const second = reset(setup);
    await second.vm.start(link);
    const again = second.vm.form!;
    again.setField('newPassword', 'other1234');
    again.setField('repeatNewPassword', 'other1234');
    await again.submit();
    expect(again.flag).toBe('linkExpired');
    await expect(logIn(setup, 'forgetful', 'better123')).resolves.toMatchObject({ username: 'forgetful' });
  });

  it('shows link expired for a token the backend refuses, and the frame forgets the old member', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const { vm, members } = reset(setup, true);
    await vm.start({ token: 'not-a-token', password: 'r123' });
    expect([vm.state, vm.form]).toEqual(['expired', null]);
    expect(members).toEqual([null]);
  });
});
