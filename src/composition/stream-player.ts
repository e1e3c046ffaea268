import type { StreamPlayer } from '../ports/stream-player.port';
import type { AppConfig } from './app-config';

/**
 * The room's player: the partner's streaming client when the configuration names its script, else
 * the sandbox's simulated show. Each adapter is its own small chunk, loaded with the room.
 */
export async function loadStreamPlayer(config: AppConfig): Promise<StreamPlayer> {
  const scriptUrl = config.backend.clientScriptUrl;
  if (scriptUrl) {
    const { ScriptStreamPlayer } = await import('../adapters/stream/script-stream-player');
    return new ScriptStreamPlayer(scriptUrl);
  }
  const { SandboxShowPlayer } = await import('../adapters/stream/sandbox-show-player');
  return new SandboxShowPlayer();
}
