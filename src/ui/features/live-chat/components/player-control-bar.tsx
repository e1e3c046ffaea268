import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOLUME_STEP } from '../../../../core/live-chat/player-audio.rules';
import type { PlayerControlsViewModel } from '../view-models/player-controls';

/** Mute and a volume slider (arrow keys step it by 5 %). */
const SoundControls = observer(function SoundControls({ vm }: { vm: PlayerControlsViewModel }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = Math.round(vm.controls.volume * 100);
  return (
    <>
      <button
        type="button"
        className="player-controls__button"
        aria-pressed={vm.controls.muted}
        onClick={vm.toggleMute}
      >
        {t('chat.player.mute')}
      </button>
      <label className="visually-hidden" htmlFor={id}>
        {t('chat.player.volume')}
      </label>
      <input
        id={id}
        className="player-controls__volume"
        type="range"
        min={0}
        max={100}
        step={VOLUME_STEP * 100}
        value={percent}
        aria-valuetext={t('chat.player.volumeValue', { percent })}
        onChange={(event) => vm.setVolume(Number(event.currentTarget.value) / 100)}
      />
    </>
  );
});

/** The stream's qualities, as it names them. */
const QualityChoice = observer(function QualityChoice({ vm }: { vm: PlayerControlsViewModel }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('chat.player.quality')}
      </label>
      <select
        id={id}
        className="player-controls__quality"
        value={vm.controls.quality ?? ''}
        onChange={(event) => vm.chooseQuality(event.currentTarget.value)}
      >
        {vm.controls.qualities.map((each) => (
          <option key={each.id} value={each.id}>
            {each.label}
          </option>
        ))}
      </select>
    </>
  );
});

/**
 * The player's control bar: native controls, so mouse, touch and keyboard work as they always do.
 * Sound controls only where they reach the show, a quality choice only where there is one.
 */
export const PlayerControlBar = observer(function PlayerControlBar({
  vm,
  fullscreen,
}: {
  vm: PlayerControlsViewModel;
  /** Absent where the browser has no element full screen. */
  fullscreen: { active: boolean; toggle(): void } | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="player-controls" role="group" aria-label={t('chat.player.controls')}>
      {vm.controls.audio && <SoundControls vm={vm} />}
      {vm.controls.qualities.length > 1 && <QualityChoice vm={vm} />}
      {fullscreen && (
        <button
          type="button"
          className="player-controls__button player-controls__fullscreen"
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          {t(fullscreen.active ? 'chat.player.leaveFullscreen' : 'chat.player.fullscreen')}
        </button>
      )}
    </div>
  );
});
