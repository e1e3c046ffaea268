import { useEffect, useState } from 'react';
import { loadStreamPlayer } from '../../../../composition/stream-player';
import type { StreamPlayer } from '../../../../ports/stream-player.port';
import { useApp } from '../../../app/app-context';

/** The room's stream player (the sandbox show or the partner's client), loaded with the room. */
export function useStreamPlayer(): StreamPlayer | null {
  const app = useApp();
  const [player, setPlayer] = useState<StreamPlayer | null>(null);
  useEffect(() => {
    let current = true;
    void loadStreamPlayer(app.config).then((loaded) => current && setPlayer(loaded));
    return () => {
      current = false;
    };
  }, [app]);
  return player;
}
