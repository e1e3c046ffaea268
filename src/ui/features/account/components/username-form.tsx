import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsernameFormViewModel } from '../view-models/username-form.view-model';
import { FormField } from '../../../components/common/form-field';

/** SPEC §8: a refusal's 'change_username' text, or a general one for a label we have no text for. */
const UNKNOWN_REFUSAL = 'changeUsername.failed';

/** The user-name change (4-20 characters) of the settings page and of the change-username prompt. */
export const UsernameForm = observer(function UsernameForm(props: {
  vm: UsernameFormViewModel;
  /** The form's accessible name. */
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const { vm } = props;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const refusal = vm.rejection && (i18n.exists(vm.rejection) ? vm.rejection : UNKNOWN_REFUSAL);
  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate aria-label={props.name}>
      <FormField
        label={t('changeUsername.label')}
        name="username"
        autoComplete="username"
        value={vm.form.values.name}
        hint={t('changeUsername.hint')}
        error={refusal || vm.error}
        onValue={vm.setName}
        onFocus={vm.focus}
        onBlur={vm.blur}
      />
      {vm.unexpected && (
        <p className="form-error" role="alert">
          {t('auth.flags.unexpected')}
        </p>
      )}
      {vm.changedTo && (
        <p className="form-success" role="status">
          {t('changeUsername.changed', { username: vm.changedTo })}
        </p>
      )}
      <button type="submit" className="button" disabled={vm.form.blocked}>
        {t('changeUsername.submit')}
      </button>
    </form>
  );
});
