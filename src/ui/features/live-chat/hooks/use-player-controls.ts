import type { StreamPlayer } from '../../../../ports/stream-player.port';
import { useApp } from '../../../app/app-context';
import { useViewModel } from '../../../app/use-view-model';
import { PlayerControlsViewModel } from '../view-models/player-controls';

/** The control bar's view model, hearing the player while shown; mute and volume kept for the tab. */
export function usePlayerControls(player: StreamPlayer): PlayerControlsViewModel {
  const { storages } = useApp();
  return useViewModel(
    () => new PlayerControlsViewModel(player, storages.session),
    (controls) => player.onEvent(controls.playerEvent),
  );
}
