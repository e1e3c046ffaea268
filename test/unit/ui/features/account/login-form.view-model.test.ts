import { fakeSetup, logIn, sessionArgs } from '../../../support/fake-setup';
import { Login } from '../../../../../src/core/account/login.use-case';
import { LoginWithToken } from '../../../../../src/core/account/login-with-token.use-case';
import { Register } from '../../../../../src/core/account/register.use-case';
import { RestoreMember } from '../../../../../src/core/account/restore-member.use-case';
import type { MemberShell } from '../../../../../src/core/shell/member-shell.model';
import { LoginFormViewModel } from '../../../../../src/ui/features/account/view-models/login-form.view-model';
import { RegisterFormViewModel } from '../../../../../src/ui/features/account/view-models/register-form.view-model';

function parts() {
  const setup = fakeSetup();
  const { ports, storages, clock, logger, analytics } = setup;
  const restoreMember = new RestoreMember(
    new LoginWithToken(...sessionArgs(setup), storages, clock),
    ports.member,
    ports.inbox,
    storages,
    logger,
  );
  const members: (MemberShell | null)[] = [];
  return {
    setup,
    members,
    login: new LoginFormViewModel({ login: new Login(...sessionArgs(setup), storages), restoreMember }, (m) =>
      members.push(m),
    ),
    register: (kept: [string, string][] = []) =>
      new RegisterFormViewModel(
        { register: new Register(...sessionArgs(setup), storages, analytics), restoreMember },
        kept,
        (m) => members.push(m),
      ),
  };
}

describe('LoginFormViewModel', () => {
  it('shows the required rules, keeps what was typed and clears a field’s error on focus', async () => {
    const { login, members } = parts();
    login.setField('username', '  ');
    await login.submit();
    expect(login.errors).toEqual({
      username: 'validation.username_required',
      password: 'validation.password_required',
    });
    login.focus('username');
    expect(login.errors.username).toBeUndefined();
    expect(login.errors.password).toBe('validation.password_required');
    expect(members).toEqual([]);
  });

  it('flags a wrong password until the visitor focuses a field, then logs in with the member restored', async () => {
    const { login, members } = parts();
    login.setField('username', 'demo');
    login.setField('password', 'wrong1');
    await login.submit();
    expect(login.flag).toBe('wrongPassword');
    expect([login.username, login.password]).toEqual(['demo', 'wrong1']);
    login.focus('password');
    expect(login.flag).toBeNull();
    login.setField('password', 'demo1234');
    await login.submit();
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ username: 'demo', credits: 5000 });
  });

  it('flags an unknown user', async () => {
    const { login } = parts();
    login.setField('username', 'nobody_at_all');
    login.setField('password', 'secret12');
    await login.submit();
    expect(login.flag).toBe('unknownUser');
  });
});

describe('LoginFormViewModel checks', () => {
  it('checks a field on blur only once it was typed in, and submits nothing while a rule is broken', async () => {
    const { login, members } = parts();
    login.blur('username');
    expect(login.errors.username).toBeUndefined();
    login.setField('username', '   ');
    login.blur('username');
    expect(login.errors.username).toBe('validation.username_required');
    login.setField('username', 'demo');
    login.blur('username');
    expect(login.errors.username).toBeUndefined();
    await login.submit();
    expect(login.errors.password).toBe('validation.password_required');
    expect([login.flag, members]).toEqual([null, []]);
  });

  it('flags a deleted account', async () => {
    const { login, setup } = parts();
    await setup.ports.member.register({
      username: 'gone_soon',
      email: 'gone.soon@example.test',
      password: 'secret12',
      meta: {},
    });
    await logIn(setup, 'gone_soon', 'secret12');
    await setup.ports.member.deleteMember();
    login.setField('username', 'gone_soon');
    login.setField('password', 'secret12');
    await login.submit();
    expect(login.flag).toBe('deletedAccount');
  });
});

describe('RegisterFormViewModel', () => {
  it('checks a typed field on blur and stays blocked while its error shows', () => {
    const { register } = parts();
    const vm = register();
    vm.blur('username');
    expect([vm.errors.username, vm.blocked]).toEqual([undefined, false]);
    vm.setText('username', 'abc');
    vm.blur('username');
    expect([vm.errors.username, vm.blocked]).toEqual(['validation.minLength', true]);
    vm.focus('username');
    expect(vm.blocked).toBe(false);
    vm.setText('email', 'no-address');
    vm.blur('email');
    expect(vm.errors.email).toBe('validation.invalidEmail');
  });

  it('blocks a second try while the user name is known to exist, until the field is focused', async () => {
    const { register, members } = parts();
    const vm = register();
    vm.setText('username', 'demo');
    vm.setText('email', 'someone.new@example.test');
    vm.setText('password', 'secret12');
    vm.setAgeAndTerms(true);
    await vm.submit();
    expect(vm.flag).toBe('usernameExists');
    expect(vm.blocked).toBe(true);
    vm.focus('username');
    expect(vm.blocked).toBe(false);
    vm.setText('username', 'brand_new1');
    await vm.submit();
    expect(members[0]).toMatchObject({ username: 'brand_new1', verified: false });
  });

  it('asks for age and terms and reports each field’s first broken rule', async () => {
    const { register } = parts();
    const vm = register();
    vm.setText('username', 'ab');
    vm.setText('email', 'not-an-address');
    vm.setText('password', 'short');
    await vm.submit();
    expect(vm.errors).toEqual({
      username: 'validation.minLength',
      email: 'validation.invalidEmail',
      password: 'validation.minLength',
      ageAndTerms: 'validation.ageAndTerms',
    });
  });

  it('sends the kept query parameters with the registration', async () => {
    const { register, setup } = parts();
    const vm = register([['p', '61']]);
    vm.setText('username', 'tagged_one');
    vm.setText('email', 'tagged.one@example.test');
    vm.setText('password', 'secret12');
    vm.setAgeAndTerms(true);
    await vm.submit();
    expect(setup.analytics.named('sign_up')).toEqual([{ method: 'register', affiliate: '61' }]);
  });
});
