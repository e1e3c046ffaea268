import { parts } from './auth-forms-setup';

describe('RegisterFormViewModel', () => {
  it('checks a typed field on blur and stays blocked while its error shows', () => {
    const { register } = parts();
    const vm = register();
    vm.blur('username');
    expect([vm.form.errors.username, vm.form.blocked]).toEqual([undefined, false]);
    vm.setText('username', 'abc');
    vm.blur('username');
    expect([vm.form.errors.username, vm.form.blocked]).toEqual(['validation.minLength', true]);
    vm.focus('username');
    expect(vm.form.blocked).toBe(false);
    vm.setText('email', 'no-address');
    vm.blur('email');
    expect(vm.form.errors.email).toBe('validation.invalidEmail');
  });

  it('blocks a second try while the user name is known to exist, until the field is focused', async () => {
    const { register, members } = parts();
    const vm = register();
    vm.setText('username', 'demo');
    vm.setText('email', 'someone.new@example.test');
    vm.setText('password', 'secret12');
    vm.setAgeAndTerms(true);
    await vm.submit();
    expect(vm.form.flag).toBe('usernameExists');
    expect(vm.form.blocked).toBe(true);
    vm.focus('username');
    expect(vm.form.blocked).toBe(false);
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
    expect(vm.form.errors).toEqual({
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
