import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import { validateNickname } from '../../../../core/account/validation/nickname';
import { firstErrors, type ValidationKey } from '../../../../core/account/validation/validation-keys';
import type { ChangeUsername } from '../../../../core/account/change-username.use-case';
import type { Session } from '../../../../core/account/session';

/** The member as the frame shows them, with what a new session says about the account. */
export function withSession(member: MemberShell, session: Session): MemberShell {
  return {
    ...member,
    username: session.username,
    capName: session.capName,
    email: session.email,
    credits: session.credits,
    verified: session.verified,
  };
}

/**
 * The user-name change of the settings page and of the change-username prompt (SPEC §2, §5):
 * 4-20 characters. A refusal by the backend shows its 'change_username' text (SPEC §8); while the
 * name is known to be taken the form waits until the field is focused again. What was typed is
 * kept after a failure.
 */
export class UsernameFormViewModel {
  name = '';
  error: ValidationKey | null = null;
  /** The text key of the backend's refusal, e.g. 'change_username.member.username.exists'. */
  rejection: string | null = null;
  unexpected = false;
  submitting = false;
  /** The name just taken, for the success message; null until a change went through. */
  changedTo: string | null = null;

  constructor(
    private readonly changeUsername: () => Promise<ChangeUsername>,
    /** Gets the session the new token opened (the new name and capName for the frame). */
    private readonly onChanged: (session: Session) => void,
  ) {
    makeAutoObservable<this, 'changeUsername' | 'onChanged'>(
      this,
      { changeUsername: false, onChanged: false },
      { autoBind: true },
    );
  }

  setName(value: string): void {
    this.name = value;
    this.changedTo = null;
  }

  /** SPEC §4: errors and flags clear on focus. */
  focus(): void {
    this.error = null;
    this.rejection = null;
    this.unexpected = false;
  }

  blur(): void {
    if (this.name.trim() === '') return;
    this.error = this.validate();
  }

  get blocked(): boolean {
    return this.submitting || (this.rejection?.endsWith('.exists') ?? false);
  }

  private validate(): ValidationKey | null {
    return firstErrors(validateNickname({ name: this.name })).name ?? null;
  }

  async submit(): Promise<void> {
    if (this.blocked) return;
    const error = this.validate();
    if (error) {
      this.error = error;
      return;
    }
    this.submitting = true;
    this.rejection = null;
    this.unexpected = false;
    try {
      const result = await (await this.changeUsername()).execute({ name: this.name });
      runInAction(() => {
        if (result.ok) {
          this.name = '';
          this.changedTo = result.value.username;
          this.onChanged(result.value);
        } else if (result.error.kind === 'invalid')
          this.error = firstErrors(result.error.errors).name ?? null;
        else this.rejection = result.error.textKey;
      });
    } catch {
      runInAction(() => (this.unexpected = true));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
