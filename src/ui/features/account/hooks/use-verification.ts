import { useEffect, useState } from 'react';
import { useApp, useFeature } from '../../../app/app-context';
import { useShell } from '../../../app/shell-context';
import { useViewModel } from '../../../app/use-view-model';
import { VerifyEmailViewModel } from '../view-models/verify-email.view-model';
import { registerModel, visitorId, type RegisterModel } from '../visitor-storage';

/**
 * The verification landing's view model (the modal is lazy) and the performer the member signed
 * up for, known once verified. The landing verifies the modal's token once.
 */
export function useVerification(): { vm: VerifyEmailViewModel; performer: RegisterModel | null } {
  const account = useFeature('account');
  const { local } = useApp().storages;
  const shell = useShell();
  const [performer, setPerformer] = useState<RegisterModel | null>(null);
  const vm = useViewModel(
    () =>
      new VerifyEmailViewModel(account, {
        fingerprint: () => visitorId(local, () => crypto.randomUUID()),
        onMember: (member) => {
          shell.seed(member);
          setPerformer(registerModel(local));
        },
        loggedIn: () => shell.loggedIn,
        askLogin: () => shell.modals.show('login', { reason: 'resendActivation' }),
      }),
  );
  const token = String(shell.modals.propsOf('verifyEmail')?.token ?? '');
  useEffect(() => {
    void vm.start(token);
    return vm.dispose;
  }, [vm, token]);
  return { vm, performer };
}
