import { type FakeSetup, sessionArgs } from '../../../support/fake-setup';
import { ChangeUsername } from '../../../../../src/core/account/change-username.use-case';
import { type Session } from '../../../../../src/core/account/session';
import { readAuthState } from '../../../../../src/core/account/auth-state';
import { ApiError } from '../../../../../src/core/common/api-error.model';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import {
  UsernameFormViewModel,
  withSession,
} from '../../../../../src/ui/features/account/view-models/username-form.view-model';
import { member } from './settings-forms-setup';

function usernameForm(setup: FakeSetup) {
  const sessions: Session[] = [];
  const vm = new UsernameFormViewModel(
    async () => ({
      changeUsername: new ChangeUsername(...sessionArgs(setup), setup.storages),
    }),
    (session) => sessions.push(session),
  );
  return { vm, sessions };
}

describe('UsernameFormViewModel', () => {
  it('checks the length on blur and on submit (4-20 characters)', async () => {
    const { setup } = await member();
    const { vm, sessions } = usernameForm(setup);
    vm.setName('abc');
    vm.blur();
    expect(vm.error).toBe('validation.nicknameLength');
    vm.focus();
    expect(vm.error).toBeNull();
    vm.setName('x'.repeat(21));
    await vm.submit();
    expect(vm.error).toBe('validation.nicknameLength');
    expect(sessions).toEqual([]);
  });

  it('shows a taken name as its change_username text and waits until the field is focused', async () => {
    const { setup } = await member('oldtimer', 'oldtimer123');
    const { vm, sessions } = usernameForm(setup);
    vm.setName('demo');
    await vm.submit();
    expect(vm.rejection).toBe('change_username.member.username.exists');
    expect(vm.form.blocked).toBe(true);
    expect(vm.form.values.name).toBe('demo');
    vm.focus();
    expect(vm.rejection).toBeNull();
    expect(vm.form.blocked).toBe(false);
    expect(sessions).toEqual([]);
  });

  it('passes on a name the backend finds invalid as change_username.validation, without blocking', async () => {
    const { setup } = await member();
    const { vm } = usernameForm(setup);
    vm.setName('with a space');
    await vm.submit();
    expect(vm.rejection).toBe('change_username.validation');
    expect(vm.form.blocked).toBe(false);
  });

  it('changes the name, stores the new token and hands the new session on', async () => {
    const { setup, session } = await member('fan@example.test', 'fan12345');
    expect(session.username).toBe('fan@example.test');
    const { vm, sessions } = usernameForm(setup);
    vm.setName('  bigfan  ');
    await vm.submit();
    expect(sessions.map((s) => s.username)).toEqual(['bigfan']);
    expect(vm.changedTo).toBe('bigfan');
    expect(vm.form.values.name).toBe('');
    const auth = readAuthState(setup.storages.cookie);
    expect(auth.username).toBe('bigfan');
    expect(auth.loggedIn).toBe(true);
    expect((await setup.ports.member.getBasicInfo()).username).toBe('bigfan');
  });

  it('says something went wrong when the change throws', async () => {
    const vm = new UsernameFormViewModel(
      async () => {
        throw new ApiError('internal', 500);
      },
      () => undefined,
    );
    vm.setName('whoever');
    await vm.submit();
    expect(vm.unexpected).toBe(true);
    expect(vm.form.values.name).toBe('whoever');
  });
});

describe('withSession', () => {
  it('takes the account facts of the new session and keeps unread and favourites', () => {
    const shown: MemberShell = {
      memberId: 7,
      username: 'a@b.test',
      capName: 'A@b.test',
      email: 'a@b.test',
      lander: null,
      credits: 10,
      verified: true,
      isLegacy: false,
      unread: 3,
      favourites: [1, 2],
    };
    const session: Session = {
      token: 't',
      memberId: 7,
      username: 'anna',
      capName: 'Anna',
      email: 'a@b.test',
      isLegacy: false,
      credits: 12,
      verified: true,
      lander: null,
    };
    expect(withSession(shown, session)).toEqual({ ...shown, username: 'anna', capName: 'Anna', credits: 12 });
  });
});
