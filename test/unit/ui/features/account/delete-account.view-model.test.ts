import { sessionArgs } from '../../../support/fake-setup';
import { DeleteAccount } from '../../../../../src/core/account/delete-account.use-case';
import { readAuthState } from '../../../../../src/core/account/auth-state';
import { DeleteAccountViewModel } from '../../../../../src/ui/features/account/view-models/delete-account.view-model';
import { member } from './settings-forms-setup';

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
