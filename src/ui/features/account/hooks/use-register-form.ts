import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { RegisterFormViewModel } from '../view-models/register-form.view-model';
import { rememberRegisterModel, type RegisterModel } from '../visitor-storage';

/** The registration modal's form, with the account's use-cases (the modal is lazy). */
export function useRegisterForm(performer: RegisterModel | null): RegisterFormViewModel {
  const account = useFeature('account');
  const { local } = useApp().storages;
  const shell = useShell();
  const route = useRoute();
  return useViewModel(
    () =>
      new RegisterFormViewModel(account, route.kept, (member, email) => {
        // SPEC §3 register:model: the performer this guest signed up for, for the next steps.
        rememberRegisterModel(local, performer);
        shell.seed(member);
        shell.modals.dispatch({ type: 'registerComplete', props: { email, performer } });
      }),
  );
}
