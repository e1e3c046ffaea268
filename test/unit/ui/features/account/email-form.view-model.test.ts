import { fakeSetup, logIn, type FakeSetup, sessionArgs } from '../../../support/fake-setup';
import { ChangeEmail } from '../../../../../src/core/account/change-email.use-case';
import { ChangeUsername } from '../../../../../src/core/account/change-username.use-case';
import { DeleteAccount } from '../../../../../src/core/account/delete-account.use-case';
import { type Session } from '../../../../../src/core/account/session';
import { readAuthState } from '../../../../../src/core/account/auth-state';
import { ApiError } from '../../../../../src/core/common/api-error.model';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { DeleteAccountViewModel } from '../../../../../src/ui/features/account/view-models/delete-account.view-model';
import { EmailFormViewModel } from '../../../../../src/ui/features/account/view-models/email-form.view-model';
import {
  UsernameFormViewModel,
  withSession,
} from '../../../../../src/ui/features/account/view-models/username-form.view-model';

async function member(username = 'demo', password = 'demo1234') {
  const setup = fakeSetup();
  const session = await logIn(setup, username, password);
  return { setup, session };
}

function emailForm(setup: FakeSetup, current: string) {
  const changed: string[] = [];
  let email = current;
  const vm = new EmailFormViewModel(
    async () => ({ changeEmail: new ChangeEmail(setup.ports.member) }),
    () => email,
    (value) => {
      changed.push(value);
      email = value;
    },
  );
  return { vm, changed };
}

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

describe('EmailFormViewModel', () => {
  it('checks a field on blur, keeps its error until focus and shows the e-mail texts’ keys', async () => {
    const { setup, session } = await member();
    const { vm } = emailForm(setup, session.email);
    vm.setField('email', 'not-an-address');
    vm.blur('email');
    expect(vm.errors.email).toBe('validation.invalidEmail');
    vm.blur('repeatEmail');
    expect(vm.errors.repeatEmail).toBeUndefined();
    vm.focus('email');
    expect(vm.errors.email).toBeUndefined();
    vm.setField('email', 'DEMO@example.test');
    vm.blur('email');
    expect(vm.errors.email).toBe('validation.sameAsOld');
  });

  it('shows every broken rule on submit and sends nothing while the repeat differs', async () => {
    const { setup, session } = await member();
    const { vm, changed } = emailForm(setup, session.email);
    await vm.submit();
    expect(vm.errors).toEqual({ email: 'validation.required', repeatEmail: 'validation.required' });
    vm.setField('email', 'new-demo@example.test');
    vm.setField('repeatEmail', 'other@example.test');
    await vm.submit();
    expect(vm.errors.repeatEmail).toBe('validation.mustMatch');
    expect(changed).toEqual([]);
    expect((await setup.ports.member.getBasicInfo()).email).toBe(session.email);
  });

  it('flags a taken address, blocks until a field is focused, then changes the address', async () => {
    const { setup, session } = await member('oldtimer', 'oldtimer123');
    const { vm, changed } = emailForm(setup, session.email);
    vm.setField('email', 'demo@example.test');
    vm.setField('repeatEmail', 'demo@example.test');
    await vm.submit();
    expect(vm.flag).toBe('emailExists');
    expect(vm.blocked).toBe(true);
    expect([vm.email, vm.repeatEmail]).toEqual(['demo@example.test', 'demo@example.test']);
    vm.focus('email');
    expect(vm.blocked).toBe(false);
    vm.setField('email', 'old.timer@example.test');
    vm.setField('repeatEmail', 'old.timer@example.test');
    await vm.submit();
    expect(vm.flag).toBeNull();
    expect(vm.changedTo).toBe('old.timer@example.test');
    expect(changed).toEqual(['old.timer@example.test']);
    expect([vm.email, vm.repeatEmail]).toEqual(['', '']);
    expect((await setup.ports.member.getBasicInfo()).email).toBe('old.timer@example.test');
  });

  it('says something went wrong when the change throws, keeping what was typed', async () => {
    const { setup, session } = await member();
    const vm = new EmailFormViewModel(
      async () => {
        throw new Error('network down');
      },
      () => session.email,
      () => undefined,
    );
    vm.setField('email', 'fresh@example.test');
    vm.setField('repeatEmail', 'fresh@example.test');
    await vm.submit();
    expect(vm.flag).toBe('unexpected');
    expect(vm.email).toBe('fresh@example.test');
    expect(vm.submitting).toBe(false);
    expect(setup.storages.cookie.get('auth')).not.toBeNull();
  });
});

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
    expect(vm.blocked).toBe(true);
    expect(vm.name).toBe('demo');
    vm.focus();
    expect(vm.rejection).toBeNull();
    expect(vm.blocked).toBe(false);
    expect(sessions).toEqual([]);
  });

  it('passes on a name the backend finds invalid as change_username.validation, without blocking', async () => {
    const { setup } = await member();
    const { vm } = usernameForm(setup);
    vm.setName('with a space');
    await vm.submit();
    expect(vm.rejection).toBe('change_username.validation');
    expect(vm.blocked).toBe(false);
  });

  it('changes the name, stores the new token and hands the new session on', async () => {
    const { setup, session } = await member('fan@example.test', 'fan12345');
    expect(session.username).toBe('fan@example.test');
    const { vm, sessions } = usernameForm(setup);
    vm.setName('  bigfan  ');
    await vm.submit();
    expect(sessions.map((s) => s.username)).toEqual(['bigfan']);
    expect(vm.changedTo).toBe('bigfan');
    expect(vm.name).toBe('');
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
    expect(vm.name).toBe('whoever');
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

describe('DeleteAccountViewModel', () => {
  it('deletes nothing until confirmed, then logs out and goes home keeping the kept query', async () => {
    const { setup } = await member('newbie', 'newbie123');
    const locations: string[] = [];
    const vm = new DeleteAccountViewModel(
      async () => ({
        deleteAccount: new DeleteAccount(...sessionArgs(setup), setup.storages),
      }),
      () => ({ locale: 'en', query: '?p=61&tab=x' }),
      (location) => locations.push(location),
    );
    await vm.confirm();
    expect(locations).toEqual([]);
    vm.ask();
    vm.cancel();
    expect(vm.confirming).toBe(false);
    vm.ask();
    await vm.confirm();
    expect(locations).toEqual(['/en?p=61']);
    expect(vm.confirming).toBe(false);
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(false);
    await expect(
      setup.backend.session().member.login({ username: 'newbie', password: 'newbie123' }),
    ).rejects.toMatchObject({ label: 'badRequest.login.deleted' });
  });

  it('keeps the dialog open and the session when the deletion fails', async () => {
    const { setup } = await member();
    const vm = new DeleteAccountViewModel(
      async () => {
        throw new Error('network down');
      },
      () => ({ locale: 'nl' }),
      () => undefined,
    );
    vm.ask();
    await vm.confirm();
    expect(vm.failed).toBe(true);
    expect(vm.confirming).toBe(true);
    expect(vm.deleting).toBe(false);
    expect(readAuthState(setup.storages.cookie).loggedIn).toBe(true);
  });
});
