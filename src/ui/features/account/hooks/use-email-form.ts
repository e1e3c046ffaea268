import { useApp } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { EmailFormViewModel } from '../view-models/email-form.view-model';

/**
 * The settings page's e-mail form. The page is server-rendered, so the account feature loads with
 * the first submit, not with the page.
 */
export function useEmailForm(): EmailFormViewModel {
  const app = useApp();
  const shell = useShell();
  return useViewModel(
    () =>
      new EmailFormViewModel(
        app.features.account,
        () => shell.member?.email ?? '',
        (email) => {
          if (shell.member) shell.seed({ ...shell.member, email });
        },
      ),
  );
}
