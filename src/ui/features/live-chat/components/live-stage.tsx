import { useEffect, useRef, type RefObject } from 'react';
import type { StreamPlayer, StreamTarget } from '../../../../ports/stream-player.port';
import { fullscreenAvailable, useFullscreen } from '../hooks/use-fullscreen';
import { usePlayerControls } from '../hooks/use-player-controls';
import { PlayerControlBar } from './player-control-bar';

/** Typing here is text, not a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && target.type !== 'range';
}

/** The bar and the player region's shortcuts: f full screen, m mute, Escape leaves full screen. */
function StageControls({ player, stage }: { player: StreamPlayer; stage: RefObject<HTMLDivElement | null> }) {
  const vm = usePlayerControls(player);
  const fullscreen = useFullscreen(stage);
  const canFullscreen = fullscreenAvailable();
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const shortcut = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'm' && vm.controls.audio) vm.toggleMute();
      else if (key === 'f' && canFullscreen) fullscreen.toggle();
      else if (key === 'escape') fullscreen.leave();
      else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', shortcut);
    return () => element.removeEventListener('keydown', shortcut);
  }, [stage, vm, fullscreen, canFullscreen]);
  return <PlayerControlBar vm={vm} fullscreen={canFullscreen ? fullscreen : null} />;
}

/**
 * Where her show plays, with its control bar; the player draws into the screen and is stopped (its
 * client freed) on leaving. The region takes focus (a click on the show, or Tab) so its shortcuts
 * work, and it is what goes full screen, the bar with it.
 */
export function LiveStage({
  player,
  target,
  label,
}: {
  player: StreamPlayer | null;
  target: StreamTarget | null;
  label: string;
}) {
  const stage = useRef<HTMLDivElement>(null);
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
    <div
      ref={stage}
      className="live-stage"
      role="region"
      aria-label={label}
      tabIndex={0}
      aria-keyshortcuts="f m"
    >
      <div ref={screen} className="live-stage__screen" role="img" aria-label={label} />
      {player && <StageControls player={player} stage={stage} />}
    </div>
  );
}
