import { SandboxShowPlayer } from '../../../../../src/adapters/stream/sandbox-show-player';
import { MemoryStorage } from '../../../../../src/adapters/storage/memory-storage';
import { PLAYER_AUDIO_KEY } from '../../../../../src/core/live-chat/player-audio.rules';
import { PlayerControlsViewModel } from '../../../../../src/ui/features/live-chat/view-models/player-controls';

describe('PlayerControlsViewModel', () => {
  it("hands the session's sound to the player and keeps each change for the session", () => {
    const session = new MemoryStorage();
    session.set(PLAYER_AUDIO_KEY, JSON.stringify({ muted: true, volume: 0.3 }));
    const player = new SandboxShowPlayer();
    const vm = new PlayerControlsViewModel(player, session);
    expect(player.controls()).toMatchObject({ muted: true, volume: 0.3 });
    vm.toggleMute();
    vm.setVolume(0.55);
    expect(vm.controls).toMatchObject({ muted: false, volume: 0.55 });
    expect(JSON.parse(session.get(PLAYER_AUDIO_KEY)!)).toEqual({ muted: false, volume: 0.55 });
  });

  it('unmutes when the volume is turned up, and follows the chosen quality', () => {
    const vm = new PlayerControlsViewModel(new SandboxShowPlayer(), new MemoryStorage());
    vm.toggleMute();
    vm.setVolume(0);
    expect(vm.controls.muted).toBe(true);
    vm.setVolume(0.2);
    expect(vm.controls.muted).toBe(false);
    vm.chooseQuality('low');
    expect(vm.controls.quality).toBe('low');
  });
});
