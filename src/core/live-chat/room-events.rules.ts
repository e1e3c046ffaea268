import type { ChatEvent } from './chat.model';
import type { ChatLine, RoomEffect } from './chat-room.model';
import { ERROR_LABELS } from '../common/api-error.model';
import { isNoCreditsError } from './chat-credits.rules';
import {
  hostTab,
  isSelf,
  noticeLine,
  roomTab,
  saidLine,
  type RoomContext,
  type RoomReading,
} from './room-lines.rules';

const nothing: RoomReading = { lines: [], effects: [] };

/** Why a paid chat stopped, as its notice says: credits ran out, the member's own limit, or another reason. */
function stopLine(ctx: RoomContext, error: string): ChatLine {
  if (isNoCreditsError(error)) return noticeLine(ctx, roomTab(ctx), 'noCredits');
  if (error === ERROR_LABELS.spendingLimit) return noticeLine(ctx, roomTab(ctx), 'spendingLimit');
  return noticeLine(ctx, roomTab(ctx), 'chatStopped', { error });
}

function only(line: ChatLine, ...effects: RoomEffect[]): RoomReading {
  return { lines: [line], effects };
}

type Reader<E extends ChatEvent['name']> = (
  payload: Extract<ChatEvent, { name: E }>['payload'],
  ctx: RoomContext,
) => RoomReading;

/**
 * What each SPEC §4 chat event means for the room: the lines it adds to which tab, and what the
 * room must do about it. Typed per event, so a new event without a reading fails to compile.
 */
