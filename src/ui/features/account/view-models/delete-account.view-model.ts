import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountFeature } from '../../../../composition/features/account';
import type { LogoutInput } from '../../../../core/account/logout.use-case';

/**
 * Deleting the account from the settings page: nothing happens before the member confirms it in
 * a dialog; then the account is deleted, the member logged out and sent home. A failure keeps
 * the session and says so in the dialog.
 */
export class DeleteAccountViewModel {
  confirming = false;
  deleting = false;
  failed = false;

  constructor(
    /** The account feature, loaded with the confirmation: the settings page is server-rendered. */
    private readonly account: () => Promise<Pick<AccountFeature, 'deleteAccount'>>,
    /** Where the member is (locale and query), so home keeps the language and the kept query. */
    private readonly where: () => LogoutInput,
    private readonly onDeleted: (location: string) => void,
  ) {
    makeAutoObservable<this, 'account' | 'where' | 'onDeleted'>(
      this,
      { account: false, where: false, onDeleted: false },
      { autoBind: true },
    );
  }

  ask(): void {
    this.confirming = true;
    this.failed = false;
  }

  cancel(): void {
    if (!this.deleting) this.confirming = false;
  }

  async confirm(): Promise<void> {
    if (!this.confirming || this.deleting) return;
    this.deleting = true;
    this.failed = false;
    try {
      const { deleteAccount } = await this.account();
      const result = await deleteAccount.execute(this.where());
      runInAction(() => (this.confirming = false));
      if (result.ok) this.onDeleted(result.value.location);
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
