import { makeAutoObservable, runInAction } from 'mobx';
import type { MemberShell } from '../../../../core/shell/member-shell.model';
import { validateNickname } from '../../../../core/live-chat/nickname.rules';
import type { ValidationKey } from '../../../../core/common/validation-keys';
import type { AccountFeature } from '../../../../composition/features/account';
import type { Session } from '../../../../core/account/session';
import { FormState } from '../../../forms/form-state';

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

/** What the form says after a submit: the backend's refusal (its text key), or an unexpected failure. */
type UsernameFlag = { rejection: string } | 'unexpected';

/** A name the backend says is taken holds the submit until the field is focused again. */
const isTaken = (flag: UsernameFlag): boolean => flag !== 'unexpected' && flag.rejection.endsWith('.exists');

/**
 * The user-name change of the settings page and of the change-username prompt (SPEC §2, §5):
 * 4-20 characters. A refusal by the backend shows its 'change_username' text (SPEC §8); while the
 * name is known to be taken the form waits until the field is focused again. What was typed is
 * kept after a failure.
 */
export class UsernameFormViewModel {
  /** What the form shows: its values, errors, flag and submit state (FormState, itself observable). */
  readonly form = new FormState<{ name: string }, UsernameFlag>({
    initial: { name: '' },
    validate: validateNickname,
    unexpected: 'unexpected',
    holdsSubmit: isTaken,
    onEdit: () => (this.changedTo = null),
  });
  /** The name just taken, for the success message; null until a change went through. */
  changedTo: string | null = null;
  private readonly input = this.form.field('name');
  readonly setName = this.input.set;
  /** SPEC §4: errors and flags clear on focus. */
  readonly focus = this.input.focus;
  readonly blur = this.input.blur;

  constructor(
    /** The account feature, loaded with the first submit: the settings page is server-rendered. */
    private readonly account: () => Promise<Pick<AccountFeature, 'changeUsername'>>,
    /** Gets the session the new token opened (the new name and capName for the frame). */
    private readonly onChanged: (session: Session) => void,
  ) {
    makeAutoObservable<this, 'account' | 'onChanged'>(
      this,
      { form: false, account: false, onChanged: false },
      { autoBind: true },
    );
  }

  get error(): ValidationKey | null {
    return this.form.errors.name ?? null;
  }

  /** The text key of the backend's refusal, e.g. 'change_username.member.username.exists'. */
  get rejection(): string | null {
    return this.form.flag === null || this.form.flag === 'unexpected' ? null : this.form.flag.rejection;
  }

  get unexpected(): boolean {
    return this.form.flag === 'unexpected';
  }

  async submit(): Promise<void> {
    await this.form.submit(async () => {
      const { changeUsername } = await this.account();
      const result = await changeUsername.execute({ name: this.form.values.name });
      runInAction(() => {
        if (result.ok) {
          this.form.reset();
          this.changedTo = result.value.username;
          this.onChanged(result.value);
        } else if (result.error.kind === 'invalid') this.form.showErrors(result.error.errors);
        else this.form.setFlag({ rejection: result.error.textKey });
      });
    });
  }
}
