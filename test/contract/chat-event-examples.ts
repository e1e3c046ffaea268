import type { ChatEvent, ChatEventName } from '../../src/core/live-chat/chat.model';

type Payloads = { [E in ChatEventName]: Extract<ChatEvent, { name: E }>['payload'] };

/** One well-formed example of every chat event (SPEC §4); typed, so a new event must be added here. */
export const CHAT_EVENT_EXAMPLES: Payloads = {
  keepAlive: {},
  hostDisconnected: {},
  memberConnected: { nickname: 'Anna' },
  memberDisconnected: { nickname: 'Anna', reason: 'default' },
  updatedMembers: { count: 4 },
  requestVip: { nickname: 'Anna', seconds: 60 },
  acceptVip: { nickname: 'Bert', seconds: 60 },
  stopVip: { nickname: 'Bert' },
  declineVip: { nickname: 'Bert' },
  vipDisconnect: { nickname: 'Bert' },
  startFreeChat: {},
  stopFreeChat: {},
  chatSwitch: { kind: 'vip' },
  message: { nickname: 'Anna', message: 'hoi', messageType: 'room' },
  tip: { nickname: 'Anna', amount: 100, message: '', isPublic: true },
  freeTip: { nickname: 'Anna', amount: 100 },
  kick: { nickname: 'Bert', reason: 'guestExpired' },
  custom: { nickname: 'Anna', lobby: 'x' },
  nicknameChanged: { oldNickname: 'Anna', newNickname: 'Annie' },
  chatStopped: { error: 'engine' },
  adminMessage: { message: 'Onderhoud om 3 uur' },
  updatedSettings: { onlineStatus: 1, toyActive: true },
  playerError: { error: 'player.load' },
  audioAvailable: {},
  audioDenied: {},
  videoAvailable: {},
  videoDenied: {},
  roomClosed: { reason: 'paused' },
  cybertoy: { nickname: 'Anna', amount: 500, vibrate: 10 },
  fileTransferError: { error: 'size' },
  fileTransferClient: { nickname: 'Anna', url: 'https://example.test/f' },
  fileTransferTip: { nickname: 'Anna', amount: 100 },
  stopCamback: { by: 'host' },
  cambackStopped: { nickname: 'Bert', by: 'host' },
  charged: { nickname: 'Bert', kind: 'vip', amount: 4, spent: 8, seconds: 2 },
};

export const EVERY_CHAT_EVENT = Object.entries(CHAT_EVENT_EXAMPLES).map(
  ([name, payload]) => ({ name, payload }) as ChatEvent,
);
