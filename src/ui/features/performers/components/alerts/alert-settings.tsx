import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FailedWithRetry } from '../../../../components/common/failed-with-retry';
import { useLazyTexts } from '../../../../i18n/lazy-texts';
import { useAlertSettings } from '../../hooks/use-alert-settings';
import type { AlertSettingsViewModel } from '../../view-models/alert-settings.view-model';

function Switch(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />{' '}
      {props.label}
    </label>
  );
}

const PushSwitch = observer(function PushSwitch({ vm }: { vm: AlertSettingsViewModel }) {
  const { t } = useTranslation();
  if (vm.push === 'unsupported') return <p>{t('alerts.pushUnsupported')}</p>;
  if (vm.push === 'denied') return <p>{t('alerts.pushDenied')}</p>;
  return (
    <>
      <Switch
        label={t('alerts.push')}
        checked={vm.push === 'on'}
        disabled={vm.push === 'busy'}
        onChange={vm.setPush}
      />
      {vm.pushFailed && <p role="alert">{t('alerts.pushFailed')}</p>}
    </>
  );
});

const PerformerSwitches = observer(function PerformerSwitches({ vm }: { vm: AlertSettingsViewModel }) {
  const { t } = useTranslation();
  const performers = vm.settings?.performers ?? [];
  if (performers.length === 0) return <p>{t('alerts.noFavourites')}</p>;
  return (
    <fieldset disabled={!vm.settings?.enabled}>
      <legend>{t('alerts.performers')}</legend>
      {performers.map((p) => (
        <Switch
          key={p.performerId}
          label={t('alerts.performer', { name: p.username })}
          checked={p.enabled}
          onChange={(on) => void vm.setPerformer(p.performerId, on)}
        />
      ))}
    </fieldset>
  );
});

/** The alert settings panel (lazy): all alerts, push on this device, each favourite. */
const AlertSettingsPanel = observer(function AlertSettingsPanel() {
  const { t } = useTranslation();
  useLazyTexts();
  const vm = useAlertSettings();
  if (vm.loadFailed)
    return (
      <FailedWithRetry
        text={t('alerts.settingsFailed')}
        retry={t('alerts.retry')}
        onRetry={() => void vm.load()}
      />
    );
  if (!vm.settings) return <p role="status">{t('alerts.settingsLoading')}</p>;
  return (
    <div className="alert-settings">
      <Switch label={t('alerts.all')} checked={vm.settings.enabled} onChange={(on) => void vm.setAll(on)} />
      <PushSwitch vm={vm} />
      <PerformerSwitches vm={vm} />
      {vm.saveFailed && (
        <FailedWithRetry
          text={t('alerts.saveFailed')}
          retry={t('alerts.retry')}
          onRetry={() => void vm.retry()}
        />
      )}
    </div>
  );
});

export default AlertSettingsPanel;
