import { ChangePassword } from '../../../../../src/core/account/change-password.use-case';
import { RecoverPassword } from '../../../../../src/core/account/recover-password.use-case';
import { PasswordFormViewModel } from '../../../../../src/ui/features/account/view-models/password-form.view-model';
import { fakeSetup, logIn, type FakeSetup } from '../../../support/fake-setup';

function form(setup: FakeSetup, linkPassword: string | null = null) {
  return new PasswordFormViewModel(
    async () => ({ changePassword: new ChangePassword(setup.ports.member, setup.storages) }),
    linkPassword,
  );
}

function fill(vm: PasswordFormViewModel, password: string, newPassword: string, repeat = newPassword) {
  vm.setField('password', password);
  vm.setField('newPassword', newPassword);
  vm.setField('repeatNewPassword', repeat);
}

describe('PasswordFormViewModel', () => {
  it('changes the password, says so and empties the fields', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const vm = form(setup);
    fill(vm, 'demo1234', 'better123');
    await vm.submit();
    expect([vm.changed, vm.form.flag, vm.form.values.password, vm.form.values.newPassword]).toEqual([
      true,
      null,
      '',
      '',
    ]);
  });

  it('blocks an invalid form with the first error per field, keeping what was typed', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const vm = form(setup);
    fill(vm, 'demo1234', 'short', 'other');
    await vm.submit();
    expect(vm.form.errors).toEqual({
      password: undefined,
      newPassword: 'validation.minLength',
      repeatNewPassword: 'validation.mustMatch',
    });
    expect([vm.form.values.newPassword, vm.changed]).toEqual(['short', false]);
    vm.focus('newPassword');
    expect(vm.form.errors.newPassword).toBeUndefined();
  });

  it('checks a field on blur only once something was typed', () => {
    const vm = form(fakeSetup());
    vm.blur('newPassword');
    expect(vm.form.errors.newPassword).toBeUndefined();
    vm.setField('newPassword', 'letters');
    vm.blur('newPassword');
    expect(vm.form.errors.newPassword).toBe('validation.noNumbers');
  });

  it('flags a wrong old password and clears the flag on focus', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const vm = form(setup);
    fill(vm, 'wrong123', 'better123');
    await vm.submit();
    expect(vm.form.flag).toBe('wrongOldPassword');
    vm.focus('password');
    expect(vm.form.flag).toBeNull();
  });

  it("uses a reset link's one-time password, and says the link expired once it is spent", async () => {
    const setup = fakeSetup();
    await new RecoverPassword(setup.ports.member).execute({ recovery: 'demo' });
    const mail = setup.backend.world.outbox.find((m) => m.kind === 'passwordReset');
    const query = new URLSearchParams(mail?.link.split('?')[1]);
    await logIn(setup, 'demo', 'demo1234');
    const vm = form(setup, query.get('password'));
    expect(vm.fromEmailLink).toBe(true);
    fill(vm, vm.form.values.password, 'viaLink123');
    await vm.submit();
    expect(vm.changed).toBe(true);
    fill(vm, vm.form.values.password, 'again1234');
    await vm.submit();
    expect(vm.form.flag).toBe('linkExpired');
    vm.focus('newPassword');
    expect(vm.form.flag).toBe('linkExpired');
  });

  it('shows the generic error when the backend fails unexpectedly', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    setup.backend.faults.set({ errorRate: 1 });
    const vm = form(setup);
    fill(vm, 'demo1234', 'better123');
    await vm.submit();
    expect([vm.form.flag, vm.form.submitting, vm.form.values.newPassword]).toEqual([
      'unexpected',
      false,
      'better123',
    ]);
  });
});
