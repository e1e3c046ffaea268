import { RecoverPassword } from '../../../../../src/core/account/recover-password.use-case';
import { RecoveryFormViewModel } from '../../../../../src/ui/features/account/view-models/recovery-form.view-model';
import { fakeSetup } from '../../../support/fake-setup';
import { latestLink } from './account-dialogs-setup';

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
    expect([vm.form.flag, vm.complete]).toEqual(['notExists', false]);
    vm.focus();
    expect(vm.form.flag).toBeNull();
  });

  it('mails a reset link, shows the complete view and goes back to the form with the input kept', async () => {
    const { vm, setup } = recovery();
    vm.setRecovery(' demo@example.test ');
    await vm.submit();
    expect(vm.complete).toBe(true);
    expect(latestLink(setup, 'demo@example.test', 'passwordReset').token).not.toBe('');
    vm.goBack();
    expect([vm.complete, vm.form.values.recovery]).toEqual([false, ' demo@example.test ']);
  });
});
