import { useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { LoginFormViewModel } from '../view-models/login-form.view-model';

/** The login modal's form, with the account's use-cases (the modal is lazy, in a Suspense boundary). */
export function useLoginForm(): LoginFormViewModel {
  const account = useFeature('account');
  const shell = useShell();
  return useViewModel(
    () =>
      new LoginFormViewModel(account, (member) => {
        shell.seed(member);
        shell.modals.close('login');
      }),
  );
}
