import { onlineMode } from './chat-availability';
import type { RoomState } from './chat.model';
import type { ChatLine, RoomEffect } from './chat-room.model';
import { noticeLine, roomTab, type RoomContext, type RoomReading } from './room-lines.rules';

/** What the visitor knew of the room when the engine told its state. */
export interface KnownRoom {
  /** Her toy as the visitor last heard it. */
  toyActive: boolean;
  /**
   * The same seat entered again after the chat channel came back: only what changed while it was
   * down is told. Otherwise a new seat, which learns everything (nothing is carried over).
   */
  again: boolean;
}

/**
 * What the room's state at an entry means for the visitor (docs/api.md, the engine's join answer):
 * the notices someone already inside would have read (her toy is on, free chat is on, a pause) and
 * the effects that bring the room up to date (her toy, the visitor's own show, a guest's free time).
 */
export function readRoomState(state: RoomState, ctx: RoomContext, known: KnownRoom): RoomReading {
  const tab = roomTab(ctx);
  const lines: ChatLine[] = [];
  const effects: RoomEffect[] = [];
  if (!known.again || state.toyActive !== known.toyActive) {
    effects.push({ kind: 'toy', active: state.toyActive });
    if (state.toyActive || known.again)
      lines.push(noticeLine(ctx, tab, state.toyActive ? 'toyOn' : 'toyOff'));
  }
  if (state.onlineStatus !== null) {
    if (!known.again && onlineMode(state.onlineStatus) === 'infree')
      lines.push(noticeLine(ctx, tab, 'freeChatOn'));
    // A pause has a notice of the room's own (the view model's, as for the status event).
    effects.push({ kind: 'status', onlineStatus: state.onlineStatus });
  }
  effects.push({ kind: 'freeTime', secondsLeft: state.freeSecondsLeft });
  if (state.vip && !ctx.vip) effects.push({ kind: 'vipAccepted', seconds: null });
  if (!state.vip && ctx.vip) {
    lines.push(noticeLine(ctx, tab, 'stopVip', { nickname: ctx.self ?? '' }));
    effects.push({ kind: 'vipEnded' });
  }
  return { lines, effects };
}
