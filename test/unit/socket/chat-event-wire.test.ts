import { readChatEvent } from '../../../src/adapters/socket/chat-event-wire';
import { CHAT_EVENT_EXAMPLES } from '../../contract/chat-event-examples';

const anna = { nickname: 'anna' };

/** One well-formed payload of every chat event, as docs/api.md lists them. */
const EXAMPLES = CHAT_EVENT_EXAMPLES;

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
