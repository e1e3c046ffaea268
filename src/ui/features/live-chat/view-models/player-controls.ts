import { makeAutoObservable } from 'mobx';
import {
  clampVolume,
  PLAYER_AUDIO_KEY,
  readPlayerAudio,
  writePlayerAudio,
} from '../../../../core/live-chat/player-audio.rules';
import type { KeyValueStorage } from '../../../../ports/storage.port';
import type { PlayerControls, StreamPlayer, StreamPlayerEvent } from '../../../../ports/stream-player.port';

/**
 * The player's control bar (issue 42): mute, volume and quality through the stream-player port.
 * Mute and volume are the visitor's for the tab's session (session storage), so the next room
 * plays as the last one was left.
 */
export class PlayerControlsViewModel {
  controls: PlayerControls;

  constructor(
    private readonly player: StreamPlayer,
    private readonly session: KeyValueStorage,
  ) {
    const audio = readPlayerAudio(session.get(PLAYER_AUDIO_KEY));
    player.setMuted(audio.muted);
    player.setVolume(audio.volume);
    this.controls = player.controls();
    makeAutoObservable<this, 'player' | 'session'>(
      this,
      { player: false, session: false },
      { autoBind: true },
    );
  }

  /** The player's news about its controls (qualities announced or chosen). */
  playerEvent(event: StreamPlayerEvent): void {
    if (event.kind === 'controls') this.controls = event.controls;
  }

  toggleMute(): void {
    this.player.setMuted(!this.controls.muted);
    this.keep();
  }

  setVolume(volume: number): void {
    this.player.setVolume(clampVolume(volume));
    // Turning the sound up is asking to hear it.
    if (volume > 0 && this.controls.muted) this.player.setMuted(false);
    this.keep();
  }

  chooseQuality(id: string): void {
    this.player.setQuality(id);
    this.controls = this.player.controls();
  }

  private keep(): void {
    this.controls = this.player.controls();
    this.session.set(PLAYER_AUDIO_KEY, writePlayerAudio(this.controls));
  }
}
