import { readChatEvent } from '../../../src/adapters/socket/chat-event-wire';
import type { ChatEventMap, ChatEventName } from '../../../src/core/live-chat/chat.model';

const anna = { nickname: 'anna' };

/** One well-formed payload of every chat event, as docs/api.md lists them. */
const EXAMPLES: { [E in ChatEventName]: ChatEventMap[E] } = {
  keepAlive: {},
  hostDisconnected: {},
  memberConnected: anna,
  memberDisconnected: { ...anna, reason: 'dialin_stopped' },
  updatedMembers: { count: 3 },
  requestVip: { ...anna, seconds: 60 },
  acceptVip: { ...anna, seconds: 60 },
  stopVip: anna,
  declineVip: anna,
  vipDisconnect: anna,
  startFreeChat: {},
  stopFreeChat: {},
  chatSwitch: { kind: 'vip' },
  message: { ...anna, message: 'hoi', messageType: 'room' },
  tip: { ...anna, amount: 100, message: '', isPublic: true },
  freeTip: { ...anna, amount: 100 },
  kick: { ...anna, reason: 'guestExpired' },
  custom: { ...anna, lobby: 'lobby-1' },
  nicknameChanged: { oldNickname: 'anna', newNickname: 'anne' },
  chatStopped: { error: 'stream ended' },
  adminMessage: { message: 'Be nice' },
  updatedSettings: { onlineStatus: 5 },
  playerError: { error: 'no codec' },
  audioAvailable: {},
  audioDenied: {},
  videoAvailable: {},
  videoDenied: {},
  roomClosed: { reason: 'paused' },
  cybertoy: { ...anna, amount: 500, vibrate: 10 },
  fileTransferError: { error: 'too large' },
  fileTransferClient: { ...anna, url: '/media/1.jpg' },
  fileTransferTip: { ...anna, amount: 100 },
  stopCamback: { by: 'host' },
  cambackStopped: { ...anna, by: 'host' },
};

describe('readChatEvent', () => {
  it.each(Object.entries(EXAMPLES))('reads a well-formed %s event', (name, payload) => {
    expect(readChatEvent({ room: 'performer-1', name, payload })).toEqual({
      room: 'performer-1',
      event: { name, payload },
    });
  });

  it('reads a missing payload as an empty one, and leaves out fields the shape does not name', () => {
    expect(readChatEvent({ room: 'r', name: 'keepAlive' })).toEqual({
      room: 'r',
      event: { name: 'keepAlive', payload: {} },
    });
    expect(readChatEvent({ room: 'r', name: 'updatedMembers', payload: { count: 2, secret: 'x' } })).toEqual({
      room: 'r',
      event: { name: 'updatedMembers', payload: { count: 2 } },
    });
  });

  it.each([
    ['no object', 42],
    ['no room', { name: 'keepAlive', payload: {} }],
    ['an unknown name', { room: 'r', name: 'toString', payload: {} }],
    ['a payload that is no object', { room: 'r', name: 'keepAlive', payload: 'x' }],
    ['a missing field', { room: 'r', name: 'tip', payload: { ...anna, amount: 100, message: '' } }],
    ['a string for a number', { room: 'r', name: 'updatedMembers', payload: { count: '2' } }],
    ['a number that is not finite', { room: 'r', name: 'updatedMembers', payload: { count: null } }],
    ['an unknown reason', { room: 'r', name: 'roomClosed', payload: { reason: 'bored' } }],
    ['an unknown chat kind', { room: 'r', name: 'chatSwitch', payload: { kind: 'private' } }],
  ])('refuses %s', (_case, wire) => {
    expect(readChatEvent(wire)).toBeNull();
  });
});
