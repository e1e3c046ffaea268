import { useEffect, useRef } from 'react';
import type { StreamPlayer, StreamTarget } from '../../../../ports/stream-player.port';

/** Where her show plays; the player draws into it and is stopped (its client freed) on leaving. */
export function LiveStage({
  player,
  target,
  label,
}: {
  player: StreamPlayer | null;
  target: StreamTarget | null;
  label: string;
}) {
  const screen = useRef<HTMLDivElement>(null);
  const token = target?.token;
  useEffect(() => {
    const element = screen.current;
    if (!player || !target || !element) return;
    void player.play(element, target);
    return () => player.stop();
    // A new seat (token) is a new show; the same seat keeps playing.
  }, [player, token]);
  if (!target) return null;
  return (
    <div className="live-stage" role="img" aria-label={label}>
      <div ref={screen} className="live-stage__screen" />
    </div>
  );
}