const READERS: { [E in ChatEvent['name']]: Reader<E> } = {
  keepAlive: () => nothing,
  hostDisconnected: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'hostDisconnected')),
  memberConnected: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? nothing
      : only(noticeLine(ctx, roomTab(ctx), 'memberConnected', { nickname: p.nickname })),
  memberDisconnected: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? nothing
      : only(noticeLine(ctx, roomTab(ctx), 'memberDisconnected', { nickname: p.nickname })),
  // The count shows in the room's header; a line for every change would drown the chat.
  updatedMembers: (p) => ({ lines: [], effects: [{ kind: 'members', count: p.count }] }),
  requestVip: (p, ctx) =>
    only(noticeLine(ctx, roomTab(ctx), 'requestVip', { nickname: p.nickname, seconds: p.seconds })),
  acceptVip: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? only(noticeLine(ctx, 'vip', 'acceptVip', { nickname: p.nickname, seconds: p.seconds }), {
          kind: 'vipAccepted',
          seconds: p.seconds,
        })
      : only(noticeLine(ctx, roomTab(ctx), 'acceptVip', { nickname: p.nickname, seconds: p.seconds })),
  declineVip: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? only(noticeLine(ctx, roomTab(ctx), 'declineVip', { nickname: p.nickname }), { kind: 'vipDeclined' })
      : nothing,
  stopVip: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? only(noticeLine(ctx, roomTab(ctx), 'stopVip', { nickname: p.nickname }), { kind: 'vipEnded' })
      : only(noticeLine(ctx, roomTab(ctx), 'stopVip', { nickname: p.nickname })),
  vipDisconnect: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? only(noticeLine(ctx, roomTab(ctx), 'vipDisconnect', { nickname: p.nickname }), { kind: 'vipEnded' })
      : nothing,
  startFreeChat: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'startFreeChat')),
  stopFreeChat: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'stopFreeChat')),
  chatSwitch: (p, ctx) =>
    only(noticeLine(ctx, roomTab(ctx), 'chatSwitch', { kind: p.kind }), {
      kind: 'chatSwitch',
      chatKind: p.kind,
    }),
  message: (p, ctx) => {
    const fromHost = p.messageType === 'host';
    const own = isSelf(ctx, p.nickname);
    // 'host' lines are the private exchange between a member and the performer.
    const tab = fromHost || (own && p.messageType === 'host') ? hostTab(ctx) : roomTab(ctx);
    const type: ChatLine['type'] = fromHost && !own ? 'host' : own ? 'member' : 'room';
    return only(saidLine(ctx, tab, type, p.nickname, p.message));
  },
  tip: (p, ctx) => {
    if (!p.isPublic && !isSelf(ctx, p.nickname)) return nothing;
    const values = { nickname: p.nickname, amount: p.amount, message: p.message };
    const key = p.message.trim() === '' ? 'tip' : 'tipWithMessage';
    return only(noticeLine(ctx, p.isPublic ? roomTab(ctx) : hostTab(ctx), key, values), {
      kind: 'tipped',
      amount: p.amount,
      nickname: p.nickname,
    });
  },
  freeTip: (p, ctx) =>
    only(noticeLine(ctx, roomTab(ctx), 'freeTip', { nickname: p.nickname, amount: p.amount }), {
      kind: 'tipped',
      amount: p.amount,
      nickname: p.nickname,
    }),
  kick: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? only(noticeLine(ctx, roomTab(ctx), `kick.${p.reason}`, { nickname: p.nickname }), {
          kind: 'kicked',
          reason: p.reason,
        })
      : nothing,
  custom: (p, ctx) => only(noticeLine(ctx, roomTab(ctx), 'custom', { nickname: p.nickname, lobby: p.lobby })),
  nicknameChanged: (p, ctx) =>
    only(
      noticeLine(ctx, roomTab(ctx), 'nicknameChanged', {
        oldNickname: p.oldNickname,
        newNickname: p.newNickname,
      }),
    ),
  chatStopped: (p, ctx) =>
    p.nickname !== undefined && !isSelf(ctx, p.nickname)
      ? nothing
      : only(stopLine(ctx, p.error), { kind: 'stopped', error: p.error }),
  adminMessage: (p, ctx) => only(noticeLine(ctx, roomTab(ctx), 'adminMessage', { message: p.message })),
  updatedSettings: (p, ctx) => {
    const effects: RoomEffect[] = [{ kind: 'status', onlineStatus: p.onlineStatus }];
    if (p.toyActive === undefined) return { lines: [], effects };
    effects.unshift({ kind: 'toy', active: p.toyActive });
    return { lines: [noticeLine(ctx, roomTab(ctx), p.toyActive ? 'toyOn' : 'toyOff')], effects };
  },
  playerError: (p, ctx) =>
    only(noticeLine(ctx, roomTab(ctx), 'playerError', { error: p.error }), {
      kind: 'playerError',
      error: p.error,
    }),
  audioAvailable: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'audioAvailable')),
  audioDenied: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'audioDenied')),
  videoAvailable: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'videoAvailable')),
  videoDenied: (_, ctx) => only(noticeLine(ctx, roomTab(ctx), 'videoDenied')),
  roomClosed: (p, ctx) =>
    only(noticeLine(ctx, roomTab(ctx), `roomClosed.${p.reason}`), { kind: 'closed', reason: p.reason }),
  cybertoy: (p, ctx) =>
    only(
      noticeLine(ctx, roomTab(ctx), 'cybertoy', { nickname: p.nickname, amount: p.amount, level: p.vibrate }),
      {
        kind: 'vibrate',
        level: p.vibrate,
        nickname: p.nickname,
      },
    ),
  fileTransferError: (p, ctx) => only(noticeLine(ctx, roomTab(ctx), 'fileTransferError', { error: p.error })),
  // A file offered by someone else in the room is not shown: nothing on the site opens it safely.
  fileTransferClient: () => nothing,
  fileTransferTip: (p, ctx) =>
    only(noticeLine(ctx, roomTab(ctx), 'fileTransferTip', { nickname: p.nickname, amount: p.amount })),
  stopCamback: () => ({ lines: [], effects: [{ kind: 'cambackStopped' }] }),
  cambackStopped: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? only(noticeLine(ctx, roomTab(ctx), 'cambackStopped', { by: p.by }), { kind: 'cambackStopped' })
      : nothing,
  // The cost meter shows it; a line for every second would drown the chat.
  charged: (p, ctx) =>
    isSelf(ctx, p.nickname)
      ? { lines: [], effects: [{ kind: 'charged', chatKind: p.kind, spent: p.spent, seconds: p.seconds }] }
      : nothing,
};

/** The lines and effects of one room event (SPEC §4), for the visitor described by `ctx`. */
export function readRoomEvent(event: ChatEvent, ctx: RoomContext): RoomReading {
  const reader = READERS[event.name] as Reader<typeof event.name>;
  return reader(event.payload as never, ctx);
}
