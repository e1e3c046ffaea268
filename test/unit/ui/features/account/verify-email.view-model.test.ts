import { ResendActivation } from '../../../../../src/core/account/resend-activation.use-case';
import { VerifyEmail } from '../../../../../src/core/account/verify-email.use-case';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import {
  RESENT_VISIBLE_MS,
  VerifyEmailViewModel,
} from '../../../../../src/ui/features/account/view-models/verify-email.view-model';
import { fakeSetup, logIn, type FakeSetup, sessionArgs } from '../../../support/fake-setup';
import { mailCount, registered, restore } from './account-dialogs-setup';

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
