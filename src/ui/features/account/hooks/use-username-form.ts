import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { UsernameFormViewModel, withSession } from '../view-models/username-form.view-model';

/**
 * The user-name form's view model (the settings page's and the change-username prompt's); a
 * success shows the new name in the frame at once (the new token is stored by the use-case) and
 * then calls `onChanged`. The settings page is server-rendered, so the account feature loads with
 * the first submit.
 */
export function useUsernameForm(onChanged?: () => void): UsernameFormViewModel {
  const app = useApp();
  const shell = useShell();
  return useViewModel(
    () =>
      new UsernameFormViewModel(app.features.account, (session) => {
        if (shell.member) shell.seed(withSession(shell.member, session));
        onChanged?.();
      }),
  );
}
