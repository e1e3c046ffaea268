import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../core/common/constants.model';
import type { LiveChatViewModel } from '../view-models/live-chat.view-model';
import { useSecondTicks } from './use-second-ticks';

/** Asking for a one-on-one VIP show (its price shown first), ending it; and the nickname. */
export const VipPanel = observer(function VipPanel({ vm }: { vm: LiveChatViewModel }) {
  const { t } = useTranslation();
  const show = vm.vipShow;
  useSecondTicks(show.tick, vm.vip === 'requested');
  return (
    <div className="vip-panel">
      {vm.vip === 'running' ? (
        <button type="button" className="button" onClick={() => void show.stop()}>
          {t('chat.vip.stop')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={vm.vip === 'requested'}
          onClick={() => void show.request()}
        >
          {t('chat.vip.request', { credits: show.creditsPerSecond })}
        </button>
      )}
      {vm.vip === 'requested' && <p role="status">{t('chat.vip.waiting')}</p>}
      {show.error && (
        <p className="form-error" role="alert">
          {t(`chat.errors.${show.error.key}`)}
        </p>
      )}
    </div>
  );
});

export const NicknameForm = observer(function NicknameForm({ vm }: { vm: LiveChatViewModel }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await vm.writing.changeNickname(name)) setName('');
  }
  const error = vm.writing.nicknameError;
  return (
    <form className="nickname-form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        {t('chat.nickname.label')}
        <input
          value={name}
          maxLength={LIMITS.nicknameMax}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <button type="submit" className="button">
        {t('chat.nickname.change')}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {t(`chat.errors.${error.key}`, error.values ?? {})}
        </p>
      )}
    </form>
  );
});
