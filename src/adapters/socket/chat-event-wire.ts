import type {
  ChatEvent,
  ChatEventMap,
  ChatEventName,
  ChatKind,
  DisconnectReason,
} from '../../core/live-chat/chat.model';

type Check<T> = (value: unknown) => value is T;

/** For each payload field, the check its wire value must pass. */
type PayloadShape<P> = { [K in keyof P]-?: Check<P[K]> };

const isString: Check<string> = (value): value is string => typeof value === 'string';
const isNumber: Check<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

/** An optional field: absent, or passing `check`. */
function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value): value is T | undefined => value === undefined || check(value);
}

function oneOf<T extends string>(...values: readonly T[]): Check<T> {
  return (value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

const isReason = oneOf<DisconnectReason>('guestExpired', 'duplicateSession', 'paused', 'default');
const isKind = oneOf<ChatKind>('chat', 'vip', 'free');
const none = {} as const;
const named = { nickname: isString } as const;

/**
 * The wire shape of every chat event (docs/api.md, Sockets): typed against ChatEventMap, so an
 * event or a field added there without a check here fails to compile.
 */
const CHAT_EVENT_SHAPES: { [E in ChatEventName]: PayloadShape<ChatEventMap[E]> } = {
  keepAlive: none,
  hostDisconnected: none,
  memberConnected: named,
  memberDisconnected: { ...named, reason: isString },
  updatedMembers: { count: isNumber },
  requestVip: { ...named, seconds: isNumber },
  acceptVip: { ...named, seconds: isNumber },
  stopVip: named,
  declineVip: named,
  vipDisconnect: named,
  startFreeChat: none,
  stopFreeChat: none,
  chatSwitch: { kind: isKind },
  message: { ...named, message: isString, messageType: isString },
  tip: { ...named, amount: isNumber, message: isString, isPublic: isBoolean },
  freeTip: { ...named, amount: isNumber },
  kick: { ...named, reason: isReason },
  custom: { ...named, lobby: isString },
  nicknameChanged: { oldNickname: isString, newNickname: isString },
  chatStopped: { error: isString, nickname: optional(isString) },
  adminMessage: { message: isString },
  updatedSettings: { onlineStatus: isNumber, toyActive: optional(isBoolean) },
  playerError: { error: isString },
  audioAvailable: none,
  audioDenied: none,
  videoAvailable: none,
  videoDenied: none,
  roomClosed: { reason: isReason },
  cybertoy: { ...named, amount: isNumber, vibrate: isNumber },
  fileTransferError: { error: isString },
  fileTransferClient: { ...named, url: isString },
  fileTransferTip: { ...named, amount: isNumber },
  stopCamback: { by: isString },
  cambackStopped: { ...named, by: isString },
  charged: { ...named, kind: isKind, amount: isNumber, spent: isNumber, seconds: isNumber },
};

function isChatEventName(name: unknown): name is ChatEventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CHAT_EVENT_SHAPES, name);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `chatEvent` as it came off the socket: `{ room, name, payload }`. */
export interface WireChatEvent {
  room: string;
  event: ChatEvent;
}

/**
 * Reads one `chatEvent` from the socket: a known name and a payload with every field of its shape,
 * each of the right type; fields the shape does not name are left out, so the core gets exactly
 * the typed payload. Anything else is null (the caller drops and logs it).
 */
export function readChatEvent(value: unknown): WireChatEvent | null {
  if (!isRecord(value) || typeof value.room !== 'string' || !isChatEventName(value.name)) return null;
  const payload = value.payload ?? {};
  if (!isRecord(payload)) return null;
  const shape: Record<string, Check<unknown>> = CHAT_EVENT_SHAPES[value.name];
  const read: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(shape)) {
    if (!check(payload[field])) return null;
    if (payload[field] !== undefined) read[field] = payload[field];
  }
  return { room: value.room, event: { name: value.name, payload: read } as ChatEvent };
}
