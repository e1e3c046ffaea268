import { useFeature } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { RecoveryFormViewModel } from '../view-models/recovery-form.view-model';

/** The recovery card's form, with the account's use-cases (the modal is lazy). */
export function useRecoveryForm(): RecoveryFormViewModel {
  const account = useFeature('account');
  return useViewModel(() => new RecoveryFormViewModel(account));
}
