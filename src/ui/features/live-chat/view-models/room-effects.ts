import type { LeaveReason, NoticeKey, RoomEffect } from '../../../../core/live-chat/chat-room.model';
import { isNoCreditsError } from '../../../../core/live-chat/chat-credits.rules';
import { onlineMode } from '../../../../core/live-chat/chat-availability';
import type { LeftBecause, LiveChatDeps } from './live-chat-deps';
import type { RoomLines } from './room-lines';
import type { RoomMeter } from './room-meter';

/** The room an effect acts on: the visitor's view model. */
export interface EffectRoom {
  members: number;
  toyActive: boolean;
  vip: 'none' | 'requested' | 'running';
  readonly lines: RoomLines;
  readonly meter: Pick<RoomMeter, 'charged' | 'freeTime' | 'showStarted'>;
  /** A guest on a phone call: the call pays, so there are no credits to offer. */
  readonly payingGuest: boolean;
  notice(key: NoticeKey): void;
  leave(reason: LeaveReason, because: LeftBecause | null): void;
}

/**
 * What the room does about an effect of a room event (or of its state at an entry): counts, her
 * toy, the visitor's show, reactions on the stream, and leaving for every reason SPEC §4 names.
 */
export function applyRoomEffect(
  room: EffectRoom,
  deps: Pick<LiveChatDeps, 'showModal' | 'onReaction'>,
  effect: RoomEffect,
): void {
  switch (effect.kind) {
    case 'members':
      room.members = effect.count;
      return;
    case 'status':
      // A pause keeps the room open with a notice; her going offline closes it (roomClosed).
      if (onlineMode(effect.onlineStatus) === 'pause') room.notice('pause');
      return;
    case 'toy':
      room.toyActive = effect.active;
      return;
    case 'vipAccepted':
      // A show found running at a re-entry keeps the meter it had.
      if (room.vip !== 'running' || effect.seconds !== null) room.meter.showStarted();
      room.vip = 'running';
      room.lines.show('vip');
      return;
    case 'charged':
      room.meter.charged(effect.chatKind, effect.spent, effect.seconds);
      return;
    case 'freeTime':
      room.meter.freeTime(effect.secondsLeft);
      return;
    case 'vipEnded':
    case 'vipDeclined':
      room.vip = 'none';
      return;
    case 'tipped':
      deps.onReaction?.({ amount: effect.amount, level: 0, nickname: effect.nickname });
      return;
    case 'vibrate':
      deps.onReaction?.({ amount: 0, level: effect.level, nickname: effect.nickname });
      return;
    default:
      leaveFor(room, deps, effect);
  }
}

/** The effects that end the visitor's seat: a kick, the room closing, the chat stopping. */
function leaveFor(room: EffectRoom, deps: Pick<LiveChatDeps, 'showModal'>, effect: RoomEffect): void {
  switch (effect.kind) {
    case 'kicked':
      room.leave(
        'kicked',
        effect.reason === 'guestExpired' || effect.reason === 'duplicateSession' ? effect.reason : 'kicked',
      );
      if (effect.reason === 'guestExpired') deps.showModal('register', { source: 'guest' });
      return;
    case 'closed':
      room.leave('roomClosed', effect.reason === 'paused' ? 'paused' : 'closed');
      return;
    case 'stopped': {
      const noCredits = isNoCreditsError(effect.error);
      room.leave(noCredits ? 'noCredits' : 'default', noCredits ? 'noCredits' : 'stopped');
      if (noCredits && !room.payingGuest) deps.showModal('noCredits');
      return;
    }
    default:
      return;
  }
}
