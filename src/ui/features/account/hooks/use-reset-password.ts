import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import { useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { useRoute } from '../../../renderer/use-route';
import { ResetPasswordViewModel } from '../view-models/reset-password.view-model';

function linkOf(props: Record<string, unknown> | undefined): {
  token: string | null;
  password: string | null;
} {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { token: text(props?.token), password: text(props?.password) };
}

/** The reset dialog's view model (the modal is lazy), which opens the modal's link once. */
export function useResetPassword(): ResetPasswordViewModel {
  const account = useFeature('account');
  const shell = useShell();
  const route = useRoute();
  const vm = useViewModel(
    () =>
      new ResetPasswordViewModel(account, {
        onMember: shell.seed,
        loggedIn: () => shell.loggedIn,
        goHome: () => {
          shell.modals.close('resetPassword');
          void navigate(route.to('/'));
        },
      }),
  );
  const props = shell.modals.propsOf('resetPassword');
  useEffect(() => void vm.start(linkOf(props)), [vm, props]);
  return vm;
}
