import { logIn } from '../../../support/fake-setup';
import { parts } from './auth-forms-setup';

describe('LoginFormViewModel', () => {
  it('shows the required rules, keeps what was typed and clears a field’s error on focus', async () => {
    const { login, members } = parts();
    login.setField('username', '  ');
    await login.submit();
    expect(login.form.errors).toEqual({
      username: 'validation.username_required',
      password: 'validation.password_required',
    });
    login.focus('username');
    expect(login.form.errors.username).toBeUndefined();
    expect(login.form.errors.password).toBe('validation.password_required');
    expect(members).toEqual([]);
  });

  it('flags a wrong password until the visitor focuses a field, then logs in with the member restored', async () => {
    const { login, members } = parts();
    login.setField('username', 'demo');
    login.setField('password', 'wrong1');
    await login.submit();
    expect(login.form.flag).toBe('wrongPassword');
    expect([login.form.values.username, login.form.values.password]).toEqual(['demo', 'wrong1']);
    login.focus('password');
    expect(login.form.flag).toBeNull();
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
    expect(login.form.flag).toBe('unknownUser');
  });
});

describe('LoginFormViewModel checks', () => {
  it('checks a field on blur only once it was typed in, and submits nothing while a rule is broken', async () => {
    const { login, members } = parts();
    login.blur('username');
    expect(login.form.errors.username).toBeUndefined();
    login.setField('username', '   ');
    login.blur('username');
    expect(login.form.errors.username).toBe('validation.username_required');
    login.setField('username', 'demo');
    login.blur('username');
    expect(login.form.errors.username).toBeUndefined();
    await login.submit();
    expect(login.form.errors.password).toBe('validation.password_required');
    expect([login.form.flag, members]).toEqual([null, []]);
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
    expect(login.form.flag).toBe('deletedAccount');
  });
});
