import { useApp } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { PasswordFormViewModel } from '../view-models/password-form.view-model';

/**
 * The settings page's password form. The page is server-rendered, so the account feature loads
 * with the first submit, not with the page.
 */
export function usePasswordForm(): PasswordFormViewModel {
  const app = useApp();
  return useViewModel(() => new PasswordFormViewModel(app.features.account));
}
