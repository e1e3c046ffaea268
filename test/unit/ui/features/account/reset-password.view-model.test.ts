import { RecoverPassword } from '../../../../../src/core/account/recover-password.use-case';
import { RESET_HOME_DELAY_MS } from '../../../../../src/ui/features/account/view-models/reset-password.view-model';
import { fakeSetup, logIn, type FakeSetup } from '../../../support/fake-setup';
import { latestLink, registered, reset } from './account-dialogs-setup';

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
    expect([form.changed, form.form.flag]).toEqual([true, null]);
    const second = reset(setup);
    await second.vm.start(link);
    const again = second.vm.form!;
    again.setField('newPassword', 'other1234');
    again.setField('repeatNewPassword', 'other1234');
    await again.submit();
    expect(again.form.flag).toBe('linkExpired');
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
