import { type FakeSetup } from '../../../support/fake-setup';
import { ChangeEmail } from '../../../../../src/core/account/change-email.use-case';
import { EmailFormViewModel } from '../../../../../src/ui/features/account/view-models/email-form.view-model';
import { member } from './settings-forms-setup';

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

describe('EmailFormViewModel', () => {
  it('checks a field on blur, keeps its error until focus and shows the e-mail texts’ keys', async () => {
    const { setup, session } = await member();
    const { vm } = emailForm(setup, session.email);
    vm.setField('email', 'not-an-address');
    vm.blur('email');
    expect(vm.form.errors.email).toBe('validation.invalidEmail');
    vm.blur('repeatEmail');
    expect(vm.form.errors.repeatEmail).toBeUndefined();
    vm.focus('email');
    expect(vm.form.errors.email).toBeUndefined();
    vm.setField('email', 'DEMO@example.test');
    vm.blur('email');
    expect(vm.form.errors.email).toBe('validation.sameAsOld');
  });

  it('shows every broken rule on submit and sends nothing while the repeat differs', async () => {
    const { setup, session } = await member();
    const { vm, changed } = emailForm(setup, session.email);
    await vm.submit();
    expect(vm.form.errors).toEqual({ email: 'validation.required', repeatEmail: 'validation.required' });
    vm.setField('email', 'new-demo@example.test');
    vm.setField('repeatEmail', 'other@example.test');
    await vm.submit();
    expect(vm.form.errors.repeatEmail).toBe('validation.mustMatch');
    expect(changed).toEqual([]);
    expect((await setup.ports.member.getBasicInfo()).email).toBe(session.email);
  });

  it('flags a taken address, blocks until a field is focused, then changes the address', async () => {
    const { setup, session } = await member('oldtimer', 'oldtimer123');
    const { vm, changed } = emailForm(setup, session.email);
    vm.setField('email', 'demo@example.test');
    vm.setField('repeatEmail', 'demo@example.test');
    await vm.submit();
    expect(vm.form.flag).toBe('emailExists');
    expect(vm.form.blocked).toBe(true);
    expect([vm.form.values.email, vm.form.values.repeatEmail]).toEqual([
      'demo@example.test',
      'demo@example.test',
    ]);
    vm.focus('email');
    expect(vm.form.blocked).toBe(false);
    vm.setField('email', 'old.timer@example.test');
    vm.setField('repeatEmail', 'old.timer@example.test');
    await vm.submit();
    expect(vm.form.flag).toBeNull();
    expect(vm.changedTo).toBe('old.timer@example.test');
    expect(changed).toEqual(['old.timer@example.test']);
    expect([vm.form.values.email, vm.form.values.repeatEmail]).toEqual(['', '']);
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
    expect(vm.form.flag).toBe('unexpected');
    expect(vm.form.values.email).toBe('fresh@example.test');
    expect(vm.form.submitting).toBe(false);
    expect(setup.storages.cookie.get('auth')).not.toBeNull();
  });
});
